import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type CustomerAddress, formatRupees, type OfficeOrder, totalsRows } from '@site/contract';
import { Card, Notice, OrderStatusBadge } from '@site/ui';
import { formatMoment } from '../../lib/format';
import { CardGrid, Stack, TableScroll, TermList } from '../../lib/layout';
import { OfficeError } from '../../lib/office-error';
import { OfficePage } from '../../lib/office-page';
import { OrderTransitions } from './components/order-transitions';
import { TaxDocumentLinks } from './components/tax-document-links';
import { useOfficeOrder } from './orders-api';

const Timeline = styled.ol`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.5rem;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /office/orders/<name>: an order as placed, its retailer, its timeline, and the buttons that move it on. */
export default function OrderPage() {
  const { name = '' } = useParams();
  return <OfficePage title={`Order ${name}`}>{() => <OrderDetail name={name} />}</OfficePage>;
}

function OrderDetail({ name }: { name: string }) {
  const order = useOfficeOrder(name);
  if (order.isError) return <OfficeError error={order.error} />;
  if (order.data === undefined) return <p role="status">Loading the order…</p>;
  if (order.data === null) {
    return (
      <Notice role="alert">
        No such order. <Link to="/office/orders">Back to the orders</Link>
      </Notice>
    );
  }
  return <OrderView order={order.data} />;
}

const addressLines = (address: CustomerAddress) =>
  [address.address_line1, address.address_line2, `${address.city}, ${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');

function OrderView({ order }: { order: OfficeOrder }) {
  const { totals } = order;
  return (
    <Stack>
      <p>
        <OrderStatusBadge status={order.status} /> <Muted>placed {formatMoment(order.transaction_date)}</Muted>
      </p>
      <OrderTransitions order={order} />
      <TaxDocumentLinks order={order} />
      <CardGrid>
        <Card $padding="md">
          <h2>Retailer</h2>
          {order.retailer ? (
            <TermList>
              <dt>Name</dt>
              <dd>
                <Link to={`/office/retailers/${encodeURIComponent(order.retailer.customer_id)}`}>
                  {order.retailer.full_name}
                </Link>
                {order.retailer.blocked && ' (blocked)'}
              </dd>
              <dt>Shop</dt>
              <dd>{order.retailer.shop_name}</dd>
              <dt>Mobile</dt>
              <dd>{order.retailer.mobile}</dd>
            </TermList>
          ) : (
            <p>The retailer has deleted their account.</p>
          )}
        </Card>
        <Card $padding="md">
          <h2>Delivery</h2>
          <TermList>
            <dt>Ship to</dt>
            <dd>
              {order.shipping_address.address_title}, {addressLines(order.shipping_address)}
            </dd>
            <dt>Bill to</dt>
            <dd>
              {order.billing_address.address_title}, {addressLines(order.billing_address)}
            </dd>
            <dt>Window</dt>
            <dd>
              {order.delivery_window.from.slice(0, 5)}–{order.delivery_window.to.slice(0, 5)}
            </dd>
            <dt>Payment</dt>
            <dd>{order.payment_terms}</dd>
          </TermList>
        </Card>
      </CardGrid>
      <Card $padding="md">
        <h2>Lines</h2>
        <TableScroll>
          <table aria-label="Order lines">
            <thead>
              <tr>
                <th scope="col">Pack</th>
                <th scope="col" className="number">
                  Qty
                </th>
                <th scope="col" className="number">
                  Rate
                </th>
                <th scope="col" className="number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={line.idx}>
                  <td>
                    {line.item_name}, {line.pack_label}
                  </td>
                  <td className="number">{line.qty}</td>
                  <td className="number">{formatRupees(line.rate_paise)}</td>
                  <td className="number">{formatRupees(line.amount_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {/* The contract's rows: the grand total paid, the taxable value and GST contained in it (or, on an
            order placed while GST was added on top, added to it). */}
        <TermList>
          {totalsRows(totals, order.scheme?.title ?? null).map((row) => (
            <Fragment key={row.key}>
              <dt>{row.label}</dt>
              <dd>
                {row.paise === null ? (
                  ''
                ) : row.kind === 'grand' ? (
                  <strong>{formatRupees(row.paise)}</strong>
                ) : (
                  formatRupees(row.paise)
                )}
              </dd>
            </Fragment>
          ))}
        </TermList>
      </Card>
      <Card $padding="md">
        <h2>Timeline</h2>
        <Timeline aria-label="Timeline, oldest first">
          {order.timeline.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <strong>{event.status}</strong> <time dateTime={event.at}>{formatMoment(event.at)}</time>{' '}
              <Muted>
                by {event.staff_email ?? 'the retailer'}
                {event.reason ? `: ${event.reason}` : ''}
              </Muted>
            </li>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}
