import type { LOGIN_ATTEMPT_PARAM, LoginRecord, VerifyOtpQuery } from '@site/contract';
import { callMethod, isNetworkFailure, replyError, successMessage } from '@site/state/api';

export type VerifyOutcome =
  | { kind: 'verified'; record: LoginRecord }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Too many checks from this connection: the code was not looked at, so it must not be called invalid. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The server answered, but not with success (docs/product.md#feedback-messages: "Invalid OTP"). */
  | { kind: 'rejected' }
  /** No usable answer: no reply, a crash, or something that is not the API (docs/product.md#feedback-messages: "Something went wrong"). */
  | { kind: 'failed' };

/** verify_otp_and_login (docs/product.md#method-list): on success the reply's whole `message` is the login record. */
export async function verifyOtp(mobile: string, otp: string): Promise<VerifyOutcome> {
  let reply;
  try {
    // The shared client adds the login attempt it kept for this number.
    const params = { phone_no: mobile, otp } satisfies Omit<VerifyOtpQuery, typeof LOGIN_ATTEMPT_PARAM>;
    reply = await callMethod<LoginRecord>('GET', 'verifyOtpAndLogin', { params });
  } catch {
    return { kind: 'failed' };
  }
  const record = successMessage<LoginRecord>(reply);
  if (record) return { kind: 'verified', record };
  if (isNetworkFailure(reply) || typeof reply === 'string') return { kind: 'failed' };
  const error = replyError(reply);
  if (error?.reason === 'locked') return { kind: 'locked', retryAfterSeconds: error.retry_after_seconds ?? 0 };
  if (error?.reason === 'rate_limited')
    return { kind: 'throttled', retryAfterSeconds: error.retry_after_seconds ?? 60 };
  if (error?.reason === 'server_error') return { kind: 'failed' };
  return { kind: 'rejected' };
}
