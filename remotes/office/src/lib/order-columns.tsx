import { Link } from 'react-router-dom';
import { type OfficeOrderRow } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { OrderStatusBadge } from '@site/ui';
import type { Column } from '@site/ui/records';
import { formatMoment } from './format';

type OrderSummary = Pick<OfficeOrderRow, 'name' | 'transaction_date' | 'grand_total_paise' | 'status'>;

/** The columns of an order that every office list of orders shows: the orders page and a retailer's page. */
export const orderColumns = {
  order: {
    heading: 'Order',
    cell: (order) => <Link to={`/office/orders/${encodeURIComponent(order.name)}`}>{order.name}</Link>,
  },
  placed: { heading: 'Placed', cell: (order) => formatMoment(order.transaction_date) },
  total: { heading: 'Total', numeric: true, cell: (order) => formatRupees(order.grand_total_paise) },
  status: { heading: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
} satisfies Record<string, Column<OrderSummary>>;
