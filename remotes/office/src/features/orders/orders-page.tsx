import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, ORDER_STATUSES, type OfficeOrderRow, type OrderStatus } from '@site/contract';
import { Input, Select } from '@site/ui/form';
import { formatMoment } from '../../lib/format';
import { TableScroll } from '../../lib/layout';
import { FilterField, FilterForm, KeysetPager, useListFilters } from '../../lib/list-filters';
import { OfficeError } from '../../lib/office-error';
import { OfficePage } from '../../lib/office-page';
import { OrderStatusBadge } from '../../components/order-status';
import { useOfficeOrders } from './orders-api';

const FILTERS = ['status', 'from', 'to', 'state', 'search'] as const;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  a[aria-current='true'] {
    font-weight: 700;
  }
`;

/** /office/orders: every order, newest first, filtered and searched, a page at a time, with a count per status. */
export default function OrdersPage() {
  return <OfficePage title="Orders">{() => <OrderList />}</OfficePage>;
}

function OrderList() {
  const { filters, cursor, apply, goToCursor } = useListFilters(FILTERS);
  const orders = useOfficeOrders({ ...filters, status: filters.status as OrderStatus | undefined, cursor });
  const statusLink = (status: OrderStatus | undefined) => {
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    if (status) params.set('status', status);
    else params.delete('status');
    return `?${params}`;
  };

  return (
    <>
      <FilterForm label="Filter orders" onApply={apply} key={JSON.stringify(filters)}>
        <FilterField label="Search">
          {(id) => (
            <Input
              id={id}
              name="search"
              type="search"
              $invalid={false}
              defaultValue={filters.search}
              placeholder="Order number, shop or mobile"
            />
          )}
        </FilterField>
        <FilterField label="Status">
          {(id) => (
            <Select id={id} name="status" $invalid={false} defaultValue={filters.status ?? ''}>
              <option value="">Every status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          )}
        </FilterField>
        <FilterField label="From">
          {(id) => <Input id={id} name="from" type="date" $invalid={false} defaultValue={filters.from} />}
        </FilterField>
        <FilterField label="To">
          {(id) => <Input id={id} name="to" type="date" $invalid={false} defaultValue={filters.to} />}
        </FilterField>
        <FilterField label="State">
          {(id) => <Input id={id} name="state" $invalid={false} defaultValue={filters.state} autoComplete="off" />}
        </FilterField>
      </FilterForm>
      {orders.isError && <OfficeError error={orders.error} />}
      {orders.data && (
        <>
          <nav aria-label="Orders by status">
            <Counts>
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={statusLink(status)} aria-current={filters.status === status ? 'true' : undefined}>
                    {status}: {orders.data.counts[status]}
                  </Link>
                </li>
              ))}
              {filters.status && (
                <li>
                  <Link to={statusLink(undefined)}>Every status</Link>
                </li>
              )}
            </Counts>
          </nav>
          {orders.data.orders.length === 0 ? (
            <p role="status">No orders match.</p>
          ) : (
            <OrderTable orders={orders.data.orders} />
          )}
          <KeysetPager
            label="Pages of orders"
            onFirstPage={cursor ? () => goToCursor(undefined) : null}
            nextCursor={orders.data.next_cursor}
            onNext={goToCursor}
          />
        </>
      )}
      {!orders.data && !orders.isError && <p role="status">Loading orders…</p>}
    </>
  );
}

function OrderTable({ orders }: { orders: readonly OfficeOrderRow[] }) {
  return (
    <TableScroll>
      <table aria-label="Orders, newest first">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Shop</th>
            <th scope="col">Mobile</th>
            <th scope="col">Place</th>
            <th scope="col" className="number">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.name}>
              <td>
                <Link to={`/office/orders/${encodeURIComponent(order.name)}`}>{order.name}</Link>
              </td>
              <td>{formatMoment(order.transaction_date)}</td>
              <td>{order.shop_name}</td>
              <td>{order.mobile}</td>
              <td>
                {order.city}, {order.place_of_supply}
              </td>
              <td className="number">{formatRupees(order.grand_total_paise)}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
