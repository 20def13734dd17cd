import type { z } from 'zod';
import { type ApiErrorBody, type FailureReason, feedbackMessages } from '@site/contract';

/*
 * Why a call to the API failed, as `@site/state/api`'s `request` rejects. Here rather than beside the
 * client: a page tells them apart with `instanceof` before it has loaded the client, and every part of
 * the page must see the one class of each (a federation singleton's).
 */

/** A call to the API that failed: the server refused it, no reply came, or the reply was off the contract. */
export abstract class ApiCallError extends Error {}

/**
 * The server answered, and not with success (docs/product.md#api-client): a refusal in the contract's
 * error body (docs/decisions/0004) with its HTTP status, reason, text and field errors, or a 2xx whose
 * `message.status` is not `success` (the ERP's way), which has no reason.
 */
export class ApiError extends ApiCallError {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly reason: FailureReason | undefined;
  readonly text: string;
  /** Field → the spec's exact message, with `validation`. */
  readonly errors: Readonly<Record<string, string>>;
  /** With `locked` and `rate_limited`: seconds until a new try is allowed. */
  readonly retryAfterSeconds: number | undefined;
  /** The reply as sent, for a refusal with more to say than the common body (its own contract schema reads it). */
  readonly body: unknown;

  constructor(
    status: number,
    error: Omit<ApiErrorBody['message'], 'status' | 'reason'> & { reason?: FailureReason },
    body?: unknown,
  ) {
    super(error.text);
    this.body = body;
    this.status = status;
    this.reason = error.reason;
    this.text = error.text;
    this.errors = error.errors ?? {};
    this.retryAfterSeconds = error.retry_after_seconds;
  }
}

/** No HTTP reply arrived at all; its message is the spec's `API request failed`. */
export class NetworkError extends ApiCallError {
  override readonly name = 'NetworkError';
  constructor() {
    super(feedbackMessages.apiRequestFailed);
  }
}

/** A reply off the contract: a 2xx whose `message` its schema refuses, or a refusal without the contract's error body. */
export class MalformedReplyError extends ApiCallError {
  override readonly name = 'MalformedReplyError';
  readonly status: number;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(path: string, status: number, issues: readonly z.core.$ZodIssue[]) {
    super(`${path} answered ${status} off the contract`);
    this.status = status;
    this.issues = issues;
  }
}
