import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';
import { generatedDeployFiles } from './deploy-config';

/**
 * Comments say why, in the present tense; the decision records (docs/decisions/) hold the history. A
 * number in a tracker the repository does not link tells a reader nothing, so none may appear in code.
 */
const ISSUE_REFERENCE = /\bissues? #?\d+|\(#\d+\)|#\d+ items?\b/i;

const SCANNED = /\.(ts|tsx|js|cjs|mjs|sh|ya?ml|conf|sql|json)$/;

/** Prose and records (where history belongs), measured output, the lock file and generated files. */
function isExempt(file: string, generated: ReadonlySet<string>): boolean {
  return (
    file.startsWith('docs/') ||
    file.startsWith('bench/results/') ||
    file.endsWith('package-lock.json') ||
    file === 'tools/comment-hygiene.test.ts' ||
    generated.has(file)
  );
}

/** The repository's files, committed or about to be (not ignored), that exist in the work tree. */
function scannedFiles(): string[] {
  const generated = new Set(Object.keys(generatedDeployFiles()));
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => SCANNED.test(file) && !isExempt(file, generated))
    .filter((file) => existsSync(path.join(REPO_ROOT, file)));
}

/** `file:line: text` for every line of `text` that cites an issue. */
function issueReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('comments cite no issue numbers', () => {
  it('recognises every form of citation, and not the words around them', () => {
    const cited = ['// Issue #16: why', ' * (issue 10, Accessibility)', '-- a limit (#28)', ' * per #19 item 4'];
    expect(cited.flatMap((line) => issueReferences('a.ts', line))).toHaveLength(cited.length);
    const plain = ['context.addIssue({ code })', 'error.issues[0]', 'remix-run/react-router#12532', 'color: #333'];
    expect(plain.flatMap((line) => issueReferences('a.ts', line))).toEqual([]);
  });

  it('no source, script or config file cites one', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('server/src/app.ts');
    const found = files.flatMap((file) => issueReferences(file, readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(found, 'say why instead, or point at the decision record').toEqual([]);
  });
});
