import { Suspense, use, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { type RemoteName, routeOfPath } from '@site/state/routes';
import { PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteLoading } from './remote-loader-context';
import { remotePageAttributes, useRemoteModule } from './use-remote-module';

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  /** What to show when the page fails to load because its remote no longer publishes it (the not-found page). */
  removed?: ReactNode;
}

/**
 * A route's element: the remote's page, or a loading state, or a fallback with Retry. The Suspense
 * boundary lets the browser hydrate the header and footer at once and keep the server's HTML of the
 * page until its module has arrived (docs/decisions/0009-server-rendering.md).
 */
export function RemotePage(props: RemotePageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RemotePageContent {...props} />
    </Suspense>
  );
}

function RemotePageContent({ remote, module, removed }: RemotePageProps) {
  const { state, retry } = useRemoteModule(remote, module);

  if (state.status === 'loading') return <PageLoading />;
  const outcome = state.status === 'hydrating' ? use(state.outcome) : state;
  // A refused shared singleton (singleton-versions.ts) ends here too: the page never runs with the
  // host's older copy, and the fallback says that this part of the site is being updated.
  if (outcome.status === 'failed')
    return <FailedPage remote={remote} module={module} removed={removed} error={outcome.error} onRetry={retry} />;
  return <LoadedPage remote={remote} module={module} Component={outcome.Component} onRetry={retry} />;
}

/**
 * A page whose module did not load: its remote may be down (the fallback with Retry), or its new release
 * no longer has the page (an open tab's route that the remote removed since: the not-found page). The
 * remotes' routes are read again to tell.
 */
function FailedPage({
  remote,
  module,
  removed,
  error,
  onRetry,
}: RemotePageProps & { error: unknown; onRetry: () => void }) {
  const { refreshRoutes } = useRemoteLoading();
  const { pathname } = useLocation();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!refreshRoutes || !removed) return undefined;
    let current = true;
    refreshRoutes().then(
      (site) => {
        const route = routeOfPath(site.routes, pathname);
        const stillPublished = route?.remote === remote && route.module === module;
        if (current) setGone(!stillPublished && !site.unread.includes(remote));
      },
      () => current && setGone(false),
    );
    return () => {
      current = false;
    };
  }, [refreshRoutes, removed, pathname, remote, module]);

  // While the routes are read (a remote that hangs may never answer), the fallback with Retry shows.
  if (gone) return removed;
  return <RemoteFallback remote={remote} error={error} onRetry={onRetry} />;
}

function LoadedPage({
  remote,
  module,
  Component,
  onRetry,
}: {
  remote: RemoteName;
  module: string;
  Component: ComponentType;
  onRetry: () => void;
}) {
  // `data-hydrated` once the page is live in the browser: the server's HTML shows before it answers clicks.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The same element across this component's own re-renders (the flag above, the end of hydration), so
  // React does not render the whole page again for them.
  const page = useMemo(() => <Component />, [Component]);
  return (
    <RemoteErrorBoundary
      fallback={(reset, error) => (
        <RemoteFallback
          remote={remote}
          error={error}
          onRetry={() => {
            reset();
            onRetry();
          }}
        />
      )}
    >
      <div {...remotePageAttributes(remote, module)} data-hydrated={hydrated ? '' : undefined}>
        {page}
      </div>
    </RemoteErrorBoundary>
  );
}
