/**
 * The apps of the monorepo, their workspaces, folders and fixed local ports (from @site/federation, which
 * the host's rendering server reads too): one table read by the rspack configs, the static servers, the
 * dev and start orchestrators and the e2e harness, so a port lives in one place.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_LOCAL_PORT, HOST_LOCAL_PORT, REMOTE_LOCAL_PORTS } from '@site/federation';
import type { RemoteName } from '@site/state/routes';
import { remotesManifestFromEnv, type RemotesManifest } from '@site/state/remotes-manifest';

export type AppName = 'host' | RemoteName;

export interface AppInfo {
  name: AppName;
  /** npm workspace name, for `npm run <script> -w <workspace>`. */
  workspace: string;
  /** Folder of the app, relative to the repository root. */
  dir: string;
  port: number;
}

/**
 * The folder of the workspaces' lockfile, found upwards from this module: the same from the sources and
 * from a server build that bundles this module elsewhere (host/dist-server/serve.js).
 */
export const REPO_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package-lock.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package-lock.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
})();

export const HOST: AppInfo = { name: 'host', workspace: '@site/host', dir: 'host', port: HOST_LOCAL_PORT };

export type RemoteInfo = AppInfo & { name: RemoteName };

/** In the order of `remotes.json` (@site/federation's `REMOTE_LOCAL_PORTS`). */
export const REMOTES: readonly RemoteInfo[] = Object.entries(REMOTE_LOCAL_PORTS).map(([name, port]) => ({
  name,
  workspace: `@site/remote-${name}`,
  dir: `remotes/${name}`,
  port,
}));

export const APPS: readonly AppInfo[] = [HOST, ...REMOTES];

export const API_PORT = API_LOCAL_PORT;

export function appInfo(name: AppName): AppInfo {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app;
}

export function distDir(app: AppInfo): string {
  return path.join(REPO_ROOT, app.dir, 'dist');
}

/** The remotes manifest for this environment: `REMOTE_<NAME>_URL`, `API_BASE`, `DEBUG`, else local ports. */
export function remotesManifestForEnv(env: Record<string, string | undefined> = process.env): RemotesManifest {
  return remotesManifestFromEnv(env, REMOTE_LOCAL_PORTS, API_PORT);
}

/**
 * The pages of examples/ that embed the auth remote's sign-up as another team would: each on its
 * own origin, which the API must allow (CORS). Not apps of the site: `npm start` and the e2e suite
 * serve them beside it.
 */
export interface ExampleInfo {
  name: 'plain-page' | 'react-host';
  /** Folder of the example, relative to the repository root. */
  dir: string;
  /** What its server serves, relative to `dir`: the page itself, or the example's build. */
  servedDir: string;
  port: number;
}

export const EXAMPLES: readonly ExampleInfo[] = [
  { name: 'plain-page', dir: 'examples/plain-page', servedDir: '.', port: 8086 },
  { name: 'react-host', dir: 'examples/react-host', servedDir: 'dist', port: 8087 },
];

export function exampleInfo(name: ExampleInfo['name']): ExampleInfo {
  const example = EXAMPLES.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`Unknown example ${name}`);
  return example;
}

export const exampleOrigin = (example: ExampleInfo) => `http://localhost:${example.port}`;

/**
 * The SMS provider of the API that `npm start` and `npm run dev` run: the console one (codes in the log and
 * the dev outbox), which the API never takes unless told, unless the shell names another.
 */
export const localSmsProvider = (env: Record<string, string | undefined> = process.env) => ({
  SMS_PROVIDER: env.SMS_PROVIDER?.trim() || 'console',
});

/**
 * The API's environment with the examples' origins allowed: appended to `ERP_ORIGINS`, which the
 * API adds to `CORS_ORIGINS` (so a configured `CORS_ORIGINS` still counts).
 */
export function apiEnvWithExamples(env: Record<string, string | undefined> = process.env): { ERP_ORIGINS: string } {
  const origins = [...(env.ERP_ORIGINS ?? '').split(','), ...EXAMPLES.map(exampleOrigin)]
    .map((origin) => origin.trim())
    .filter(Boolean);
  return { ERP_ORIGINS: [...new Set(origins)].join(',') };
}
