/**
 * The apps of the monorepo and their fixed local ports: one table read by the rspack configs, the
 * static servers, the dev and start orchestrators and the e2e harness, so a port lives in one place.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '../shared/src/routes';
import { remotesManifestFromEnv, type RemotesManifest } from '../host/src/lib/remotes-manifest';

export type AppName = 'host' | RemoteName;

export interface AppInfo {
  name: AppName;
  /** npm workspace name, for `npm run <script> -w <workspace>`. */
  workspace: string;
  /** Folder of the app, relative to the repository root. */
  dir: string;
  port: number;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const HOST: AppInfo = { name: 'host', workspace: '@site/host', dir: 'host', port: 8080 };

export const REMOTES: readonly (AppInfo & { name: RemoteName })[] = [
  { name: 'marketing', workspace: '@site/remote-marketing', dir: 'remotes/marketing', port: 8081 },
  { name: 'inquiry', workspace: '@site/remote-inquiry', dir: 'remotes/inquiry', port: 8082 },
  { name: 'auth', workspace: '@site/remote-auth', dir: 'remotes/auth', port: 8083 },
  { name: 'account', workspace: '@site/remote-account', dir: 'remotes/account', port: 8084 },
];

export const APPS: readonly AppInfo[] = [HOST, ...REMOTES];

export const API_PORT = 8000;

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
  const localPorts = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])) as Record<RemoteName, number>;
  return remotesManifestFromEnv(env, localPorts, API_PORT);
}
