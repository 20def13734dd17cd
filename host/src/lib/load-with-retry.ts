import type { ComponentType } from 'react';
import type { RemoteName } from '@site/state/routes';
import type { RemoteLoader } from './federation';
import { singletonMismatchOf } from './singleton-versions';

export const REMOTE_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    override readonly cause: unknown,
  ) {
    super(
      `${remote}/${module.replace(/^\.\//, '')} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface RetryPolicy {
  timeoutMs: number;
  /** Automatic attempts after the first failure. */
  retries: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { timeoutMs: REMOTE_TIMEOUT_MS, retries: 1 };

/**
 * Loads a remote page with a timeout; after a failure it clears the remote's cache and tries again,
 * unless federation refused a shared singleton (singleton-versions.ts), which no retry changes.
 */
export async function loadWithRetry(
  loader: RemoteLoader,
  remote: RemoteName,
  module: string,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    try {
      return await withTimeout(loader.load(remote, module), policy.timeoutMs);
    } catch (error) {
      lastError = error;
      loader.reset(remote);
      // The host's copy of a shared singleton is too old for this remote: another attempt gets the same
      // answer (the copy stays loaded for the life of the page).
      if (singletonMismatchOf(error)) break;
    }
  }
  throw new RemoteLoadError(remote, module, lastError);
}
