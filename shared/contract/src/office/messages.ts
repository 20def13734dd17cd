import { waitDuration } from '../validation/messages';
import { SIGN_IN_ATTACK_FAILURES_PER_HOUR } from './roles';

/** The server's refusals and the rules of the office's staff forms (docs/decisions/0016). */
export const officeMessages = {
  signInFailed: 'The e-mail, password or code is not right.',
  /** Failed passwords from this network (or, over every account, from this client): it waits; others do not. */
  signInThrottled: (seconds: number) =>
    `Too many failed sign-ins from your network. Try again in ${waitDuration(seconds)}, or from another network.`,
  /** Failed passwords from a browser known to the account: only that browser waits. */
  signInThrottledOnDevice: (seconds: number) =>
    `Too many failed sign-ins from this browser. Try again in ${waitDuration(seconds)}.`,
  /** Wrong codes after a right password: only someone who knows the password reaches this. */
  codeThrottled: (seconds: number) => `Too many wrong codes for this account. Try again in ${waitDuration(seconds)}.`,
  proofRequired: 'Many wrong passwords were tried for this account: your browser solves a short check first.',
  proofInvalid: 'The browser check was not accepted. Sign in again to get a new one.',
  passwordTooCommon: 'This password is on a list of common passwords. Choose one of your own.',
  /** Told at the next sign-in, with when it was first noticed (a time in India). */
  passwordAttackNotice: (at: string) =>
    `Since your last sign-in, more than ${SIGN_IN_ATTACK_FAILURES_PER_HOUR} wrong passwords were tried with your e-mail within an hour (from ${at}). ` +
    'If that was not you, someone is guessing: keep your password long and used nowhere else.',
  wrongCodeNotice: (at: string) =>
    `Since your last sign-in, your password was entered with a wrong code (${at}). ` +
    'If that was not you, someone knows your password: ask an admin to reset your sign-in.',
  signedOut: 'Sign in to the office.',
  sessionEnded: 'Your office session has ended. Sign in again.',
  roleTooLow: 'Your role does not allow this.',
  otherOrigin: 'Office calls must come from the site.',
  emailRequired: 'Enter an e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  passwordTooShort: 'Use at least 12 characters.',
  passwordTooLong: 'Use at most 128 characters.',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code.',
  totpCodeInvalid: 'Enter the 6-digit code from your authenticator app.',
  totpCodeWrong: 'That code is not right. Wait for the next one and try again.',
  enrolmentInvalid: 'This enrolment link is not valid any more. Ask an admin for a new one.',
  roleRequired: 'Choose a role.',
  staffExists: 'A staff account with this e-mail already exists.',
  staffNotFound: 'No such staff account.',
  notYourself: 'You cannot do this to your own account.',
  lastAdmin: 'The office must keep at least one active admin.',
  auditCursorInvalid: 'before must be an entry id.',
  pageLengthInvalid: 'page_length must be a whole number from 1 to 100.',
} as const;
