import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, inquiryMessages, otpMessages, phoneMessages, retailerMessages } from '@site/contract';
import { REPO_ROOT } from './apps';

/** Every package that shows or sends the spec's messages; each must take them from the shared package. */
const CONSUMERS = [
  'host/src',
  'remotes/marketing/src',
  'remotes/inquiry/src',
  'remotes/auth/src',
  'remotes/account/src',
  'remotes/office/src',
  'server/src',
];

const specMessages = [
  ...new Set(
    [feedbackMessages, inquiryMessages, otpMessages, phoneMessages, retailerMessages].flatMap(function strings(
      value: unknown,
    ): string[] {
      if (typeof value === 'string') return [value];
      return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    }),
  ),
];

/** A package's own sources: not its tests, nor its test helpers. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every piece of text the code could show: string and template literals and JSX text (comments are not). */
function textsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

describe('spec messages have one home (@site/contract)', () => {
  it('reads the messages it guards', () => {
    expect(specMessages).toContain(feedbackMessages.otpSent);
    expect(specMessages).toContain(retailerMessages.profile.pincodeRequired);
  });

  it.each(CONSUMERS)('no source file of %s repeats one as a literal', (folder) => {
    const root = path.join(REPO_ROOT, folder);
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(5);
    const repeated = files.flatMap((file) =>
      textsIn(file)
        .filter((text) => specMessages.some((message) => text.includes(message)))
        .map((text) => `${path.relative(REPO_ROOT, file)}: ${text}`),
    );
    expect(repeated).toEqual([]);
  });
});
