import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@site/state/routes';
import { ThemeModeProvider } from '@site/ui';
import type { RemoteLoader } from '../lib/federation';
import type { RetryPolicy } from '../lib/load-with-retry';
import { RemoteLoaderProvider } from '../features/remote-loading/RemoteLoaderContext';

/** A loader whose answers the test decides; records what the host asked of it. */
export function fakeLoader(load: (remote: RemoteName, module: string) => Promise<ComponentType>) {
  const cache = new Map<string, ComponentType>();
  const calls: string[] = [];
  const resets: RemoteName[] = [];
  const releaseChecks: RemoteName[] = [];
  const loader: RemoteLoader = {
    async load(remote, module) {
      calls.push(`${remote}/${module}`);
      const component = await load(remote, module);
      cache.set(`${remote}/${module}`, component);
      return component;
    },
    peek: (remote, module) => cache.get(`${remote}/${module}`),
    reset(remote) {
      resets.push(remote);
      for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
    },
    async checkForNewRelease(remote) {
      releaseChecks.push(remote);
      return false;
    },
  };
  return { loader, calls, resets, releaseChecks };
}

export const FAST_POLICY: RetryPolicy = { timeoutMs: 200, retries: 1 };

/** Renders routes in a memory router under the host's providers, starting at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', loader = fakeLoader(async () => () => null).loader, policy = FAST_POLICY } = {} as {
    path?: string;
    loader?: RemoteLoader;
    policy?: RetryPolicy;
  },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeModeProvider>
      <RemoteLoaderProvider loader={loader} policy={policy}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </ThemeModeProvider>,
  );
  return { ...view, router };
}

/** One element at `/` and a catch-all, for components that only need a router around them. */
export function renderInRouter(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], { path });
}
