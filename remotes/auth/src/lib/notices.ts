/**
 * Texts of the auth screens that the spec does not word (its own messages live in
 * `@site/contract`): extra help around a failed call.
 */

/** docs/product.md#login-flow: the button text while a code is being requested (also used while verifying and signing up). */
export const PROCESSING_LABEL = 'Processing...';

/** "45 seconds", "15 minutes", "3 hours": how long to wait, rounded up. */
export function waitDuration(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

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
