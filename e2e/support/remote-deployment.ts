import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppName } from '../../tools/apps';
import { serveAppFrom, startAppServer } from './servers';

/**
 * A remote deployed by the journey itself: its server serves a folder the journey deploys releases into,
 * in a work folder of the test file's own (for its builds too), made before the file's tests. After them
 * the remote's own build is served again and the work folder removed. Call it at the top of the file.
 */
export function useRemoteDeployment(remote: AppName) {
  const workDir = path.join(os.tmpdir(), `${remote}-deployment-${randomUUID()}`);
  const deployed = path.join(workDir, 'deployed');

  beforeAll(() => {
    mkdirSync(workDir);
  });
  afterAll(async () => {
    await startAppServer(remote);
    rmSync(workDir, { recursive: true, force: true });
  });

  return {
    /** A path in the work folder, for a build or a release. */
    inWorkDir: (name: string) => path.join(workDir, name),
    /** The folder the remote's server serves: what is deployed. */
    deployed,
    /** Deploys `release` as the first release and serves the remote from it. */
    async serve(release: string): Promise<void> {
      cpSync(release, deployed, { recursive: true });
      await serveAppFrom(remote, deployed);
    },
    /** Deploys a release over the one before, in place: its files replace theirs, older files stay (a bucket). */
    deploy(release: string): void {
      cpSync(release, deployed, { recursive: true, force: true });
    },
  };
}
