import { fieldErrors, FORM_TIME_FIELDS, INPUT_TIME_PATTERN } from '@site/contract';
import type { z } from 'zod';

type Values = Record<string, unknown>;
type FormSchema = z.ZodType<Values>;

/** Server-side text limits: the forms set none, the database and the sales mail need some. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters.`;

export const unstorableTextMessage = 'Contains characters that are not allowed.';
export const notTextMessage = 'Must be text.';

/**
 * Control characters other than tab and line breaks, and halves of a UTF-16 pair: PostgreSQL
 * refuses NUL in text, and the others would be stored silently changed or unreadable.
 */
export const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Each string value that is too long or holds characters that cannot be stored as sent. */
export function textErrors(values: Values, maxLength: (field: string) => number): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const max = maxLength(field);
    if (value.length > max) errors[field] = tooLongMessage(max);
    else if (UNSTORABLE_TEXT.test(value)) errors[field] = unstorableTextMessage;
  }
  return errors;
}

/**
 * A time that is present but not HH:MM is reported with the field's own "required" message,
 * read from the shared schema by validating the field as empty.
 */
export function timeErrors(schema: FormSchema, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of FORM_TIME_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '' && !INPUT_TIME_PATTERN.test(value)) {
      const message = (fieldErrors(schema, { ...values, [field]: '' }) as Record<string, string | undefined>)[field];
      if (message) errors[field] = message;
    }
  }
  return errors;
}

export const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed string of an already validated field. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
