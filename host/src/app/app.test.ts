import { describe, expect, it, vi } from 'vitest';
import type { SiteRoutes } from '@site/state/routes';
import { TEST_SITE_ROUTES } from '../test/site-routes';
import { discoverPublishedRoutes } from './app';
import { LAYOUT_ROUTE_ID } from './routes';

const withNews: SiteRoutes = {
  routes: [...TEST_SITE_ROUTES.routes, { path: '/news', module: './NewsPage', title: 'News', remote: 'marketing' }],
  unread: [],
};

/** What the router passes: only `path` and `patch` are read. */
function navigateTo(discover: ReturnType<typeof discoverPublishedRoutes>, path: string) {
  const patch = vi.fn();
  const done = discover({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return { patch, done };
}

describe('routes published after the tab loaded', () => {
  it('are read again for a path no route claims, and the new ones are added under the layout', async () => {
    const refresh = vi.fn(async () => withNews);
    const discover = discoverPublishedRoutes(TEST_SITE_ROUTES, refresh);
    const { patch, done } = navigateTo(discover, '/news');
    await done;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(LAYOUT_ROUTE_ID, [
      expect.objectContaining({ path: '/news', handle: expect.objectContaining({ title: 'News' }) }),
    ]);

    // Known now: no second read, no second patch.
    const again = navigateTo(discover, '/news');
    await again.done;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(again.patch).not.toHaveBeenCalled();
  });

  it.each(['/', '/about', '/product-details/suvasa-4g-24', '/orders/SO-1', '/logout'])(
    'are not read for %s, which a route already claims',
    async (path) => {
      const refresh = vi.fn(async () => withNews);
      const { patch, done } = navigateTo(discoverPublishedRoutes(TEST_SITE_ROUTES, refresh), path);
      await done;
      expect(refresh).not.toHaveBeenCalled();
      expect(patch).not.toHaveBeenCalled();
    },
  );

  it('leave the not-found page when nothing new claims the path, or the routes cannot be read', async () => {
    for (const refresh of [vi.fn(async () => TEST_SITE_ROUTES), vi.fn(() => Promise.reject(new Error('offline')))]) {
      const { patch, done } = navigateTo(discoverPublishedRoutes(TEST_SITE_ROUTES, refresh), '/nothing-here');
      await done;
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(patch).not.toHaveBeenCalled();
    }
  });
});
