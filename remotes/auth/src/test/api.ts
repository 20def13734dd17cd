import { vi } from 'vitest';
import type { ApiErrorBody, FailureReason, MethodName } from '@site/contract';
import { type ApiReply, callMethod, type CallOptions } from '@site/state/api';

/** Needs `vi.mock('@site/state/api', …)` replacing callMethod with a vi.fn() in the test file. */
export const api = vi.mocked(callMethod);

type Handler = (options: CallOptions | undefined) => ApiReply<unknown> | Promise<ApiReply<unknown>>;

/** Answers each method by name; a method with no handler fails the test loudly. */
export function answer(handlers: Partial<Record<MethodName, Handler>>) {
  api.mockImplementation(async (_method, name, options) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call to ${name}`);
    return handler(options);
  });
}

export const success = <T extends object>(extra: T = {} as T) => ({ message: { status: 'success', ...extra } });

export function errorReply(reason: FailureReason, extra: Partial<ApiErrorBody['message']> = {}): ApiErrorBody {
  return { exc_type: 'Error', message: { status: 'error', reason, text: reason, ...extra } };
}

/** The calls made to one method, with their options. */
export const callsTo = (name: MethodName) => api.mock.calls.filter((call) => call[1] === name).map((call) => call[2]);
