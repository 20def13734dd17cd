import { act, screen } from '@testing-library/react';
import { createTheme } from '@site/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteLoader } from '../../lib/federation';
import { fakeLoader, withRemoteLoader } from '../../test/fake-loader';
import { RemotePage } from './remote-page';

const StaffPage = () => <h1>Orders</h1>;

function app(loader: RemoteLoader) {
  const WithLoader = withRemoteLoader(loader);
  return (
    <ThemeProvider theme={createTheme('light')}>
      <MemoryRouter>
        <WithLoader>
          <RemotePage remote="office" module="./OrdersPage" />
        </WithLoader>
      </MemoryRouter>
    </ThemeProvider>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

describe('a page the server did not render (a staff page)', () => {
  it('hydrates as the loading state the server sent even when its module was preloaded, then shows it', async () => {
    // The server renders staff pages as the shell and a loading state, never the page.
    const server = fakeLoader(async () => StaffPage);
    container = document.createElement('div');
    container.innerHTML = renderToString(app(server.loader));
    document.body.append(container);
    expect(container.querySelector('[role="status"]')).not.toBeNull();

    // The browser's start preloads the route's module before hydrating.
    const browser = fakeLoader(async () => StaffPage);
    await browser.loader.load('office', './OrdersPage');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(browser.loader), { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
  });
});
