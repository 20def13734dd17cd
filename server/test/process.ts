import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let buildRoot: string | undefined;
let compiled: Promise<string> | undefined;

// Registered as the test file that imports this module is collected: its build goes with it.
afterAll(async () => {
  if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
});

/**
 * The API as its image and `npm start` run it: the JavaScript tools/build-servers.ts makes, built once
 * per test file (a fraction of a second) into a folder of its own, so no other run's build (e2e's
 * server/dist) is replaced under it. The installed packages are linked beside it, as the image
 * installs them.
 */
function compiledApi(): Promise<string> {
  compiled ??= (async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'site-api-'));
    buildRoot = root;
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
    await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const dist = path.join(root, 'dist');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('tools', 'build-servers.ts'), dist], {
      cwd: repoRoot,
    });
    return path.join(dist, 'main.js');
  })();
  return compiled;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has exited (at once if it already has). */
  exited: Promise<void>;
  /** `kill -9`: no shutdown hook runs, open transactions are cut wherever they are. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of `npm start`. */
  stop(): Promise<void>;
}

/**
 * A first start on an empty embedded database creates and migrates it: seconds on a quiet machine, over 30 s
 * seen while the other test worker ran the heaviest suite.
 */
export const START_TIMEOUT_MS = 60_000;

/**
 * Starts what `npm start` runs (the compiled API) on a free loopback port and resolves once it
 * listens. `env` adds to the test's environment (DATA_DIR, DATABASE_URL…).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const main = await compiledApi();
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          baseUrl: match[1]!,
          output: () => output,
          exited,
          kill: () => signal('SIGKILL'),
          stop: () => signal('SIGTERM'),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, name) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? name}) before listening:\n${output}`));
    });
  });
}
