import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { COMPILED_API } from './projects';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The API as its image and `npm start` run it (the JavaScript tools/build-servers.ts makes), built once for
 * the run into a folder of its own, so no other run's build (e2e's server/dist) is replaced under it. The
 * installed packages are linked beside it, as the image installs them. test/process.ts starts it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-api-'));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const dist = path.join(root, 'dist');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('tools', 'build-servers.ts'), dist], {
    cwd: repoRoot,
  });
  project.provide(COMPILED_API, path.join(dist, 'main.js'));
  return () => rm(root, { recursive: true, force: true });
}
