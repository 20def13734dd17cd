import type { z } from 'zod';
import { STAFF_SECURITY } from '../../http/openapi';
import { failure, success } from '../../http/schemas';

/** The route schemas the office's methods share (the OpenAPI document is generated from them). */

export const staffFailures = {
  401: failure('No live staff session'),
  403: failure('Role too low, or from another origin'),
};

export const writeFailures = {
  400: failure('Not from our pages, or not a JSON object'),
  413: failure('payload_too_large'),
  415: failure('unsupported_media'),
  417: failure('Validation (field → message)'),
  429: failure('rate_limited'),
};

/** A read of a signed-in member's: `reply` on success, the staff failures, and `more`. */
export const staffRead = <Reply extends z.ZodType>(
  summary: string,
  reply: Reply,
  more: Record<number, z.ZodType> = {},
) => ({
  summary,
  security: STAFF_SECURITY,
  response: { 200: success(reply), ...staffFailures, ...more },
});

/** A write of a signed-in member's (JSON `body`): `reply` on success, the write and staff failures, and `more`. */
export const staffWrite = <Body extends z.ZodType, Reply extends z.ZodType>(
  summary: string,
  body: Body,
  reply: Reply,
  more: Record<number, z.ZodType> = {},
) => ({
  summary,
  security: STAFF_SECURITY,
  body,
  response: { 200: success(reply), ...writeFailures, ...staffFailures, ...more },
});
