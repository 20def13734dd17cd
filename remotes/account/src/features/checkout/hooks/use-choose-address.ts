import { useState } from 'react';
import { withLoading } from '@site/state';
import { showCart } from '@site/state/cart';
import { chooseShippingAddress } from '../api/checkout-api';

/**
 * Sends the order to another address of the book (`update_cart_address`); the reply is the cart priced for it
 * (its GST split may change), shown in the page's one cart. While it is on its way nothing can be placed.
 */
export function useChooseAddress() {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function choose(addressName: string) {
    setSaving(true);
    setFailed(false);
    try {
      showCart(await withLoading(() => chooseShippingAddress(addressName)));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return { choose, saving, failed };
}
