import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { exposedModules, routeTable, ThemeModeProvider } from '@site/shared';
import { exposes } from './exposes';
import { pageModules } from './pages';

describe('the account remote registration', () => {
  it('exposes exactly the modules the route table names for it', () => {
    expect(Object.keys(exposes).sort()).toEqual(exposedModules('account').sort());
    expect(Object.keys(pageModules).sort()).toEqual(exposedModules('account').sort());
  });

  it.each(routeTable.filter((route) => route.remote === 'account'))('$path renders one page heading', async (route) => {
    const load = pageModules[route.module];
    if (!load) throw new Error(`no page module for ${route.module}`);
    const { default: Page } = await load();
    render(
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[route.path]}>
          <Page />
        </MemoryRouter>
      </ThemeModeProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
