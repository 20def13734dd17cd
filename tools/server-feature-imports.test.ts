/**
 * No two features of the API server import each other (docs/decisions/0029): one builds on the other, and
 * what the lower one needs of the upper is given to it by server/src/app.ts. The lint zones forbid the pairs
 * known to tempt (eslint.config.js); this finds any pair, whichever files it goes through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';

const FEATURES = path.join(REPO_ROOT, 'server/src/features');

/** `from → to` for each feature's imports of another feature, tests included, with the files that make it. */
function featureImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const entry of readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(FEATURES, file).split(path.sep)[0]!;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(FEATURES, path.resolve(path.dirname(file), fileName));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith('..') || to === from) continue;
      const edge = `${from} → ${to}`;
      edges.set(edge, (edges.get(edge) ?? new Set()).add(path.relative(FEATURES, file)));
    }
  }
  return edges;
}

describe('server features', () => {
  it('never import each other both ways', () => {
    const edges = featureImports();
    // The finder works: features do build on others (the customer on codes).
    expect(edges.has('customer → otp')).toBe(true);
    const bothWays = [...edges]
      .filter(([edge]) => {
        const [from, to] = edge.split(' → ');
        return from! < to! && edges.has(`${to} → ${from}`);
      })
      .map(([edge, files]) => {
        const [from, to] = edge.split(' → ');
        return `${edge} (${[...files].join(', ')}), and back (${[...edges.get(`${to} → ${from}`)!].join(', ')})`;
      });
    expect(bothWays).toEqual([]);
  });
});
