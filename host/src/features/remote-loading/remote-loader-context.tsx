import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SiteRoutes } from '@site/state/routes';
import type { RemoteLoader } from '../../lib/federation';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../lib/load-with-retry';

interface RemoteLoading {
  loader: RemoteLoader;
  policy: RetryPolicy;
  /**
   * Reads every remote's routes again (the browser's): a page whose module fails to load may have been
   * removed by its remote's new release. Absent on the server and in tests that do not ask for it.
   */
  refreshRoutes?: () => Promise<SiteRoutes>;
}

const RemoteLoaderContext = createContext<RemoteLoading | null>(null);

export function RemoteLoaderProvider({
  loader,
  policy = DEFAULT_RETRY_POLICY,
  refreshRoutes,
  children,
}: {
  loader: RemoteLoader;
  policy?: RetryPolicy;
  refreshRoutes?: () => Promise<SiteRoutes>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ loader, policy, refreshRoutes }), [loader, policy, refreshRoutes]);
  return <RemoteLoaderContext.Provider value={value}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoading(): RemoteLoading {
  const value = useContext(RemoteLoaderContext);
  if (!value) throw new Error('useRemoteLoading needs a RemoteLoaderProvider above it');
  return value;
}
