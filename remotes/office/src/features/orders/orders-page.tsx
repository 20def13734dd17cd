import { ORDER_STATUSES, type OfficeOrderRow, type OrderStatus } from '@site/contract';
import type { Column } from '../../lib/data-table';
import { KeysetTable } from '../../lib/keyset-table';
import {
  DateRangeFilters,
  FilterForm,
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
      <KeysetTable
        query={orders}
        what="orders"
        label="Orders, newest first"
        above={(page) => <StatusCounts label="Orders by status" statuses={ORDER_STATUSES} counts={page.counts} />}
        rows={(page) => page.orders}
        columns={ORDER_COLUMNS}
        rowKey={(order) => order.name}
        cursor={cursor}
        goToCursor={goToCursor}
      />
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
