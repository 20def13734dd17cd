import { ORDER_STATUSES, type OfficeOrderRow, orderListQuerySchema } from '@site/contract';
import type { Column } from '@site/ui/records';
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
import { useOfficeOrders } from './api/orders-api';

/** /office/orders: every order, newest first, filtered and searched, a page at a time, with a count per status. */
export default function OrdersPage() {
  return <OfficePage title="Orders">{() => <OrderList />}</OfficePage>;
}

function OrderList() {
  const list = useListFilters(orderListQuerySchema);
  const { query } = list;
  const orders = useOfficeOrders(query);

  return (
    <>
      <FilterForm label="Filter orders" list={list}>
        <SearchFilter placeholder="Order number, shop or mobile" />
        <StatusFilter statuses={ORDER_STATUSES} />
        <DateRangeFilters />
        <TextFilter label="State" name="state" />
      </FilterForm>
      <KeysetTable
        query={orders}
        what="orders"
        label="Orders, newest first"
        above={(page) => (
          <StatusCounts label="Orders by status" statuses={ORDER_STATUSES} counts={page.counts} list={list} />
        )}
        rows={(page) => page.orders}
        columns={ORDER_COLUMNS}
        rowKey={(order) => order.name}
        list={list}
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
