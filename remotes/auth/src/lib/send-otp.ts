import { feedbackMessages, otpSentMessageSchema, securityTexts, type SendOtpQuery } from '@site/contract';
import { ApiError, notify, otpExpiry } from '@site/state';

export type OtpSendOutcome =
  | { kind: 'sent' }
  | { kind: 'not_registered' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'blocked' }
  | { kind: 'failed' };

/** The API client is loaded by the first request: the login page does not download it to show its form. */
async function requestOtp(mobile: string): Promise<OtpSendOutcome> {
  try {
    const { rememberLoginAttempt, request } = await import('@site/state/api');
    const params = { phone_no: mobile } satisfies SendOtpQuery;
    // With the known-device cookie (docs/decisions/0010): this browser's codes come from a budget strangers cannot spend.
    const sent = await request(otpSentMessageSchema, 'GET', 'generateAndSendOtp', { params, credentials: true });
    // The code only logs in the attempt that asked for it: `verifyOtp` sends the attempt back.
    rememberLoginAttempt({ mobile, attempt: sent.login_attempt, codeLength: sent.code_length });
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.reason === 'not_registered') return { kind: 'not_registered' };
    if (error.reason === 'locked') return { kind: 'locked', retryAfterSeconds: error.retryAfterSeconds ?? 0 };
    // The company blocked this account: no code comes, and the retailer is told whom to contact.
    if (error.reason === 'forbidden') return { kind: 'blocked' };
    return { kind: 'failed' };
  }
}

/**
 * Requests a code for `mobile` the way login, resend and sign-up all do (docs/product.md#login-flow, docs/product.md#otp-page-behaviour): on success the
 * stored resend window starts (`windowSeconds`) and a green toast says so; on any failure a red
 * toast. The outcome tells the caller why, for the extra help a page shows.
 */
export async function sendOtp(mobile: string, windowSeconds: number): Promise<OtpSendOutcome> {
  const outcome = await requestOtp(mobile);
  if (outcome.kind === 'sent') {
    otpExpiry.startWindow(windowSeconds);
    notify.success(feedbackMessages.otpSent);
  } else {
    notify.error(outcome.kind === 'blocked' ? securityTexts.accountBlocked : feedbackMessages.otpSendFailed);
  }
  return outcome;
}
