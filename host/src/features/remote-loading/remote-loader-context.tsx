import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from '../../lib/federation';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../lib/load-with-retry';

interface RemoteLoading {
  loader: RemoteLoader;
  policy: RetryPolicy;
}

const RemoteLoaderContext = createContext<RemoteLoading | null>(null);

export function RemoteLoaderProvider({
  loader,
  policy = DEFAULT_RETRY_POLICY,
  children,
}: {
  loader: RemoteLoader;
  policy?: RetryPolicy;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={{ loader, policy }}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoading(): RemoteLoading {
  const value = useContext(RemoteLoaderContext);
  if (!value) throw new Error('useRemoteLoading needs a RemoteLoaderProvider above it');
  return value;
}
