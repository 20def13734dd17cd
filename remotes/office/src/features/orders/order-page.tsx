import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type CustomerAddress, type OfficeOrder, officeOperationsTexts, totalsRows } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { OrderStatusBadge, SpacedList, Stack, TermList } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import { CardGrid, Panel } from '../../lib/layout';
import { LoadedRecord } from '../../lib/loaded';
import { OfficePage } from '../../lib/office-page';
import { OrderTransitions } from './components/order-transitions';
import { TaxDocumentLinks } from './components/tax-document-links';
import { useOfficeOrder } from './api/orders-api';

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
  return (
    <LoadedRecord
      query={order}
      loading="Loading the order…"
      notFound={{ text: officeOperationsTexts.orderNotFound, back: '/office/orders', backLabel: 'Back to the orders' }}
    >
      {(found) => <OrderView order={found} />}
    </LoadedRecord>
  );
}

const LINE_COLUMNS: readonly Column<OfficeOrder['items'][number]>[] = [
  { heading: 'Pack', cell: (line) => `${line.item_name}, ${line.pack_label}` },
  { heading: 'Qty', numeric: true, cell: (line) => line.qty },
  { heading: 'Rate', numeric: true, cell: (line) => formatRupees(line.rate_paise) },
  { heading: 'Amount', numeric: true, cell: (line) => formatRupees(line.amount_paise) },
];

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
        <Panel>
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
        </Panel>
        <Panel>
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
        </Panel>
      </CardGrid>
      <Panel>
        <h2>Lines</h2>
        <DataTable label="Order lines" columns={LINE_COLUMNS} rows={order.items} rowKey={(line) => line.idx} />
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
      </Panel>
      <Panel>
        <h2>Timeline</h2>
        <SpacedList as="ol" $spacing="0.5rem" aria-label="Timeline, oldest first">
          {order.timeline.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <strong>{event.status}</strong> <time dateTime={event.at}>{formatMoment(event.at)}</time>{' '}
              <Muted>
                by {event.staff_email ?? 'the retailer'}
                {event.reason ? `: ${event.reason}` : ''}
              </Muted>
            </li>
          ))}
        </SpacedList>
      </Panel>
    </Stack>
  );
}
