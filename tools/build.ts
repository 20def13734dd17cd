/**
 * Production build of every app and server (or of those named on the command line: an app, or `api`),
 * one after another: rspack already uses both cores for one app, so building in sequence is as fast and
 * lighter. The servers are compiled to JavaScript by tools/build-servers.ts.
 *
 * Each build runs the rspack CLI in a child process rather than the compiler in this one: under a
 * TypeScript loader that keeps function names (tsx), federation's runtime templates, which are
 * serialised from functions, would pick up the loader's `__name` helper and break in the browser.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, HOST, REPO_ROOT, type AppInfo } from './apps';
import { buildApiServer, buildHostServer } from './build-servers';

export const RSPACK_CLI = path.join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

export interface BuildOptions {
  /** Another rspack config than the app's own (the version-skew journey builds a marked release). */
  config?: string;
  /** Another folder than the app's dist/ (a remote's server build goes in its server/, the host's beside it in `<folder>-server`). */
  outputPath?: string;
}

export function buildApp(app: AppInfo, options: BuildOptions = {}): Promise<void> {
  const started = Date.now();
  const args = [
    RSPACK_CLI,
    'build',
    ...(options.config ? ['--config', options.config] : []),
    // Not the CLI's --output-path: it would send the browser and the server build to one folder.
    ...(options.outputPath ? ['--env', `outputPath=${options.outputPath}`] : []),
  ];
  return runProductionBuild(args, path.join(REPO_ROOT, app.dir), `${app.name} failed to build`).then(() => {
    const destination = options.outputPath ?? `${app.dir}/dist`;
    console.log(`built ${app.name.padEnd(9)} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${destination}`);
  });
}

/** Runs a production rspack build (`args` after node) in `cwd`; rejects with its output when it fails. */
export function runProductionBuild(args: readonly string[], cwd: string, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${failure} (exit ${code}):\n${output}`))));
  });
}

/** What `npm run build -- <name>` builds besides the apps: the API server. */
export const API_BUILD_NAME = 'api';

/**
 * The apps named (all by default), each followed by its server build where it has one (the host's
 * rendering server), and the API when it is named or nothing is.
 */
export async function buildApps(names: readonly string[] = []): Promise<void> {
  const known = [...APPS.map((app) => app.name), API_BUILD_NAME];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Unknown app ${unknown.join(', ')}; apps: ${known.join(', ')}`);
  const selected = names.length ? APPS.filter((app) => names.includes(app.name)) : APPS;
  for (const app of selected) {
    await buildApp(app);
    // After rspack, which empties host/dist-server before writing the renderer there.
    if (app.name === HOST.name) await buildHostServer();
  }
  if (!names.length || names.includes(API_BUILD_NAME)) await buildApiServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildApps(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
