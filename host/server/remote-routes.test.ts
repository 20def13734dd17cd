import { describe, expect, it } from 'vitest';
import type { RemoteRoute, RouteConflict } from '@site/state/routes';
import { createRemoteRoutes } from './remote-routes';

const about: RemoteRoute = { path: '/about', module: './AboutPage', title: 'About Us' };
const news: RemoteRoute = { path: '/news', module: './NewsPage', title: 'News' };
const contact: RemoteRoute = { path: '/contact', module: './ContactPage', title: 'Contact Us' };

/** Remotes serving `routes.json` as the test sets it: a list, a status, or a refused connection. */
function setup(initial: Record<string, RemoteRoute[] | number | 'down'>) {
  const served = { ...initial };
  let clock = 0;
  const fetched: string[] = [];
  const errors: string[] = [];
  const conflicts: RouteConflict[] = [];
  const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
    const remote = new URL(String(url)).hostname.split('.')[0] ?? '';
    fetched.push(remote);
    const answer = served[remote];
    if (answer === 'down' || answer === undefined) throw new TypeError('fetch failed');
    if (typeof answer === 'number') return new Response('no', { status: answer });
    const body = JSON.stringify({ routes: answer });
    const etag = `"${body.length}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['If-None-Match'] === etag)
      return new Response(null, { status: 304 });
    return new Response(body, { headers: { etag } });
  }) as typeof fetch;
  const routes = createRemoteRoutes({
    remotes: () => Object.keys(served),
    routesUrl: (remote) => `https://${remote}.example/routes.json`,
    revalidateMs: 5_000,
    budgetMs: 300,
    fetch: fakeFetch,
    now: () => clock,
    onError: (remote, error) => errors.push(`${remote}: ${String(error)}`),
    onConflict: (conflict) => conflicts.push(conflict),
  });
  return {
    routes,
    served,
    fetched,
    errors,
    conflicts,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const paths = (site: { routes: { remote: string; path: string }[] }) =>
  site.routes.map((route) => `${route.remote} ${route.path}`);

describe("the remotes' published routes on the rendering server", () => {
  it('compose every remote in remotes.json order, and are read again only after the revalidation period', async () => {
    const { routes, served, fetched, advance } = setup({ marketing: [about], inquiry: [contact] });
    const first = await routes.current();
    expect(paths(first)).toEqual(['marketing /about', 'inquiry /contact']);
    // Between checks, and after a check that finds the same routes, the same composition (pages kept).
    expect(await routes.current()).toBe(first);
    advance(5_000);
    expect(await routes.current()).toBe(first);
    served.marketing = [about, news];
    advance(4_999);
    expect(paths(await routes.current())).toEqual(['marketing /about', 'inquiry /contact']);
    expect(fetched).toEqual(['marketing', 'inquiry', 'marketing', 'inquiry']);
    advance(1);
    expect(paths(await routes.current())).toEqual(['marketing /about', 'marketing /news', 'inquiry /contact']);
  });

  it('take a release that removes a page at its next check', async () => {
    const { routes, served, advance } = setup({ marketing: [about, news] });
    await routes.current();
    served.marketing = [about];
    advance(5_000);
    expect(paths(await routes.current())).toEqual(['marketing /about']);
  });

  it("keep a remote's last routes while it cannot be read, and name a remote never read as unread", async () => {
    const { routes, served, errors, advance } = setup({ marketing: [about], inquiry: 'down' });
    const first = await routes.current();
    expect(paths(first)).toEqual(['marketing /about']);
    expect(first.unread).toEqual(['inquiry']);
    expect(errors).toEqual(['inquiry: TypeError: fetch failed']);

    served.marketing = 502;
    advance(5_000);
    const second = await routes.current();
    expect(paths(second)).toEqual(['marketing /about']);
    expect(second.unread).toEqual(['inquiry']);
  });

  it('try an unreadable remote again within a second, so a remote that starts after the host is routed at once', async () => {
    const { routes, served, advance } = setup({ inquiry: 'down' });
    await routes.current();
    served.inquiry = [contact];
    advance(1_000);
    const site = await routes.current();
    expect(paths(site)).toEqual(['inquiry /contact']);
    expect(site.unread).toEqual([]);
  });

  it('refuse a routes.json that is not valid, as unreadable', async () => {
    const { routes, errors } = setup({ marketing: [{ path: 'no-slash', module: './A', title: 'A' }] });
    const site = await routes.current();
    expect(site.unread).toEqual(['marketing']);
    expect(errors[0]).toContain("marketing's routes.json route 1 has no valid path");
  });

  it('give a path two remotes claim to the one listed first, reporting the conflict once', async () => {
    const { routes, conflicts, advance } = setup({ marketing: [about], rival: [{ ...about, module: './Rival' }] });
    const site = await routes.current();
    expect(site.routes).toEqual([{ ...about, remote: 'marketing' }]);
    advance(5_000);
    await routes.current();
    expect(conflicts).toEqual([{ path: '/about', kept: 'marketing', dropped: 'rival' }]);
  });

  it('answer within the budget with what was read before when a remote is slow', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const routes = createRemoteRoutes({
      remotes: () => ['marketing'],
      routesUrl: () => 'https://marketing.example/routes.json',
      revalidateMs: 5_000,
      budgetMs: 20,
      fetch: (async () => {
        await slow;
        return new Response(JSON.stringify({ routes: [about] }));
      }) as typeof fetch,
    });
    expect(await routes.current()).toEqual({ routes: [], unread: ['marketing'] });
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths(await routes.current())).toEqual(['marketing /about']);
  });
});
