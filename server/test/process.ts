import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { COMPILED_API } from './projects';

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
  const main = inject(COMPILED_API);
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
