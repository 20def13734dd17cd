import {
  type Cart,
  type CartChangedError,
  IDEMPOTENCY_KEY_HEADER,
  orderScreenTexts as t,
  type SalesOrder,
} from '@site/contract';
import { callMethod, isNetworkFailure, replyError, successMessage } from '@site/state/api';

/** `update_cart_address`: the order goes to this address; the reply is the cart priced for it (its tax may change). */
export async function chooseShippingAddress(addressName: string): Promise<Cart | null> {
  const reply = await callMethod<Cart>('POST', 'updateCartAddress', {
    body: { address_type: 'shipping', address_name: addressName },
  });
  return successMessage<Cart>(reply);
}

export type PlaceOutcome =
  | { kind: 'placed'; order: SalesOrder }
  | { kind: 'changed'; text: string; changes: CartChangedError['message']['changes']; cart: Cart }
  | { kind: 'failed'; text: string };

/**
 * `place_order` for the cart the retailer saw (its fingerprint) under the review's one Idempotency-Key: a retry
 * with the same key gets the same order back, never a second one.
 */
export async function placeOrder(idempotencyKey: string, cartFingerprint: string): Promise<PlaceOutcome> {
  const reply = await callMethod<{ sales_order: SalesOrder }>('POST', 'placeOrder', {
    body: { cart_fingerprint: cartFingerprint },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  const placed = successMessage<{ sales_order: SalesOrder }>(reply);
  if (placed) return { kind: 'placed', order: placed.sales_order };
  if (typeof reply === 'object' && 'exc_type' in reply && reply.exc_type === 'CartChangedError') {
    const { text, changes, cart } = (reply as CartChangedError).message;
    return { kind: 'changed', text, changes, cart };
  }
  if (isNetworkFailure(reply)) return { kind: 'failed', text: t.placeFailed };
  return { kind: 'failed', text: replyError(reply)?.text ?? t.placeFailed };
}
