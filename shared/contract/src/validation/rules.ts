import { z } from '../zod';
import { MOBILE_DIGITS, PINCODE_LENGTH } from './limits';
import type { PhoneMessages } from './messages';

// The apps' Content-Security-Policy forbids eval: left to itself, zod probes `new Function` on first
// use to decide whether to compile its parsers, and the browser reports that as a CSP violation.
z.config({ jitless: true });

/**
 * Field rules built from zod checks. Each check aborts the field on failure, so a field reports
 * only its first broken rule, in the order the spec lists them (docs/product.md#general-validation-rules).
 */
const abort = (message: string) => ({ message, abort: true }) as const;

/** Emptiness is judged on the trimmed value (docs/product.md#general-validation-rules); other rules judge the value as entered. */
export const requiredText = (message: string) =>
  z.string(abort(message)).refine((value) => value.trim().length > 0, abort(message));

export const optionalText = () => z.string().nullish();

/** Indian mobile: required, digits only, exactly 10, starts 6–9 (docs/product.md#mobile-number-rule). */
export const indianMobile = (messages: PhoneMessages) =>
  requiredText(messages.required)
    .refine((value) => /^\d+$/.test(value), abort(messages.digits))
    .refine((value) => value.length === MOBILE_DIGITS, abort(messages.length))
    .refine((value) => /^[6-9]/.test(value), abort(messages.prefix));

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const email = (required: string, invalid: string) =>
  requiredText(required).refine((value) => EMAIL_PATTERN.test(value.trim()), abort(invalid));

/** The spec keeps the wrong "10 digits" wording of the pincode's message (docs/product.md#retailer-form-rules). */
export const pincode = (required: string, wrongLength: string) =>
  requiredText(required).refine((value) => value.trim().length === PINCODE_LENGTH, abort(wrongLength));

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates `values` (any shape: the server passes untrusted input) against `schema` and returns
 * the first message of each field in error, or an empty object when everything passes.
 */
export function fieldErrors<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): FieldErrors<z.input<S>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<z.input<S>>;
}

/** The first field in error, in the order the form lists its fields: where focus should go. */
export function firstFieldInError<T>(fieldOrder: readonly (keyof T & string)[], errors: FieldErrors<T>) {
  return fieldOrder.find((field) => errors[field] !== undefined);
}
