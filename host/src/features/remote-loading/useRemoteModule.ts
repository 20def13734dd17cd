import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@site/shared/routes';
import { loadWithRetry } from '../../lib/load-with-retry';
import { useRemoteLoading } from './RemoteLoaderContext';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/** Loads `<remote>/<module>` (timeout and one automatic retry); `retry` starts over from a clean cache. */
export function useRemoteModule(remote: RemoteName, module: string): { state: RemoteModuleState; retry: () => void } {
  const { loader, policy } = useRemoteLoading();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState>(() => {
    const cached = loader.peek(remote, module);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loader.peek(remote, module);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      // A revisit shows the code it has at once, never swapped under the visitor's hands; if the remote
      // was redeployed since, the next page comes from the new release.
      void loader.checkForNewRelease(remote);
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadWithRetry(loader, remote, module, policy).then(
      (Component) => current && setState({ status: 'ready', Component }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loader, policy, remote, module, attempt]);

  const retry = useCallback(() => {
    loader.reset(remote);
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return { state, retry };
}
