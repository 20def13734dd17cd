import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { vi } from 'vitest';
import type { ApiErrorBody, FailureReason, OtpSentMessage } from '@site/contract';
import { apiClient, type ApiMethodName, apiMethodPaths, request } from '@site/state/api';

/**
 * What the fake server sends: a reply body (status 200), `{ status, body }` for another status, or
 * `'network-failure'` for no reply at all. Reply bodies never have a `body` field (they are
 * `{ message }`, `{ exc_type, message }` or text), which is how the two forms are told apart.
 */
export type FakeReply = { status?: number; body: unknown } | 'network-failure' | object | string;

/** Answers one method; it gets the request as the client sends it (URL, params, headers, data). */
export type FakeHandler = (request: AxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export type FakeHandlers = Partial<Record<ApiMethodName, FakeHandler>>;

function isStatusReply(reply: FakeReply): reply is { status?: number; body: unknown } {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    'body' in reply &&
    Object.keys(reply).every((key) => key === 'status' || key === 'body')
  );
}

const methodOf = (url: string | undefined) =>
  (Object.keys(apiMethodPaths) as ApiMethodName[]).find((name) => url?.endsWith(`/${apiMethodPaths[name]}`));

/**
 * The one way component tests fake the API: each method is answered by name under the shared axios
 * client, so the real `request` runs (token header, multipart body, reply parsing, ending a refused
 * session). A request no handler answers fails the test. Returns the spy of the client's requests.
 */
export function fakeApi(handlers: FakeHandlers) {
  return vi.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const name = methodOf(config.url);
    const handler = name ? handlers[name] : undefined;
    if (!handler) throw new Error(`unexpected request ${config.method} ${config.url}`);
    const reply = await handler(config);
    if (reply === 'network-failure') throw new Error('Network Error');
    const { status = 200, body } = isStatusReply(reply) ? reply : { body: reply };
    return {
      data: typeof body === 'string' ? body : JSON.stringify(body),
      status,
      statusText: '',
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8' },
      config,
    } as unknown as AxiosResponse;
  });
}

/** A reply that arrives only when `release` is called: for looking at a page while its call is on its way. */
export function heldReply(reply: FakeReply) {
  let release: () => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release: () => release() };
}

/** A handler giving these replies one per call, then the last one again. */
export function inSequence(...replies: FakeReply[]): FakeHandler {
  let calls = 0;
  return () => replies[Math.min(calls++, replies.length - 1)] as FakeReply;
}

/**
 * The calls pages made through `request` (reply schema, method, name, options), answered or not: the
 * spy the setup wraps around the real function.
 */
export const apiRequests = vi.mocked(request);

/** The options of each call to one method. */
export const callsTo = (name: ApiMethodName) =>
  apiRequests.mock.calls.filter((call) => call[2] === name).map((call) => call[3]);

/** A success reply with these fields beside `status`. */
export const success = <T extends object>(extra: T = {} as T) => ({ message: { status: 'success', ...extra } });

/** `generate_and_send_otp`'s success: a 4-digit code for the login attempt `attempt-1`, unless told otherwise. */
export const otpSent = (extra: Partial<OtpSentMessage> = {}) =>
  success({ expires_in_seconds: 600, login_attempt: 'attempt-1', code_length: 4, ...extra });

/** An error reply of the API with this reason (and its status, 400 unless given). */
export function errorReply(reason: FailureReason, extra: Partial<ApiErrorBody['message']> = {}, status = 400) {
  return {
    status,
    body: { exc_type: 'Error', message: { status: 'error', reason, text: reason, ...extra } } satisfies ApiErrorBody,
  };
}
