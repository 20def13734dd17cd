import { useEffect, useRef } from 'react';
import type { RemoteName } from '@site/state/routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteModule } from './use-remote-module';

/**
 * A remote module that is not a page (the account remote's cart drawer): it renders nothing until
 * it has arrived, and nothing if it failed; `retryWhen` turning true tries a failed one
 * again.
 */
export function RemoteWidget({
  remote,
  module,
  retryWhen,
}: {
  remote: RemoteName;
  module: string;
  retryWhen: boolean;
}) {
  const { state, retry } = useRemoteModule(remote, module);
  const failed = state.status === 'failed';

  // Only the rising edge retries, so a remote that stays down is not hammered.
  const previousRetryWhen = useRef(retryWhen);
  useEffect(() => {
    if (failed && retryWhen && !previousRetryWhen.current) retry();
    previousRetryWhen.current = retryWhen;
  }, [failed, retryWhen, retry]);

  if (state.status !== 'ready') return null;
  const { Component } = state;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Component />
    </RemoteErrorBoundary>
  );
}
