import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { RemoteName } from '@site/state/routes';
import { loadWithRetry, type RetryPolicy } from '../../lib/load-with-retry';
import type { RemoteLoader } from '../../lib/federation';
import { useRemoteLoading } from './remote-loader-context';
import { useIsHydrating } from './use-is-hydrating';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown }
  /** The server rendered this page and the browser is hydrating it: wait for the module, keeping the server's HTML. */
  | { status: 'hydrating'; outcome: Promise<HydrationOutcome> };

export type HydrationOutcome = { status: 'ready'; Component: ComponentType } | { status: 'failed'; error: unknown };

/** The attributes of the element a page renders in, on the server and in the browser alike. */
export function remotePageAttributes(remote: RemoteName, module: string) {
  return { 'data-remote': remote, 'data-module': module };
}

function serverRenderedPage(remote: RemoteName, module: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`[data-remote="${remote}"][data-module="${module}"]`) !== null
  );
}

const moduleKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

interface HydrationLoad {
  outcome: Promise<HydrationOutcome>;
  failed: boolean;
}

// One load per page module while hydrating: React asks again each time it retries the suspended page,
// and `use` needs the same promise every time. Kept until the page has been shown.
const hydrationLoads = new WeakMap<RemoteLoader, Map<string, HydrationLoad>>();

function hydrationLoad(
  loader: RemoteLoader,
  remote: RemoteName,
  module: string,
  policy: RetryPolicy,
): Promise<HydrationOutcome> {
  const loads = hydrationLoads.get(loader) ?? new Map<string, HydrationLoad>();
  hydrationLoads.set(loader, loads);
  const key = moduleKey(remote, module);
  let load = loads.get(key);
  if (!load) {
    const started: HydrationLoad = {
      failed: false,
      outcome: loadWithRetry(loader, remote, module, policy).then(
        (Component): HydrationOutcome => ({ status: 'ready', Component }),
        (error: unknown): HydrationOutcome => {
          started.failed = true;
          return { status: 'failed', error };
        },
      ),
    };
    load = started;
    loads.set(key, load);
  }
  return load.outcome;
}

/**
 * The load that hydration started for this page, if it failed: its fallback replaces the server's HTML, and
 * React renders the page again in the browser, where this is still the page's outcome.
 */
function failedHydrationLoad(loader: RemoteLoader, remote: RemoteName, module: string) {
  const load = hydrationLoads.get(loader)?.get(moduleKey(remote, module));
  return load?.failed ? load.outcome : undefined;
}

/** Loads `<remote>/<module>` (timeout and one automatic retry); `retry` starts over from a clean cache. */
export function useRemoteModule(remote: RemoteName, module: string): { state: RemoteModuleState; retry: () => void } {
  const { loader, policy } = useRemoteLoading();
  const hydrating = useIsHydrating();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState>(() => {
    const cached = loader.peek(remote, module);
    if (cached) return { status: 'ready', Component: cached };
    const outcome =
      hydrating && serverRenderedPage(remote, module)
        ? hydrationLoad(loader, remote, module, policy)
        : failedHydrationLoad(loader, remote, module);
    return outcome ? { status: 'hydrating', outcome } : { status: 'loading' };
  });
  // The module whose load hydration started, its retry included: if that failed, its fallback stands until
  // Retry, rather than a second round of attempts keeping the visitor waiting as long again.
  const hydrationLoaded = useRef(state.status === 'hydrating' ? moduleKey(remote, module) : null);
  // Mounted by hydration: a module cached by then was loaded by this document's start-up, from the release served now.
  const mountedByHydration = useRef(hydrating);

  useEffect(() => {
    const key = moduleKey(remote, module);
    const fromHydration = hydrationLoaded.current === key;
    const revisit = !mountedByHydration.current;
    mountedByHydration.current = false;
    // The page is shown now, from that load or not: a later visit loads it afresh.
    hydrationLoads.get(loader)?.delete(key);
    const cached = loader.peek(remote, module);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      // A revisit shows the code it has at once, never swapped under the visitor's hands; if the remote
      // was redeployed since, the next page comes from the new release.
      if (revisit) void loader.checkForNewRelease(remote);
      return undefined;
    }
    if (fromHydration) return undefined;
    hydrationLoaded.current = null;
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
    hydrationLoaded.current = null;
    loader.reset(remote);
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  return { state, retry };
}
