/**
 * The shapes exchanged with the server are zod schemas with their types inferred beside them, in
 * `wire.ts`. Here: the status of every success reply, and the one shape no server sends.
 */

/** `message.status` of every success reply (docs/product.md#api-client). */
export const SUCCESS_STATUS = 'success' as const;

/**
 * What the shared client returns when no HTTP reply arrived at all (docs/product.md#api-client): made
 * in the browser, never on the wire, so it has no schema.
 */
export interface NetworkFailure {
  success: false;
  message: 'API request failed';
  data: [];
}
