/**
 * Texts of the auth screens that the spec does not word (its own messages live in
 * `@site/contract`): extra help around a failed call.
 */
import { waitDuration } from '@site/contract';

/** docs/product.md#login-flow: the button text while a code is being requested (also used while verifying and signing up). */
export const PROCESSING_LABEL = 'Processing...';

/** How long to wait, as every refusal words it: one definition, in the contract. */
export { waitDuration };

export const authNotices = {
  /** docs/product.md#otp-page-behaviour: the remaining seconds, shown as a resend message until Resend OTP appears. */
  resendIn: (seconds: number) => `Resend OTP in ${seconds} second${seconds === 1 ? '' : 's'}`,
  notRegistered: 'This mobile number is not registered yet.',
  signUpWithNumber: 'Sign up with this number',
  lockedOut: (retryAfterSeconds: number) =>
    `Too many wrong codes, so this number is locked for now. Try again in ${waitDuration(retryAfterSeconds)}.`,
  verifyThrottled: (retryAfterSeconds: number) =>
    `Too many code checks from this connection. Try again in ${waitDuration(retryAfterSeconds)}; your code is kept.`,
  alreadyRegistered: 'This mobile number is already registered.',
  logIn: 'Log in',
  signUpRateLimited: (retryAfterSeconds: number) =>
    `Too many sign-ups from this connection. Try again in ${waitDuration(retryAfterSeconds)}; your details are kept.`,
  signUpFailed: 'Your details could not be sent. Check your connection and try again; your details are kept.',
  listsFailed: 'The lists of states, countries and business types could not be loaded.',
  listLoading: 'Loading…',
  businessTypesLoading: 'Loading business types…',
  noBusinessTypeMatches: 'No business type matches.',
  tryAgain: 'Try again',
  /** The embeddable sign-up (./SignUpWidget): its own end, since it does not go on to the OTP page. */
  widgetRegistered: 'Registration complete',
  widgetRegisteredDetail: (shopName: string, mobile: string) => `${shopName} is registered with the mobile ${mobile}.`,
  widgetCancel: 'Cancel',
  widgetLoadFailed: 'The sign-up form could not be loaded. Reload the page to try again.',
} as const;
