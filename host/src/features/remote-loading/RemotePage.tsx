import type { RemoteName } from '@site/shared/routes';
import { PageLoading } from './PageLoading';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteModule } from './useRemoteModule';

/** A route's element: the remote's page, or a loading state, or a fallback with Retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const { state, retry } = useRemoteModule(remote, module);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;

  const { Component } = state;
  return (
    <RemoteErrorBoundary
      fallback={(reset) => (
        <RemoteFallback
          remote={remote}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <div data-remote={remote} data-module={module}>
        <Component />
      </div>
    </RemoteErrorBoundary>
  );
}
