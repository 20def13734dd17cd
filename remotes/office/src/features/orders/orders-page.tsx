import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, ORDER_STATUSES, type OfficeOrderRow, type OrderStatus } from '@site/contract';
import { formatMoment } from '../../lib/format';
import { TableScroll } from '../../lib/layout';
import {
  ChoiceFilter,
  DateRangeFilters,
  FilterForm,
  KeysetResults,
  TextFilter,
  useListFilters,
} from '../../lib/list-filters';
import { OfficePage } from '../../lib/office-page';
import { useOfficeOrders } from './orders-api';
import { OrderStatusBadge } from '@site/ui';

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
        <TextFilter
          label="Search"
          name="search"
          type="search"
          value={filters.search}
          placeholder="Order number, shop or mobile"
        />
        <ChoiceFilter
          label="Status"
          name="status"
          value={filters.status}
          anyLabel="Every status"
          options={ORDER_STATUSES}
        />
        <DateRangeFilters from={filters.from} to={filters.to} />
        <TextFilter label="State" name="state" value={filters.state} />
      </FilterForm>
      <KeysetResults query={orders} what="orders" cursor={cursor} goToCursor={goToCursor}>
        {(page) => (
          <>
            <nav aria-label="Orders by status">
              <Counts>
                {ORDER_STATUSES.map((status) => (
                  <li key={status}>
                    <Link to={statusLink(status)} aria-current={filters.status === status ? 'true' : undefined}>
                      {status}: {page.counts[status]}
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
            {page.orders.length === 0 ? <p role="status">No orders match.</p> : <OrderTable orders={page.orders} />}
          </>
        )}
      </KeysetResults>
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
