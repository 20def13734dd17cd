import { feedbackMessages, type OtpSentMessage, type SendOtpQuery } from '@site/contract';
import { notify, otpExpiry } from '@site/state';

export type OtpSendOutcome =
  { kind: 'sent' } | { kind: 'not_registered' } | { kind: 'locked'; retryAfterSeconds: number } | { kind: 'failed' };

/** The API client is loaded by the first request: the login page does not download it to show its form. */
async function requestOtp(mobile: string): Promise<OtpSendOutcome> {
  try {
    const { callMethod, replyError, successMessage } = await import('@site/state/api');
    const params = { phone_no: mobile } satisfies SendOtpQuery;
    const reply = await callMethod<OtpSentMessage>('GET', 'generateAndSendOtp', { params });
    if (successMessage(reply)) return { kind: 'sent' };
    const error = replyError(reply);
    if (error?.reason === 'not_registered') return { kind: 'not_registered' };
    if (error?.reason === 'locked') return { kind: 'locked', retryAfterSeconds: error.retry_after_seconds ?? 0 };
  } catch {
    // Treated like any failed call below.
  }
  return { kind: 'failed' };
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
    notify.error(feedbackMessages.otpSendFailed);
  }
  return outcome;
}
