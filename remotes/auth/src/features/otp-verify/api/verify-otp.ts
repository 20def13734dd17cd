import { LOGIN_ATTEMPT_PARAM, type LoginRecord, loginRecordSchema, type VerifyOtpQuery } from '@site/contract';
import { ApiError } from '@site/state';
import { loginAttemptFor, request } from '@site/state/api';

export type VerifyOutcome =
  | { kind: 'verified'; record: LoginRecord }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Too many checks from this connection: the code was not looked at, so it must not be called invalid. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The company blocked the account: no login, and the retailer is told whom to contact. */
  | { kind: 'blocked' }
  /** The server answered, but not with success (docs/product.md#feedback-messages: "Invalid OTP"). */
  | { kind: 'rejected' }
  /** No usable answer: no reply, a crash, or something that is not the API (docs/product.md#feedback-messages: "Something went wrong"). */
  | { kind: 'failed' };

/** The login is the reply's whole `message` (docs/product.md#login-flow), so fields beyond the contract's stay. */
const wholeLoginRecord = loginRecordSchema.loose();

/**
 * verify_otp_and_login (docs/product.md#method-list), with the login attempt this tab kept for the number
 * (without one the server asks for a new code) and the known-device cookie (docs/decisions/0010).
 */
export async function verifyOtp(mobile: string, otp: string): Promise<VerifyOutcome> {
  const attempt = loginAttemptFor(mobile)?.attempt;
  const params: Partial<VerifyOtpQuery> = { phone_no: mobile, otp };
  if (attempt) params[LOGIN_ATTEMPT_PARAM] = attempt;
  try {
    const record = await request(wholeLoginRecord, 'GET', 'verifyOtpAndLogin', { params, credentials: true });
    return { kind: 'verified', record };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.reason === 'locked') return { kind: 'locked', retryAfterSeconds: error.retryAfterSeconds ?? 0 };
    if (error.reason === 'rate_limited') return { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (error.reason === 'server_error') return { kind: 'failed' };
    if (error.reason === 'forbidden') return { kind: 'blocked' };
    return { kind: 'rejected' };
  }
}
