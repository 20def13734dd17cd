import { site } from './site';

/**
 * The contract's defences against abuse (docs/decisions/0010): the header our pages send,
 * the login attempt a code is bound to, and the texts of the refusals they bring. Server and browser
 * read them from here.
 */

/**
 * A header a cross-site "simple" request cannot carry. Calls that send an SMS or change state need it,
 * a JSON content type, or a non-simple method; the shared API client always sends it.
 */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/**
 * Calls the browser sends with credentials (`withCredentials`), so that the API's HttpOnly known-device
 * cookie goes with them (docs/decisions/0010): set at a login or a confirmed number change, read at a
 * code send. Without it a browser still works, as a stranger to the number under strangers' limits.
 */
export const KNOWN_DEVICE_CALLS = [
  'generateAndSendOtp',
  'verifyOtpAndLogin',
  'confirmMobileChange',
  'requestAccountDeletion',
] as const;

/** Query parameter of `verify_otp_and_login`: the attempt `generate_and_send_otp` answered with. */
export const LOGIN_ATTEMPT_PARAM = 'login_attempt';

export const securityTexts = {
  notFromOurPages: 'This call must come from the site: send it with a JSON content type or an X-Requested-With header.',
  attemptMissing: 'Request a code first: the code belongs to the login attempt that asked for it.',
  codeRetired: 'This code can no longer be used. Request a new one.',
  codeExpired: 'This code has expired or was already used. Request a new one.',
  codeWrong: 'The code is not correct.',
  codeNotSent: 'The code could not be sent. Try again shortly.',
  sentRecently: 'A code was sent recently. Wait before asking for another.',
  notRegistered: 'No retailer is registered with this mobile number. Sign up first.',
  alreadyRegistered: 'This mobile number is already registered. Log in instead.',
  sessionExpired: 'Your session has ended. Log in again.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different inquiry. Use a new key for a new inquiry.',
  lookupsExceeded: 'Too many numbers checked from this connection. Try again later.',
  numberLookupsExceeded: 'This number was checked too often today. Try again tomorrow.',
  sendCeiling: 'Too many codes were sent to this number today. Try again later.',
  smsCeiling: 'We are sending too many codes right now. Try again in a few minutes.',
  mobileChangesExceeded: 'Too many number changes were asked for today. Try again tomorrow.',
  /** A sign-up of the number another account is changing to, while that account's code lives. */
  mobileBeingConfirmed:
    'This mobile number is waiting to be confirmed by another account. Try again later or use another number.',
  noPendingChange: 'There is no number change waiting for a code. Save the new number first.',
  tooBusy: 'The server is busy with other pictures. Try again in a moment.',
  /** A retailer the company blocked: no code is sent, no login or order goes through. */
  accountBlocked: `This account is blocked. Please contact ${site.brandName} on ${site.supportPhone} or ${site.supportEmail}.`,
} as const;

/** The profile's pending number change: our words, the spec has none. */
export const mobileChangeTexts = {
  pending: (mobile: string) => `Your new number +91 ${mobile} is not in use yet: enter the code we sent to it.`,
  codeLabel: 'Code sent to the new number',
  confirm: 'Confirm new number',
  confirmed: 'Your new number is confirmed. Other devices were logged out.',
  notConfirmed: 'The number was not changed.',
  codeNeeded: 'Enter the code from the SMS, 4 or 8 digits.',
} as const;
