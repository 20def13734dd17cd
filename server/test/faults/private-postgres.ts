import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresAnswers } from '../postgres-client';

/**
 * A PostgreSQL server of the test's own, on a temporary data directory: unlike the shared system
 * server, it can be stopped and started under a running API. fsync and synchronous commit stay on,
 * as in production: what the API was told is committed must survive a crash.
 */
export interface PrivatePostgres {
  /** Connection string of the `postgres` superuser (trust auth) to database `postgres`. */
  readonly url: string;
  start(): Promise<void>;
  /** `fast`: clean shutdown (SIGINT). `immediate`: a crash (SIGQUIT), recovered from the WAL at the next start. */
  stop(mode: StopMode): Promise<void>;
  /** Stops, waits `pauseMs` with the server down, and starts again once it accepts connections. */
  restart(mode: StopMode, pauseMs: number): Promise<void>;
  /** Stops the server if it runs and removes its directory; safe to call more than once. */
  cleanup(): Promise<void>;
}

export type StopMode = 'fast' | 'immediate';

const POSTGRES_ROOT = '/usr/lib/postgresql';
const SETPRIV = '/usr/bin/setpriv';
const DIR_PREFIX = 'private-postgres-';
const START_DEADLINE_MS = 20_000;
const STOP_DEADLINE_MS = 15_000;

/** The bin directory of the newest PostgreSQL installed the Debian way, or null when there is none. */
export function findPostgresBinaries(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(POSTGRES_ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'postgres'))) return bin;
  }
  return null;
}

/**
 * initdb and postgres refuse to run as root: as root they run as the `postgres` system user
 * (spawn's uid/gid, which also drops root's groups), otherwise as the current user.
 */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error('Running as root, but there is no `postgres` system user to run PostgreSQL as.');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const within = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

/** Signals a whole process group (the postmaster and its backends); a group already gone is fine. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Directories left by test processes killed before any cleanup could run (kill -9): each is named
 * after its test process, and its server went down with that process.
 */
function removeOrphanedDirectories() {
  for (const name of readdirSync(tmpdir())) {
    const owner = name.startsWith(DIR_PREFIX) ? Number(name.slice(DIR_PREFIX.length).split('-')[0]) : NaN;
    if (Number.isInteger(owner) && !isRunning(owner))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

export async function createPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const user = serverUser();
  removeOrphanedDirectories();
  const dir = await mkdtemp(path.join(tmpdir(), `${DIR_PREFIX}${process.pid}-`));
  const dataDir = path.join(dir, 'data');
  let output = '';
  let server: ChildProcess | null = null;

  // If the test process exits without cleanup: an immediate shutdown, and the directory goes.
  const onExit = () => {
    server?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const run = (program: string, args: string[]) => {
    const binary = path.join(binDir, program);
    // If the test process dies without running any code (a killed worker, Ctrl-C), the kernel
    // sends the server SIGQUIT: an immediate shutdown that takes its backends and shared memory along.
    const [command, commandArgs]: [string, string[]] = existsSync(SETPRIV)
      ? [SETPRIV, ['--pdeathsig', 'QUIT', '--', binary, ...args]]
      : [binary, args];
    return spawn(command, commandArgs, {
      ...(user ?? {}),
      // Its own process group, so that a stop can sweep the backends too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
  const record = (child: ChildProcess) => {
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  };

  let port = 0;
  let url = '';

  async function start() {
    if (server) throw new Error('the private PostgreSQL is already running');
    const child = run('postgres', [
      '-D',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `port=${port}`,
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
    ]);
    server = child;
    record(child);
    const deadline = Date.now() + START_DEADLINE_MS;
    while (!(await postgresAnswers(url, 1000))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        server = null;
        throw new Error(`the private PostgreSQL exited while starting:\n${output}`);
      }
      if (Date.now() > deadline) {
        await stop('immediate');
        throw new Error(`the private PostgreSQL did not accept connections within ${START_DEADLINE_MS} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(mode: StopMode) {
    const child = server;
    if (!child?.pid) return;
    child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    if (!(await within(exitOf(child), STOP_DEADLINE_MS))) {
      signalGroup(child.pid, 'SIGKILL');
      await exitOf(child);
    }
    // The postmaster waits for its backends; this only sweeps what a forced stop may have left.
    signalGroup(child.pid, 'SIGKILL');
    server = null;
  }

  const cleanup = async () => {
    try {
      await stop('immediate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      process.removeListener('exit', onExit);
    }
  };

  try {
    if (user) await chown(dir, user.uid, user.gid);
    port = await freePort();
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const initdb = run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    record(initdb);
    await exitOf(initdb);
    if (initdb.exitCode !== 0) throw new Error(`initdb failed (${initdb.exitCode ?? initdb.signalCode}):\n${output}`);
  } catch (error) {
    await cleanup();
    throw error;
  }

  return {
    url,
    start,
    stop,
    async restart(mode, pauseMs) {
      await stop(mode);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await start();
    },
    cleanup,
  };
}
