import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * Starts the real entry point of `npm start` (src/main.ts under tsx) on a free loopback port
 * and resolves once it listens. `env` adds to the test's environment (DATA_DIR, DATABASE_URL…).
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
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
    }, 30_000);
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
