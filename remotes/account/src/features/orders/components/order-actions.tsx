import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { orderScreenTexts as t, type SalesOrder } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { openCart } from '@site/state';
import { showCart } from '@site/state/cart';
import { queryKeys } from '@site/state/query';
import { Button, ButtonRow, Card, Notice } from '@site/ui';
import { type ReorderReply, useCancelSalesOrder, useReorder } from '../api/orders-api';

const Actions = styled(ButtonRow)`
  margin: 1rem 0;
`;

const Confirm = styled(Card)`
  margin: 1rem 0;
`;

/**
 * Cancel (while the order is Placed, asked twice) and Reorder (docs/product.md#order). Reorder puts the lines
 * into the cart at today's prices and says how today's total differs from the order's.
 */
export function OrderActions({ order, customerId }: { order: SalesOrder; customerId: string }) {
  const queryClient = useQueryClient();
  const cancelling = useCancelSalesOrder();
  const reordering = useReorder();
  const confirmId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [reordered, setReordered] = useState<ReorderReply | null>(null);

  async function cancel() {
    setBusy(true);
    const outcome = await cancelling.mutateAsync(order.name);
    setBusy(false);
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: ['sales-orders'] });
    if ('refused' in outcome) {
      // The back office may have moved the order on meanwhile: read it again, so its status shows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.salesOrder(customerId, order.name) });
      return setNotice(outcome.refused);
    }
    queryClient.setQueryData(queryKeys.salesOrder(customerId, order.name), outcome);
    setNotice(t.cancelled(order.name));
  }

  async function again() {
    setBusy(true);
    setNotice(null);
    const outcome = await reordering.mutateAsync(order.name);
    setBusy(false);
    if ('refused' in outcome) return setNotice(outcome.refused);
    showCart(outcome.cart);
    setReordered(outcome);
  }

  return (
    <>
      <Actions>
        {order.can_cancel && !confirming && (
          <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
        <Button type="button" $size="sm" disabled={busy} onClick={() => void again()}>
          Reorder
        </Button>
      </Actions>
      {confirming && (
        <Confirm as="section" $padding="sm" role="alertdialog" aria-labelledby={confirmId}>
          <p id={confirmId}>{t.confirmCancel(order.name)}</p>
          <Actions>
            <Button type="button" $size="sm" disabled={busy} onClick={() => void cancel()}>
              Yes, cancel it
            </Button>
            <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              Keep order
            </Button>
          </Actions>
        </Confirm>
      )}
      <div role="status">{notice}</div>
      {reordered && <ReorderResult reply={reordered} order={order} />}
    </>
  );
}

function ReorderResult({ reply, order }: { reply: ReorderReply; order: SalesOrder }) {
  const difference = formatRupees(Math.abs(reply.difference_paise));
  const nameOf = (itemCode: string) => order.items.find((line) => line.item_code === itemCode)?.item_name ?? itemCode;
  return (
    <Notice role="status" aria-label="Reorder" $tone="success">
      <p>{t.reordered}</p>
      <p>
        {reply.difference_paise === 0
          ? t.reorderSame
          : reply.difference_paise > 0
            ? t.reorderDearer(difference)
            : t.reorderCheaper(difference)}{' '}
        ({formatRupees(reply.placed_grand_total_paise)} → {formatRupees(reply.today_grand_total_paise)})
      </p>
      {reply.unavailable.length > 0 && <p>{t.reorderUnavailable(reply.unavailable.map(nameOf).join(', '))}</p>}
      <Actions>
        <Button type="button" $variant="outline" $size="sm" onClick={() => openCart()}>
          Open cart
        </Button>
        <Button as={Link} to="/checkout" $size="sm">
          Proceed to Checkout
        </Button>
      </Actions>
    </Notice>
  );
}
