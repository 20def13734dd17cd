import { describe, expect, it } from 'vitest';
import { composeRoutes, describeConflict } from '@site/state/routes';
import { publishedRoutes } from './published-routes';

/**
 * The remotes' routes as the host composes them, in remotes.json's order: a path two remotes claim is
 * decided at run time (the first keeps it, and the host logs it), but in this repository it is a
 * mistake, so the suite fails on it.
 */
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
