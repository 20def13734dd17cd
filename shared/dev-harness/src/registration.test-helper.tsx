import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exposedModules, type RemoteName, routeTable } from '@site/state';
import { renderWithProviders } from '@site/testing';
import type { PageModules } from './dev-harness';

/**
 * The registration check every remote runs: it exposes exactly the modules the route table names
 * for it, and each of them renders a page with one heading.
 */
export function describeRemoteRegistration(
  remote: RemoteName,
  exposes: Record<string, string>,
  pageModules: PageModules,
) {
  describe(`the ${remote} remote registration`, () => {
    it('exposes exactly the modules the route table names for it', () => {
      expect(Object.keys(exposes).sort()).toEqual(exposedModules(remote).sort());
      expect(Object.keys(pageModules).sort()).toEqual(exposedModules(remote).sort());
    });

    it.each(routeTable.filter((route) => route.remote === remote))('$path renders one page heading', async (route) => {
      const load = pageModules[route.module];
      if (!load) throw new Error(`no page module for ${route.module}`);
      const { default: Page } = await load();
      renderWithProviders(<Page />, { path: route.path });
      // A page made of server data shows its heading once it has read it.
      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  });
}
