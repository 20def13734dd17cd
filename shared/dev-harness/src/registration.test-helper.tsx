import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePublishedRoutes, type RemoteName, type RemoteRoute } from '@site/state';
import { renderWithProviders } from '@site/testing';
import type { PageModules } from './dev-harness';

/**
 * The registration check every remote runs: its routes are valid as the host reads them, it exposes
 * every module they name (and its dev harness imports the same modules), and each page renders with
 * one heading.
 */
export function describeRemoteRegistration(
  remote: RemoteName,
  routes: readonly RemoteRoute[],
  exposes: Record<string, string>,
  pageModules: PageModules,
) {
  describe(`the ${remote} remote registration`, () => {
    it('publishes routes the host accepts', () => {
      expect(parsePublishedRoutes(JSON.parse(JSON.stringify({ routes })), remote)).toEqual(routes);
    });

    it('exposes every module its routes name, and the harness imports exactly what it exposes', () => {
      for (const route of routes) expect(Object.keys(exposes)).toContain(route.module);
      expect(Object.keys(pageModules).sort()).toEqual(Object.keys(exposes).sort());
    });

    it.each(routes.filter((route) => !route.account && !route.private))(
      '$path has a meta description of at most 160 characters',
      (route) => {
        expect(route.description?.trim().length).toBeGreaterThan(50);
        expect(route.description?.length).toBeLessThanOrEqual(160);
      },
    );

    it.each(routes)('$path renders one page heading', async (route) => {
      const load = pageModules[route.module];
      if (!load) throw new Error(`no page module for ${route.module}`);
      const { default: Page } = await load();
      renderWithProviders(<Page />, { path: route.path });
      // A page made of server data shows its heading once it has read it.
      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });
}
