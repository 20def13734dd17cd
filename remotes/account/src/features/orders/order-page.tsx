import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { orderingMessages, PAYMENT_TERMS, type SalesOrder } from '@site/contract';
import { useAuth, useSharedText } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { Card, Notice, OrderStatusBadge, PageContainer, TermList } from '@site/ui';
import { CardColumns } from '../../lib/layout';
import { LogInFirst } from '../../lib/logged-in-page';
import {
  AddressLines,
  OrderLines,
  OrderTotals,
  useDeliveryWindowText,
  useOrderDates,
  useStatusName,
} from '../../lib/order-summary';
import { useWords } from '../../lib/words';
import { useSalesOrder } from './api/orders-api';
import { OrderActions } from './components/order-actions';
import { TaxDocuments } from './components/tax-documents';

/** Set apart from the order's facts below it. */
const Placed = styled(Notice)`
  margin-bottom: 1rem;
`;

const Addresses = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 0.75rem;

  h3 {
    font-size: 1rem;
    margin-bottom: 0.25rem;
  }

  address {
    font-style: normal;
  }
`;

const History = styled(Card)`
  margin-top: 1.5rem;

  ol {
    margin: 0.75rem 0 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.25rem;
  }
`;

/**
 * docs/product.md#order (/orders/<name>): one order as it was placed, its lines and figures as stored (never
 * priced again), with Cancel while it is Placed and Reorder.
 */
export default function OrderPage() {
  return (
    <PageQueryClient>
      <Order />
    </PageQueryClient>
  );
}

function Order() {
  const { login } = useAuth();
  const t = useWords();
  const { name = '' } = useParams();
  if (!login) {
    return (
      <PageContainer>
        <h1>{t('order.title')}</h1>
        <LogInFirst returnTo={`/orders/${encodeURIComponent(name)}`} text={t('account.logInToOrder')} />
      </PageContainer>
    );
  }
  return <OrderOf customerId={login.customer_id} name={name} />;
}

function OrderOf({ customerId, name }: { customerId: string; name: string }) {
  const { data: order, isError } = useSalesOrder(customerId, name);
  const t = useWords();
  const sharedText = useSharedText();
  const placedOrder = (useLocation().state as { placedOrder?: string } | null)?.placedOrder;
  if (isError || order === null) {
    return (
      <PageContainer>
        <h1>{t('order.title')}</h1>
        {isError ? (
          <Notice role="alert">{t('account.loadFailed')}</Notice>
        ) : (
          <p>{sharedText(orderingMessages.orderNotFound)}</p>
        )}
        <p>
          <Link to="/orders">{t('orders.title')}</Link>
        </p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <h1>{t('order.titleOf', { name })}</h1>
      {placedOrder === name && (
        <Placed role="status" $tone="success">
          {t('order.placed', { name })}
        </Placed>
      )}
      {order && <OrderDetail order={order} customerId={customerId} />}
    </PageContainer>
  );
}

function OrderDetail({ order, customerId }: { order: SalesOrder; customerId: string }) {
  const linesId = useId();
  const deliveryId = useId();
  const historyId = useId();
  const t = useWords();
  const dates = useOrderDates();
  const statusName = useStatusName();
  const deliveryWindowText = useDeliveryWindowText();
  return (
    <>
      <TermList>
        <dt>{t('order.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>{t('order.placedOn')}</dt>
        <dd>{dates.date(order.transaction_date)}</dd>
      </TermList>
      <OrderActions order={order} customerId={customerId} />
      <TaxDocuments order={order} />
      <CardColumns $shares={[3, 2]}>
        <Card as="section" $padding="md" aria-labelledby={linesId}>
          <h2 id={linesId}>{t('order.items')}</h2>
          <OrderLines lines={order.items} caption={t('order.itemsOf', { name: order.name })} />
          <OrderTotals totals={order.totals} schemeTitle={order.scheme?.title ?? null} headingLevel={3} />
        </Card>
        <Card as="section" $padding="md" aria-labelledby={deliveryId}>
          <h2 id={deliveryId}>{t('order.deliveryAndPayment')}</h2>
          <Addresses>
            <TitledAddress title={t('order.shippingAddress')} address={order.shipping_address} />
            <TitledAddress title={t('order.billingAddress')} address={order.billing_address} />
            <TermList>
              <dt>{t('checkout.deliveryWindow')}</dt>
              <dd>{deliveryWindowText(order.delivery_window.from, order.delivery_window.to)}</dd>
              <dt>{t('checkout.payment')}</dt>
              <dd>{order.payment_terms === PAYMENT_TERMS ? t('checkout.cashOnDelivery') : order.payment_terms}</dd>
            </TermList>
          </Addresses>
        </Card>
      </CardColumns>
      {order.timeline && order.timeline.length > 0 && (
        <History as="section" $padding="md" aria-labelledby={historyId}>
          <h2 id={historyId}>{t('order.statusHistory')}</h2>
          <ol>
            {order.timeline.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{statusName(event.status)}</strong> <time dateTime={event.at}>{dates.moment(event.at)}</time>
              </li>
            ))}
          </ol>
        </History>
      )}
    </>
  );
}

function TitledAddress({ title, address }: { title: string; address: SalesOrder['shipping_address'] }) {
  return (
    <div>
      <h3>{title}</h3>
      <address>
        <AddressLines address={address} />
      </address>
    </div>
  );
}
