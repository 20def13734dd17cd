import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '@site/state/routes';
import type { RemoteLoader } from '../lib/federation';
import type { RetryPolicy } from '../lib/load-with-retry';
import { RemoteLoaderProvider } from '../features/remote-loading/remote-loader-context';

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

/**
 * The host's remote loader around a test's router: `wrapper` of `renderWithProviders` (@site/testing).
 * Without a loader of the test's own, every page module is an empty component.
 */
export function withRemoteLoader(
  loader: RemoteLoader = fakeLoader(async () => () => null).loader,
  policy: RetryPolicy = FAST_POLICY,
) {
  return function RemoteLoaderAround({ children }: { children: ReactNode }) {
    return (
      <RemoteLoaderProvider loader={loader} policy={policy}>
        {children}
      </RemoteLoaderProvider>
    );
  };
}
