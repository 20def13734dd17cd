import { feedbackMessages, otpSentMessageSchema, securityTexts, type SendOtpQuery } from '@site/contract';
import { ApiError, notify, otpExpiry } from '@site/state';
import { useOtpRateLimitedText } from './wait';

export type OtpSendOutcome =
  | { kind: 'sent' }
  | { kind: 'not_registered' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Too many code requests (of this number, this connection or the site): when a new one may go, if told. */
  | { kind: 'rate_limited'; retryAfterSeconds: number | undefined }
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
    if (error.reason === 'rate_limited') return { kind: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds };
    // The company blocked this account: no code comes, and the retailer is told whom to contact.
    if (error.reason === 'forbidden') return { kind: 'blocked' };
    return { kind: 'failed' };
  }
}

/**
 * Requests a code for `mobile` the way login, resend and sign-up all do (docs/product.md#login-flow, docs/product.md#otp-page-behaviour): on success the
 * stored resend window starts (`windowSeconds`) and a green toast says so; on any failure a red
 * toast (too many requests says so and how long to wait), in the page's language. The outcome tells the caller
 * why, for the extra help a page shows.
 */
export function useSendOtp(): (mobile: string, windowSeconds: number) => Promise<OtpSendOutcome> {
  const rateLimited = useOtpRateLimitedText();

  /** The red toast of a send that failed: why, when the server said; the spec's server error otherwise. */
  const failureToast = (outcome: Exclude<OtpSendOutcome, { kind: 'sent' }>): string => {
    if (outcome.kind === 'blocked') return securityTexts.accountBlocked;
    if (outcome.kind === 'rate_limited') return rateLimited(outcome.retryAfterSeconds);
    return feedbackMessages.otpSendFailed;
  };

  return async (mobile, windowSeconds) => {
    const outcome = await requestOtp(mobile);
    if (outcome.kind === 'sent') {
      otpExpiry.startWindow(windowSeconds);
      notify.success(feedbackMessages.otpSent);
    } else {
      notify.error(failureToast(outcome));
    }
    return outcome;
  };
}
