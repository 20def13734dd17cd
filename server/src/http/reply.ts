import type { SUCCESS_STATUS } from '@site/contract';

/**
 * The reply of a method that succeeded: Frappe's `message`, carrying the contract's success status
 * (docs/product.md#api-client) beside the method's own fields. The status is written here only, so
 * handlers and services shape what they answer and never the wrapper.
 */
export type Succeeded<Body extends object> = Omit<Body, 'status'> & { status: typeof SUCCESS_STATUS };

/** `body` as a success message: what a reply nests (the cart of a reorder) or sends as its `message`. */
export function succeeded<Body extends object>(body: Body): Succeeded<Body> {
  return { ...body, status: 'success' };
}

/** The whole success reply: `body` with the success status, as `message`. */
export function ok<Body extends object = Record<never, never>>(body: Body = {} as Body) {
  return { message: succeeded(body) };
}
