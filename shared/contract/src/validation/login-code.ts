import { z } from '../zod';
import { type FormValues, OTP_LENGTH, otpSchema } from './forms';

/**
 * A number under attack (its daily budget of wrong 4-digit guesses spent) gets longer codes, so
 * guessing stays hopeless without locking its owner out (docs/decisions/0010). The spec's 4 digits
 * stay the normal case; `generate_and_send_otp` says which length it sent (`code_length`).
 */
export const OTP_LONG_LENGTH = 8;

/** The message of a code that is not all its digits; the 4-digit one is the spec's own. */
export const longOtpIncompleteMessage = (length: number) => `Please enter the full ${length}-digit code`;

/** The code schema for a code of `length` digits: the spec's `otpSchema` for 4. */
export function otpCodeSchema(length: number) {
  if (length === OTP_LENGTH) return otpSchema;
  const message = longOtpIncompleteMessage(length);
  return z.string(message).refine((code) => new RegExp(`^\\d{${length}}$`).test(code), { message, abort: true });
}

/** The code form of the OTP page: one field, the code of `length` digits. */
export const otpFormSchema = (length: number) => z.object({ code: otpCodeSchema(length) });
export type OtpForm = FormValues<ReturnType<typeof otpFormSchema>>;
