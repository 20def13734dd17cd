import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { showCart } from '@site/state/cart';
import { LOADING_OVERLAY_META } from '@site/state/query';
import { chooseShippingAddress } from '../api/checkout-api';

/**
 * Sends the order to another address of the book (`update_cart_address`); the reply is the cart priced for it
 * (its GST split may change), shown in the page's one cart. While it is on its way nothing can be placed, and
 * the address picked shows as chosen; a refusal puts the cart's own back.
 */
export function useChooseAddress() {
  const sending = useMutation({ mutationFn: chooseShippingAddress, meta: LOADING_OVERLAY_META });
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function choose(addressName: string) {
    setPending(addressName);
    setFailed(false);
    try {
      showCart(await sending.mutateAsync(addressName));
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return { choose, pending, saving: pending !== null, failed };
}
