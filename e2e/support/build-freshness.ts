import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, distDir, REPO_ROOT } from '../../tools/apps';

/** What a production build is made from; a change to any of it makes the build stale. */
const BUILD_INPUTS = ['host', 'remotes', 'shared', 'tools', 'rspack.config.base.ts', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test']);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (SKIPPED.has(child) || /\.test\.tsx?$/.test(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when every app has a build newer than all of its inputs. */
export function buildIsFresh(): boolean {
  const builtAt = APPS.map((app) => {
    const index = path.join(distDir(app), 'index.html');
    return existsSync(index) ? statSync(index).mtimeMs : 0;
  });
  const oldestBuild = Math.min(...builtAt);
  if (oldestBuild === 0) return false;
  return BUILD_INPUTS.every((input) => newestMtime(path.join(REPO_ROOT, input)) < oldestBuild);
}
