import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The product's description lives in docs/product.md; code and docs link to its headings
 * (`docs/product.md#login` in a comment, a relative Markdown link in a .md file). These checks find
 * what would leave a reader stranded: a `§N` section number of the specification outside the
 * repository, and a link to a heading that docs/product.md does not have.
 */
export const PRODUCT_DOC = 'docs/product.md';

/**
 * GitHub's anchor for a heading (as github-slugger makes it): the rendered text in lower case, every
 * character but letters, digits, spaces, hyphens and underscores dropped, each space a hyphen.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown text (not in code fences); repeated headings get -1, -2… as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0]!;
      else if (fenceMark[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  problem: string;
}

const SECTION_SIGN = /§/;
/** `…product.md#anchor`, with whatever path stands before it. */
const PRODUCT_LINK = /([\w./-]*)product\.md#([\p{L}\p{N}_-]*)/gu;
/** An in-page link of docs/product.md itself: `](#anchor)`. */
const LOCAL_LINK = /\]\(#([^)\s]*)\)/g;

/** This checker and its test hold samples of what they refuse. */
const CHECKER_FILES = new Set(['tools/product-doc-links.ts', 'tools/product-doc-links.test.ts']);

/**
 * What is wrong in `files`: a `§` anywhere but docs/product.md; a `product.md#anchor` whose anchor is
 * not a heading of `anchors`; a path that does not lead to docs/product.md (relative to the file for a
 * Markdown link, from the repository root otherwise).
 */
export function findViolations(files: readonly SourceFile[], anchors: ReadonlySet<string>): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const isProductDoc = file.path === PRODUCT_DOC;
    const isMarkdown = file.path.endsWith('.md');
    file.text.split('\n').forEach((text, index) => {
      const line = index + 1;
      const report = (problem: string) => violations.push({ file: file.path, line, problem });
      if (!isProductDoc && SECTION_SIGN.test(text)) {
        report(
          `a § section reference (the spec is outside the repository): link a heading of ${PRODUCT_DOC} instead: ${text.trim()}`,
        );
      }
      for (const match of text.matchAll(PRODUCT_LINK)) {
        const [whole, prefix = '', anchor = ''] = match;
        if (!anchors.has(anchor)) report(`${whole}: ${PRODUCT_DOC} has no heading with the anchor "${anchor}"`);
        const inMarkdownLink = isMarkdown && text.slice(0, match.index).endsWith('](');
        const target = inMarkdownLink
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), `${prefix}product.md`))
          : `${prefix}product.md`.replace(/^\.\//, '');
        if (target !== PRODUCT_DOC) {
          report(
            `${whole}: leads to ${target}, not ${PRODUCT_DOC}${inMarkdownLink ? ' (relative to this file)' : ' (write it from the repository root)'}`,
          );
        }
      }
      if (isProductDoc) {
        for (const [whole, anchor = ''] of text.matchAll(LOCAL_LINK)) {
          if (!anchors.has(anchor)) report(`${whole}: no heading with the anchor "${anchor}"`);
        }
      }
    });
  }
  return violations;
}

/** Generated, installed or local-only folders (see .gitignore), skipped by name or by path. */
const SKIPPED_NAMES = new Set(['node_modules', '.git', 'dist', 'dist-server', '.data', 'coverage', '.swc']);
const SKIPPED_PATHS = new Set(['e2e/artifacts', 'bench/tmp']);
const BINARY_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|gz|br|zip|pdf|wasm)$/i;
const MAX_BYTES = 2 * 1024 * 1024;

/** The repository's text files, as `findViolations` reads them (but this checker's own). */
export function repositoryTextFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_NAMES.has(entry.name) && !SKIPPED_PATHS.has(child)) walk(child);
        continue;
      }
      if (!entry.isFile() || BINARY_EXTENSIONS.test(entry.name) || CHECKER_FILES.has(child)) continue;
      const full = path.join(root, child);
      if (statSync(full).size > MAX_BYTES) continue;
      const buffer = readFileSync(full);
      if (buffer.subarray(0, 8000).includes(0)) continue;
      files.push({ path: child, text: buffer.toString('utf8') });
    }
  };
  walk('');
  return files;
}
