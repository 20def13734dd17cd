import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import type { SalesOrder } from '@site/contract';
import { openCart, useSharedText } from '@site/state';
import { showCart } from '@site/state/cart';
import { queryKeys } from '@site/state/query';
import { Button, ButtonRow, Card, Notice } from '@site/ui';
import { useRupees } from '../../../lib/order-summary';
import { useWords } from '../../../lib/words';
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
  const t = useWords();
  const sharedText = useSharedText();
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
      return setNotice(outcome.refused === null ? t('order.cancelFailed') : sharedText(outcome.refused));
    }
    queryClient.setQueryData(queryKeys.salesOrder(customerId, order.name), outcome);
    setNotice(t('order.cancelled', { name: order.name }));
  }

  async function again() {
    setBusy(true);
    setNotice(null);
    const outcome = await reordering.mutateAsync(order.name);
    setBusy(false);
    if ('refused' in outcome)
      return setNotice(outcome.refused === null ? t('order.reorderFailed') : sharedText(outcome.refused));
    showCart(outcome.cart);
    setReordered(outcome);
  }

  return (
    <>
      <Actions>
        {order.can_cancel && !confirming && (
          <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            {t('order.cancel')}
          </Button>
        )}
        <Button type="button" $size="sm" disabled={busy} onClick={() => void again()}>
          {t('order.reorder')}
        </Button>
      </Actions>
      {confirming && (
        <Confirm as="section" $padding="sm" role="alertdialog" aria-labelledby={confirmId}>
          <p id={confirmId}>{t('order.confirmCancel', { name: order.name })}</p>
          <Actions>
            <Button type="button" $size="sm" disabled={busy} onClick={() => void cancel()}>
              {t('order.yesCancel')}
            </Button>
            <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              {t('order.keep')}
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
  const t = useWords();
  const rupees = useRupees();
  const difference = rupees(Math.abs(reply.difference_paise));
  const nameOf = (itemCode: string) => order.items.find((line) => line.item_code === itemCode)?.item_name ?? itemCode;
  return (
    <Notice role="status" aria-label={t('order.reorderResult')} $tone="success">
      <p>{t('order.reordered')}</p>
      <p>
        {reply.difference_paise === 0
          ? t('order.reorderSame')
          : reply.difference_paise > 0
            ? t('order.reorderDearer', { difference })
            : t('order.reorderCheaper', { difference })}{' '}
        ({rupees(reply.placed_grand_total_paise)} → {rupees(reply.today_grand_total_paise)})
      </p>
      {reply.unavailable.length > 0 && (
        <p>{t('order.reorderUnavailable', { items: reply.unavailable.map(nameOf).join(', ') })}</p>
      )}
      <Actions>
        <Button type="button" $variant="outline" $size="sm" onClick={() => openCart()}>
          {t('order.openCart')}
        </Button>
        <Button as={Link} to="/checkout" $size="sm">
          {t('cart.proceedToCheckout')}
        </Button>
      </Actions>
    </Notice>
  );
}
