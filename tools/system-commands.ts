/**
 * Debian tools that deployment tests drive without a Docker engine: docker-compose (validates the compose
 * file) and nginx (serves a build with the images' configuration). Like e2e/support/chromium.ts does for
 * Chromium, a missing one is installed with apt-get when we are root; otherwise the caller is told why
 * not, to skip with that message.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Found = { path: string } | { missing: string };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function which(command: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Runs apt-get under a lock (another test run may be installing too); refreshes the lists once if needed. */
function aptGet(args: string[], cwd?: string): void {
  const run = (apt: string[]) =>
    execFileSync('flock', ['/tmp/site-apt.lock', 'apt-get', ...apt], {
      cwd,
      stdio: 'pipe',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    run(args);
  } catch {
    run(['update']);
    run(args);
  }
}

export function ensureDockerCompose(): Found {
  const found = which('docker-compose');
  if (found) return { path: found };
  if (!isRoot())
    return {
      missing: 'docker-compose is not installed (as root: apt-get install -y --no-install-recommends docker-compose)',
    };
  try {
    aptGet(['install', '-y', '--no-install-recommends', 'docker-compose']);
  } catch (error) {
    return {
      missing: `apt-get could not install docker-compose: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const installed = which('docker-compose');
  return installed ? { path: installed } : { missing: 'apt-get finished but docker-compose is still missing' };
}

/**
 * An nginx binary: the system's, or Debian's package unpacked into a cache folder (`apt-get download`, no
 * installation, so no service starts on port 80).
 */
export function ensureNginx(): Found {
  const system = which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (system) return { path: system };
  const cache = path.join(os.tmpdir(), 'site-test-nginx');
  const unpacked = path.join(cache, 'root', 'usr', 'sbin', 'nginx');
  if (existsSync(unpacked)) return { path: unpacked };
  // Fetched and unpacked in a folder of our own, then moved into place: another run may be doing the same.
  const work = path.join(cache, `work-${process.pid}`);
  try {
    mkdirSync(work, { recursive: true });
    try {
      execFileSync('apt-get', ['download', 'nginx'], { cwd: work, stdio: 'pipe' });
    } catch (error) {
      if (!isRoot()) throw error;
      aptGet(['download', 'nginx'], work);
    }
    const deb = readdirSync(work).find((file) => file.endsWith('.deb'));
    if (!deb) return { missing: 'apt-get download nginx produced no package' };
    execFileSync('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'root')], { stdio: 'pipe' });
    if (!existsSync(unpacked)) renameSync(path.join(work, 'root'), path.join(cache, 'root'));
  } catch (error) {
    if (!existsSync(unpacked)) {
      const reason = error instanceof Error ? error.message : String(error);
      return { missing: `nginx is not installed and could not be fetched with apt-get: ${reason}` };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return existsSync(unpacked) ? { path: unpacked } : { missing: `Debian's nginx package has no ${unpacked}` };
}
