import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { orderingMessages as m, orderScreenTexts as t, type SalesOrder } from '@site/contract';
import { loginReturnState, useAuth } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { Card, Notice, OrderStatusBadge, PageContainer, TermList } from '@site/ui';
import { CardColumns } from '../../lib/layout';
import { accountNotices } from '../../lib/notices';
import {
  AddressLines,
  deliveryWindowText,
  formatOrderDate,
  formatOrderTime,
  OrderLines,
  OrderTotals,
} from '../../lib/order-summary';
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
  const { name = '' } = useParams();
  if (!login) {
    return (
      <PageContainer>
        <h1>Order</h1>
        <p>
          <Link to="/login" state={loginReturnState(`/orders/${encodeURIComponent(name)}`)}>
            {accountNotices.logIn}
          </Link>{' '}
          {t.logInToOrder}
        </p>
      </PageContainer>
    );
  }
  return <OrderOf customerId={login.customer_id} name={name} />;
}

function OrderOf({ customerId, name }: { customerId: string; name: string }) {
  const { data: order, isError } = useSalesOrder(customerId, name);
  const placedOrder = (useLocation().state as { placedOrder?: string } | null)?.placedOrder;
  if (isError || order === null) {
    return (
      <PageContainer>
        <h1>Order</h1>
        {isError ? <Notice role="alert">{t.loadFailed}</Notice> : <p>{m.orderNotFound}</p>}
        <p>
          <Link to="/orders">Order History</Link>
        </p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <h1>Order {name}</h1>
      {placedOrder === name && (
        <Placed role="status" $tone="success">
          {t.orderPlaced(name)}
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
  return (
    <>
      <TermList>
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>Placed on</dt>
        <dd>{formatOrderDate(order.transaction_date)}</dd>
      </TermList>
      <OrderActions order={order} customerId={customerId} />
      <TaxDocuments order={order} />
      <CardColumns $shares={[3, 2]}>
        <Card as="section" $padding="md" aria-labelledby={linesId}>
          <h2 id={linesId}>Items</h2>
          <OrderLines lines={order.items} caption={`Items of order ${order.name}`} />
          <OrderTotals totals={order.totals} schemeTitle={order.scheme?.title ?? null} headingLevel={3} />
        </Card>
        <Card as="section" $padding="md" aria-labelledby={deliveryId}>
          <h2 id={deliveryId}>Delivery and payment</h2>
          <Addresses>
            <TitledAddress title="Shipping address" address={order.shipping_address} />
            <TitledAddress title="Billing address" address={order.billing_address} />
            <TermList>
              <dt>Delivery window</dt>
              <dd>{deliveryWindowText(order.delivery_window.from, order.delivery_window.to)}</dd>
              <dt>Payment</dt>
              <dd>{order.payment_terms}</dd>
            </TermList>
          </Addresses>
        </Card>
      </CardColumns>
      {order.timeline && order.timeline.length > 0 && (
        <History as="section" $padding="md" aria-labelledby={historyId}>
          <h2 id={historyId}>Status history</h2>
          <ol>
            {order.timeline.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{event.status}</strong> <time dateTime={event.at}>{formatOrderTime(event.at)}</time>
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
