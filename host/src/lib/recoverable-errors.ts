import type { ErrorInfo } from 'react';

/**
 * The event every error React recovered from is announced with (a hydration mismatch above all, after
 * which React renders that part in the browser). An error tracker, or a journey, listens for it; the
 * console shows it too, unless the production hardening silenced the console.
 */
export const RECOVERABLE_ERROR_EVENT = 'site:recoverable-error';

export interface RecoverableErrorDetail {
  message: string;
  componentStack: string | undefined;
}

export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const detail: RecoverableErrorDetail = {
    message: error instanceof Error ? error.message : String(error),
    componentStack: info.componentStack ?? undefined,
  };
  console.error('React recovered from an error', error);
  window.dispatchEvent(new CustomEvent<RecoverableErrorDetail>(RECOVERABLE_ERROR_EVENT, { detail }));
}
