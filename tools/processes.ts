import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './apps';

export const TSX_CLI = path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs `node <args>` in `cwd`, each output line prefixed with `label`, in this process group. */
export function spawnLabelled(label: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  return child;
}

/**
 * Stops the children and then this process on Ctrl-C or SIGTERM, or when one child dies. Returns the
 * same stop, for a failure of this process itself.
 */
export function superviseChildren(
  children: ChildProcess[],
  beforeExit: () => Promise<unknown> = async () => undefined,
): (exitCode: number) => Promise<void> {
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await beforeExit();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
      ),
    );
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`a process exited with code ${code}; stopping everything`);
        void stopAll(code || 1);
      }
    });
  }
  return stopAll;
}
