import {
  apiErrorBodySchema,
  invoicingMethodPaths,
  METHOD_PREFIX,
  methodPaths,
  officeMethodPaths,
  orderingMethodPaths,
  privacyMethodPaths,
} from '@site/contract';
import { z } from 'zod';
import { STAFF_SECURITY, TOKEN_SECURITY } from './openapi';

/**
 * What every feature's routes share: the URL of a method, and the reply schemas the OpenAPI document is
 * generated from. A handler names its method (`methodPath('listOrders')`), so a search for the method's
 * name finds its handler, and the name leads to its path in the contract.
 */
const serverMethodPaths = {
  ...methodPaths,
  ...orderingMethodPaths,
  ...privacyMethodPaths,
  ...invoicingMethodPaths,
  ...officeMethodPaths,
};
export type ServerMethodName = keyof typeof serverMethodPaths;

/** Where the server mounts the method `name`: `/api/method/<its dotted path>`. */
export const methodPath = (name: ServerMethodName) => `${METHOD_PREFIX}/${serverMethodPaths[name]}`;

/** A success reply: Frappe wraps it in `message`. */
export const success = <Message extends z.ZodType>(message: Message) => z.object({ message }).describe('Success');

/** The contract's error reply, described for one status of one route. */
export const failure = (description: string) => apiErrorBodySchema.describe(description);

/** A call with a retailer's token that had none, or a dead one. */
export const tokenFailures = { 401: failure('unauthorized') };

/** A call of a staff member's without a live session, or beyond their role. */
export const staffFailures = {
  401: failure('No live staff session'),
  403: failure('Role too low, or from another origin'),
};

/** The failures of a JSON POST anyone may make (integer keys: the order is numeric). */
export const writeFailures = {
  400: failure('Not from our pages, or not a JSON object'),
  413: failure('payload_too_large'),
  415: failure('unsupported_media'),
  417: failure('Validation (field → message)'),
  429: failure('rate_limited'),
};

/** A read of the signed-in retailer's: `reply` on success, or 401. */
export const tokenRead = <Reply extends z.ZodType>(summary: string, reply: Reply) => ({
  summary,
  security: TOKEN_SECURITY,
  response: { 200: success(reply), ...tokenFailures },
});

/** A write of the signed-in retailer's (JSON `body`): `reply` on success, the write failures, 401, and `more`. */
export const tokenWrite = <
  Body extends z.ZodType,
  Reply extends z.ZodType,
  More extends Record<number, z.ZodType> = Record<never, never>,
>(
  summary: string,
  body: Body,
  reply: Reply,
  more: More = {} as More,
) => ({
  summary,
  security: TOKEN_SECURITY,
  body,
  response: { 200: success(reply), ...writeFailures, ...tokenFailures, ...more },
});

/** A read of a signed-in staff member's: `reply` on success, the staff failures, and `more`. */
export const staffRead = <Reply extends z.ZodType>(
  summary: string,
  reply: Reply,
  more: Record<number, z.ZodType> = {},
) => ({
  summary,
  security: STAFF_SECURITY,
  response: { 200: success(reply), ...staffFailures, ...more },
});

/** A write of a signed-in staff member's (JSON `body`): `reply` on success, the write and staff failures, and `more`. */
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
