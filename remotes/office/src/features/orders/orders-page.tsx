import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ORDER_STATUSES, type OfficeOrderRow, type OrderStatus } from '@site/contract';
import { type Column, DataTable } from '../../lib/data-table';
import {
  DateRangeFilters,
  FilterForm,
  KeysetResults,
  SearchFilter,
  StatusFilter,
  TextFilter,
  useListFilters,
} from '../../lib/list-filters';
import { OfficePage } from '../../lib/office-page';
import { orderColumns } from '../../lib/order-columns';
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
  const { filters, cursor, apply, linkWith, goToCursor } = useListFilters(FILTERS);
  const orders = useOfficeOrders({ ...filters, status: filters.status as OrderStatus | undefined, cursor });

  return (
    <>
      <FilterForm label="Filter orders" filters={filters} onApply={apply}>
        <SearchFilter value={filters.search} placeholder="Order number, shop or mobile" />
        <StatusFilter value={filters.status} statuses={ORDER_STATUSES} />
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
                    <Link to={linkWith('status', status)} aria-current={filters.status === status ? 'true' : undefined}>
                      {status}: {page.counts[status]}
                    </Link>
                  </li>
                ))}
                {filters.status && (
                  <li>
                    <Link to={linkWith('status', undefined)}>Every status</Link>
                  </li>
                )}
              </Counts>
            </nav>
            <DataTable
              label="Orders, newest first"
              columns={ORDER_COLUMNS}
              rows={page.orders}
              rowKey={(order) => order.name}
              empty={<p role="status">No orders match.</p>}
            />
          </>
        )}
      </KeysetResults>
    </>
  );
}

const ORDER_COLUMNS: readonly Column<OfficeOrderRow>[] = [
  orderColumns.order,
  orderColumns.placed,
  { heading: 'Shop', cell: (order) => order.shop_name },
  { heading: 'Mobile', cell: (order) => order.mobile },
  { heading: 'Place', cell: (order) => `${order.city}, ${order.place_of_supply}` },
  orderColumns.total,
  orderColumns.status,
];
