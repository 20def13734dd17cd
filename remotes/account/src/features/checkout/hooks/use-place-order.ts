import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@site/contract';
import { refreshCart, showCart } from '@site/state/cart';
import { LOADING_OVERLAY_META, queryKeys } from '@site/state/query';
import { placeOrder, type PlaceOutcome } from '../api/checkout-api';

export type PlaceProblem = Exclude<PlaceOutcome, { kind: 'placed' }>;

/**
 * Places the reviewed cart once (docs/product.md#checkout). A second click while the first is on its way does
 * nothing (the button is disabled too, but two clicks can land before it re-renders). A 409 puts the new cart
 * on screen beside what changed; the retailer places again, never the browser for them.
 */
export function usePlaceOrder(customerId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const placement = useMutation({
    mutationFn: ({ idempotencyKey, seen }: { idempotencyKey: string; seen: Cart }) => placeOrder(idempotencyKey, seen),
    meta: LOADING_OVERLAY_META,
  });
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);

  async function place(idempotencyKey: string, seen: Cart) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setProblem(null);
    try {
      const outcome = await placement.mutateAsync({ idempotencyKey, seen });
      if (outcome.kind === 'placed') {
        const { order } = outcome;
        queryClient.setQueryData(queryKeys.salesOrder(customerId, order.name), order);
        navigate(`/orders/${encodeURIComponent(order.name)}`, { state: { placedOrder: order.name } });
        // The cart is empty now (the drawer shows it so), and the order list has one more.
        void refreshCart();
        void queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
        return;
      }
      if (outcome.kind === 'changed') showCart(outcome.cart);
      setProblem(outcome);
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return { place, placing, problem };
}
