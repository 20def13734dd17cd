import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exposedPages, parsePublishedRoutes, publishedRoutes, type RemoteName, type RemotePage } from '@site/state';
import { renderWithProviders } from '@site/testing';
import type { PageModules } from './dev-harness';

/**
 * The registration check every remote runs on its one list, `src/app/routes.ts`: its routes are valid as
 * the host reads them, each names a page file of its own module name, and each page (as its dev harness
 * and server build load it) renders with one heading.
 */
export function describeRemoteRegistration(
  remote: RemoteName,
  routes: readonly RemotePage[],
  pageModules: PageModules,
) {
  const published = publishedRoutes(routes);

  describe(`the ${remote} remote registration`, () => {
    it('publishes routes the host accepts', () => {
      expect(parsePublishedRoutes(JSON.parse(JSON.stringify({ routes: published })), remote)).toEqual(published);
    });

    it('exposes each page under the module its route names, as the harness and the server build load it', () => {
      const exposed = exposedPages(routes);
      for (const route of published) expect(Object.keys(exposed)).toContain(route.module);
      for (const module of Object.keys(exposed)) expect(Object.keys(pageModules)).toContain(module);
    });

    it.each(published.filter((route) => !route.account && !route.private))(
      '$path has a meta description of at most 160 characters',
      (route) => {
        expect(route.description?.trim().length).toBeGreaterThan(50);
        expect(route.description?.length).toBeLessThanOrEqual(160);
      },
    );

    it.each(published)('$path renders one page heading', async (route) => {
      const load = pageModules[route.module];
      if (!load) throw new Error(`no page module for ${route.module}`);
      const { default: Page } = await load();
      renderWithProviders(<Page />, { path: route.path });
      // A page made of server data shows its heading once it has read it.
      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });
}
