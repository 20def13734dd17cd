import { ORDER_STATUSES, type OfficeOrderRow, type OrderStatus } from '@site/contract';
import { type Column, DataTable } from '../../lib/data-table';
import {
  DateRangeFilters,
  FilterForm,
  KeysetResults,
  SearchFilter,
  StatusCounts,
  StatusFilter,
  TextFilter,
  useListFilters,
} from '../../lib/list-filters';
import { OfficePage } from '../../lib/office-page';
import { orderColumns } from '../../lib/order-columns';
import { useOfficeOrders } from './orders-api';

const FILTERS = ['status', 'from', 'to', 'state', 'search'] as const;

/** /office/orders: every order, newest first, filtered and searched, a page at a time, with a count per status. */
export default function OrdersPage() {
  return <OfficePage title="Orders">{() => <OrderList />}</OfficePage>;
}

function OrderList() {
  const { filters, cursor, apply, goToCursor } = useListFilters(FILTERS);
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
            <StatusCounts label="Orders by status" statuses={ORDER_STATUSES} counts={page.counts} />
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
