/**
 * The host's rendering server as a program: `node host/dist-server/serve.js` (its compiled form, which the
 * host's image and `npm start` run) or `tsx host/server/main.ts`. Configured by the environment
 * (config.ts; README, Configuration); a wrong setting stops it before it listens.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostServer } from './app';
import { HostConfigError, loadHostConfig } from './config';

/** The host's folder: above both this source file (host/server/) and its build (host/dist-server/). */
const HOST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = loadHostConfig(process.env);
  const app = await startHostServer({ config, distDir: path.join(HOST_DIR, 'dist') });
  const stop = (signal: string) => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof HostConfigError || !(error instanceof Error) ? String(error) : error.stack);
  process.exit(1);
});
