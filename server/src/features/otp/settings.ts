import { OTP_LONG_LENGTH } from '@site/contract';
import { z } from 'zod';
import { integer, PRODUCTION, refuse, settings } from '../../settings';

/** The HMAC key of stored codes: at least 32 characters. */
const otpSecret = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || undefined)
    .refine((secret) => secret === undefined || secret.length >= 32, 'OTP_SECRET must be at least 32 characters');

/** Login codes: their key and life, and the budgets of sending and guessing them. */
export const otpConfig = settings({
  production: PRODUCTION,
  otp: {
    /** HMAC key of stored codes. */
    secret: ['OTP_SECRET', otpSecret],
    ttlSeconds: ['OTP_TTL_SECONDS', integer(600, 1)],
    maxAttemptsPerCode: ['OTP_MAX_ATTEMPTS_PER_CODE', integer(5, 1)],
    /** Wrong guesses at 4-digit codes per number per day; past it, the number's new codes are long. */
    shortCodeFailuresPerDay: ['OTP_SHORT_CODE_FAILURES_PER_DAY', integer(5, 0)],
    /** Digits of a code sent while the number's short-code budget is spent. */
    longCodeLength: ['OTP_LONG_CODE_LENGTH', integer(OTP_LONG_LENGTH, OTP_LONG_LENGTH)],
    /**
     * The next three apply per number from one client (a stranger's sends), or from one known device
     * (its codes nobody used), so that nobody can use up the owner's.
     */
    sendIntervalSeconds: ['OTP_SEND_INTERVAL_SECONDS', integer(20)],
    sendsPerNumberPerHour: ['OTP_SENDS_PER_NUMBER_PER_HOUR', integer(4, 1)],
    sendsPerNumberPerDay: ['OTP_SENDS_PER_NUMBER_PER_DAY', integer(6, 1)],
    /** Codes sent to one number at the request of devices not known to it that nobody used, per day. */
    unusedSendsPerNumberPerDay: ['OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY', integer(50, 1)],
    /** Codes sent to one number at the request of strangers from one network, per day. */
    sendsPerNumberPerNetworkPerDay: ['OTP_SENDS_PER_NUMBER_PER_NETWORK_PER_DAY', integer(6, 1)],
    sendsPerAddressPerHour: ['OTP_SENDS_PER_ADDRESS_PER_HOUR', integer(30, 1)],
    sendsPerAddressPerDay: ['OTP_SENDS_PER_ADDRESS_PER_DAY', integer(100, 1)],
    /** Number-change codes one customer may ask for per day (each goes to a stranger's number). */
    mobileChangesPerCustomerPerDay: ['MOBILE_CHANGES_PER_CUSTOMER_PER_DAY', integer(5, 1)],
    /** Codes sent per hour, all numbers: a send that would reach it is refused (strangers' at 80 % of it). */
    codesPerHour: ['SMS_CODES_PER_HOUR', integer(1000, 1)],
    /** How long a browser that logged in to a number stays known to it, unused. */
    knownDeviceDays: ['KNOWN_DEVICE_DAYS', integer(90, 1)],
  },
}).transform(({ production, otp: { secret, ...otp } }, context) => {
  // Outside production the server's start makes one (development-secret.ts); loading never writes it.
  if (!secret)
    return refuse(
      context,
      production
        ? 'OTP_SECRET is required in production'
        : "OTP_SECRET is required (outside production the server's start makes one in DATA_DIR)",
    );
  return { production, otp: { secret, ...otp } };
});
