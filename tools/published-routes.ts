/**
 * The site's routes as the source declares them, for the checks of the suite: each remote's
 * `src/app/routes.ts`, as its build publishes it in routes.json, in remotes.json's order, and the
 * host's own paths. Read by their paths, as data: tools/ imports no app's browser code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publishedRoutes as asPublished, type RemotePage, type RemoteRoute } from '@site/state/routes';
import { REMOTES, REPO_ROOT, remotesManifestForEnv } from './apps';

export async function publishedRoutes(): Promise<{ remote: string; routes: readonly RemoteRoute[] }[]> {
  const order = Object.keys(remotesManifestForEnv({}).remotes);
  return Promise.all(
    order.map(async (remote) => {
      const app = REMOTES.find((candidate) => candidate.name === remote);
      if (!app) throw new Error(`remotes.json lists ${remote}, which is no app of this repository`);
      const file = path.join(REPO_ROOT, app.dir, 'src', 'app', 'routes.ts');
      const { routes } = (await import(file)) as { routes: readonly RemotePage[] };
      return { remote, routes: asPublished(routes) };
    }),
  );
}

/** The paths the host routes itself (`/logout`), as its route table (host/src/app/routes.tsx) writes them. */
export function hostRoutePaths(): string[] {
  const table = readFileSync(path.join(REPO_ROOT, 'host', 'src', 'app', 'routes.tsx'), 'utf8');
  return [...table.matchAll(/\bpath: '(\/[^']*)'/g)].map((match) => match[1]!);
}
