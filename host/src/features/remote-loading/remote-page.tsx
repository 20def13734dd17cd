import { Suspense, use, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@site/state/routes';
import { PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { remotePageAttributes, useRemoteModule } from './use-remote-module';

/**
 * A route's element: the remote's page, or a loading state, or a fallback with Retry. The Suspense
 * boundary lets the browser hydrate the header and footer at once and keep the server's HTML of the
 * page until its module has arrived (docs/decisions/0009-server-rendering.md).
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RemotePageContent remote={remote} module={module} />
    </Suspense>
  );
}

function RemotePageContent({ remote, module }: { remote: RemoteName; module: string }) {
  const { state, retry } = useRemoteModule(remote, module);

  if (state.status === 'loading') return <PageLoading />;
  const outcome = state.status === 'hydrating' ? use(state.outcome) : state;
  // A refused shared singleton (singleton-versions.ts) ends here too: the page never runs with the
  // host's older copy, and the fallback says that this part of the site is being updated.
  if (outcome.status === 'failed') return <RemoteFallback remote={remote} error={outcome.error} onRetry={retry} />;
  return <LoadedPage remote={remote} module={module} Component={outcome.Component} onRetry={retry} />;
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
