import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';
import { findViolations, githubSlug, headingAnchors, PRODUCT_DOC, repositoryTextFiles } from './product-doc-links';

const SAMPLE_DOC = [
  '# Product',
  '## Screens',
  '### Login',
  '### OTP verification',
  '```md',
  '### Not a heading',
  '```',
  '## Sign-up steps',
  '## Login',
  'See [Login](#login) and [the steps](#sign-up-steps).',
].join('\n');

describe('the checker of docs/product.md links', () => {
  const sampleAnchors = headingAnchors(SAMPLE_DOC);

  it('makes GitHub anchors from headings', () => {
    expect(githubSlug('OTP verification')).toBe('otp-verification');
    expect(githubSlug('Sign-up steps')).toBe('sign-up-steps');
    expect(githubSlug('App root and theme')).toBe('app-root-and-theme');
    expect(githubSlug('Who may do what?')).toBe('who-may-do-what');
    expect(githubSlug('The `mode` cookie & [the server](x.md)')).toBe('the-mode-cookie--the-server');
  });

  it('lists the anchors of a document, not those in code fences, numbering repeats', () => {
    expect([...headingAnchors(SAMPLE_DOC)]).toEqual([
      'product',
      'screens',
      'login',
      'otp-verification',
      'sign-up-steps',
      'login-1',
    ]);
  });

  it('accepts links to existing headings and code without §', () => {
    const files = [
      { path: PRODUCT_DOC, text: SAMPLE_DOC },
      { path: 'remotes/auth/src/Login.tsx', text: '/** Login messages: docs/product.md#login. */\nexport {};' },
      { path: 'README.md', text: 'The [product](docs/product.md) and its [login](docs/product.md#login).' },
      { path: 'server/README.md', text: 'See [the OTP page](../docs/product.md#otp-verification).' },
      { path: 'docs/decisions/0001-x.md', text: 'See [steps](../product.md#sign-up-steps).' },
    ];
    expect(findViolations(files, sampleAnchors)).toEqual([]);
  });

  it('finds a § reference, a missing anchor and a link that leads elsewhere', () => {
    const files = [
      { path: PRODUCT_DOC, text: `${SAMPLE_DOC}\nAnd [gone](#gone); § is fine here.` },
      { path: 'shared/contract/src/rules.ts', text: 'const a = 1;\n/** The pincode has 6 characters (§9). */' },
      { path: 'host/src/header.test.tsx', text: "describe('the header (spec § 2)', () => {});" },
      { path: 'remotes/auth/src/Otp.tsx', text: '// docs/product.md#otp-page' },
      { path: 'remotes/auth/src/Login.tsx', text: '// product.md#login' },
      { path: 'server/README.md', text: 'See [login](docs/product.md#login).' },
    ];
    const found = findViolations(files, sampleAnchors).map(
      ({ file, line, problem }) => `${file}:${line} ${problem.split(':')[0]}`,
    );
    expect(found).toEqual([
      `${PRODUCT_DOC}:11 ](#gone)`,
      'shared/contract/src/rules.ts:2 a § section reference (the spec is outside the repository)',
      'host/src/header.test.tsx:1 a § section reference (the spec is outside the repository)',
      'remotes/auth/src/Otp.tsx:1 docs/product.md#otp-page',
      'remotes/auth/src/Login.tsx:1 product.md#login',
      'server/README.md:1 docs/product.md#login',
    ]);
  });
});

describe('the repository', () => {
  const files = repositoryTextFiles(REPO_ROOT);
  const anchors = headingAnchors(readFileSync(path.join(REPO_ROOT, PRODUCT_DOC), 'utf8'));

  it('reads the files it guards', () => {
    const paths = files.map((file) => file.path);
    expect(paths).toContain(PRODUCT_DOC);
    expect(paths).toContain('README.md');
    expect(paths.some((file) => file.startsWith('remotes/auth/src/'))).toBe(true);
    expect(paths.some((file) => file.includes('node_modules/'))).toBe(false);
    expect(anchors).toContain('login');
  });

  it('has no § reference, and every docs/product.md link names a heading that exists', () => {
    const report = findViolations(files, anchors).map(({ file, line, problem }) => `${file}:${line}: ${problem}`);
    expect(report).toEqual([]);
  });
});
