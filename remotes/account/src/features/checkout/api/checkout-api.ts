import {
  type Cart,
  cartChangedErrorSchema,
  cartSchema,
  cartSnapshotOf,
  type CartChangedError,
  IDEMPOTENCY_KEY_HEADER,
  placedOrderSchema,
  type SalesOrder,
} from '@site/contract';
import { ApiError } from '@site/state';
import { request } from '@site/state/api';

/** `update_cart_address`: the order goes to this address; the reply is the cart priced for it (its tax may change). */
export function chooseShippingAddress(addressName: string): Promise<Cart> {
  return request(cartSchema, 'POST', 'updateCartAddress', {
    body: { address_type: 'shipping', address_name: addressName },
  });
}

export type PlaceOutcome =
  | { kind: 'placed'; order: SalesOrder }
  | { kind: 'changed'; text: string; changes: CartChangedError['message']['changes']; cart: Cart }
  /** `text`: the server's refusal; null when none came (the page says the order was not placed). */
  | { kind: 'failed'; text: string | null };

/**
 * `place_order` for the cart the retailer saw (its fingerprint, and the cart itself, so that a refusal can
 * say what changed since) under the review's one Idempotency-Key: a retry with the same key gets the same
 * order back, never a second one. A 409 carries the cart as it is now.
 */
export async function placeOrder(idempotencyKey: string, seen: Cart): Promise<PlaceOutcome> {
  try {
    const placed = await request(placedOrderSchema, 'POST', 'placeOrder', {
      body: { cart_fingerprint: seen.fingerprint, seen_cart: cartSnapshotOf(seen) },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return { kind: 'placed', order: placed.sales_order };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.reason) return { kind: 'failed', text: null };
    const changed = cartChangedErrorSchema.safeParse(error.body);
    if (!changed.success) return { kind: 'failed', text: error.text };
    const { text, changes, cart } = changed.data.message;
    return { kind: 'changed', text, changes, cart };
  }
}
