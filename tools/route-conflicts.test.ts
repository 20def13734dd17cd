import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeRoutes, describeConflict, type RemoteRoute } from '@site/state/routes';
import { REMOTES, REPO_ROOT, remotesManifestForEnv } from './apps';

/**
 * The remotes' routes as the host composes them, in remotes.json's order: a path two remotes claim is
 * decided at run time (the first keeps it, and the host logs it), but in this repository it is a
 * mistake, so the suite fails on it. Each remote's `src/app/routes.ts` is the data its build publishes.
 */
async function publishedRoutes() {
  const order = Object.keys(remotesManifestForEnv({}).remotes);
  return Promise.all(
    order.map(async (remote) => {
      const app = REMOTES.find((candidate) => candidate.name === remote);
      if (!app) throw new Error(`remotes.json lists ${remote}, which is no app of this repository`);
      const file = path.join(REPO_ROOT, app.dir, 'src', 'app', 'routes.ts');
      const { routes } = (await import(file)) as { routes: readonly RemoteRoute[] };
      return { remote, routes };
    }),
  );
}

describe("the remotes' routes", () => {
  it('claim no path twice across remotes', async () => {
    const { conflicts } = composeRoutes(await publishedRoutes());
    expect(conflicts.map(describeConflict)).toEqual([]);
  });

  it('give every public page a title of its own', async () => {
    const { site } = composeRoutes(await publishedRoutes());
    const titles = site.routes.filter((route) => !route.account && route.path !== '/home').map((route) => route.title);
    expect(titles.length).toBeGreaterThan(10);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
