import {
  DEFAULT_LANGUAGE,
  type Language,
  ORDER_NEXT_STATUSES,
  ORDER_STATUSES,
  type OfficeOrder,
  type OfficeOrderList,
  type orderListQuerySchema,
  type OrderStatus,
  type RetailerSummary,
  type SignedInStaff,
  site,
  type StaffOrderStatus,
  type TaxDocumentRef,
} from '@site/contract';
import { sharedMessage } from '@site/contract/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db';
import type { SmsProvider } from '../../../sms';
import {
  ORDER_COLUMNS,
  orderEvents,
  orderLines,
  type OrderRow,
  orderSummaryOf,
  type OrderSummaryRow,
  orderView,
} from '../../ordering/orders';
import { daysAndSearch, type StatusList, statusListPage } from './lists';
import { moveStatus } from './status-flow';

/**
 * The back office's orders: the list staff filter, one order with its retailer and timeline, and the
 * changes of status staff make (`moveStatus` along `ORDER_NEXT_STATUSES`): a retailer's cancel (a
 * conditional update) waits for the locked row or wins before it, never both.
 */

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** A retailer as the office shows them beside an order or in a list. */
export const RETAILER_SUMMARY_COLUMNS = `c.id as customer_id, c.full_name, c.shop_name, c.mobile,
  coalesce(a.city, '') as city, coalesce(a.state, '') as state, c.created_at, c.blocked_at is not null as blocked,
  c.gstin, c.gstin_shared`;

export interface RetailerSummaryRow extends Omit<RetailerSummary, 'created_at'> {
  created_at: Date;
}

export const retailerSummary = (row: RetailerSummaryRow): RetailerSummary => ({
  customer_id: row.customer_id,
  full_name: row.full_name,
  shop_name: row.shop_name,
  mobile: row.mobile,
  city: row.city,
  state: row.state,
  created_at: row.created_at.toISOString(),
  blocked: row.blocked,
  gstin: row.gstin,
  gstin_shared: row.gstin_shared,
});

interface ListRow extends OrderSummaryRow {
  customer_id: string | null;
  shop_name: string | null;
  mobile: string | null;
  city: string | null;
  place_of_supply: string;
}

const ORDER_LIST: StatusList<ListRow, OrderStatus, OrderListQuery> = {
  table: 'sales_orders',
  columns: `name, transaction_date, status, total_qty, grand_total_paise, customer_id,
    billing_address ->> 'address_title' as shop_name, billing_address ->> 'phone' as mobile,
    shipping_address ->> 'city' as city, place_of_supply`,
  time: 'transaction_date',
  id: 'name',
  filters: (query) => {
    const conditions = daysAndSearch('transaction_date', query);
    if (query.state) conditions.add('place_of_supply = $?', query.state);
    if (query.customer_id) conditions.add('customer_id = $?', query.customer_id);
    return conditions;
  },
  statuses: ORDER_STATUSES,
};

export async function listOfficeOrders(db: Queryable, query: OrderListQuery): Promise<Omit<OfficeOrderList, 'status'>> {
  const { page, nextCursor, counts } = await statusListPage(db, ORDER_LIST, query);
  return {
    orders: page.map((row) => ({
      ...orderSummaryOf(row),
      customer_id: row.customer_id,
      shop_name: row.shop_name ?? '',
      mobile: row.mobile ?? '',
      city: row.city ?? '',
      place_of_supply: row.place_of_supply,
    })),
    next_cursor: nextCursor,
    counts,
  };
}

/** One order as staff see it: as placed, its retailer (null once they deleted their account), its timeline. */
export async function findOfficeOrder(db: Queryable, name: string): Promise<OfficeOrder | null> {
  const [row] = await db.query<OrderRow & { customer_id: string | null }>(
    `select ${ORDER_COLUMNS}, customer_id from sales_orders where name = $1`,
    [name],
  );
  if (!row) return null;
  const [lines, events, retailers] = await Promise.all([
    orderLines(db, name, 'en'),
    orderEvents(db, name),
    row.customer_id
      ? db.query<RetailerSummaryRow>(
          `select ${RETAILER_SUMMARY_COLUMNS} from customers c left join customer_addresses a on a.customer_id = c.id
           where c.id = $1`,
          [row.customer_id],
        )
      : Promise.resolve([]),
  ]);
  const { can_cancel: _canCancel, timeline: _timeline, ...order } = orderView(row, lines, events);
  return {
    ...order,
    retailer: retailers[0] ? retailerSummary(retailers[0]) : null,
    timeline: [
      { status: 'Placed', at: row.transaction_date.toISOString(), staff_email: null, reason: null },
      ...events.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        staff_email: event.staff_email,
        reason: event.reason,
      })),
    ],
    next_statuses: [...ORDER_NEXT_STATUSES[row.status]],
  };
}

export interface StatusChange {
  name: string;
  status: StaffOrderStatus;
  /** Required to cancel (the contract's rule); kept for the others when given. */
  reason: string | null;
  staff: SignedInStaff;
  now: Date;
  /** The dispatch issues the tax invoice, a cancel after it the credit note (docs/decisions/0019). */
  documents: OrderTaxDocuments;
}

/**
 * What the office asks of an order's tax documents, given to it by the app (src/app.ts) so that the office never
 * imports invoicing: the documents a change of status issues, inside the change's transaction, and those an
 * order has.
 */
export interface OrderTaxDocuments {
  issueForStatus(
    tx: Queryable,
    change: { name: string; status: StaffOrderStatus; now: Date; staff: { id: string } },
  ): Promise<unknown>;
  ofOrder(
    db: Queryable,
    orderName: string,
  ): Promise<{ invoice: TaxDocumentRef | null; credit_note: TaxDocumentRef | null }>;
}

/** `changed` with the retailer's mobile (null once they deleted their account), `not_found` or `moved_on`. */
export async function changeOrderStatus(db: Database, change: StatusChange) {
  return moveStatus<OrderStatus, { status: OrderStatus; mobile: string | null; language: Language | null }>(
    db,
    change,
    {
      action: 'order',
      entity: 'sales_order',
      flow: ORDER_NEXT_STATUSES,
      detail: { reason: change.reason },
      lock: async (tx) =>
        (
          await tx.query<{ status: OrderStatus; mobile: string | null; language: Language | null }>(
            `select o.status, c.mobile, c.language from sales_orders o left join customers c on c.id = o.customer_id
           where o.name = $1 for update of o`,
            [change.name],
          )
        )[0],
      write: async (tx) => {
        await tx.query(
          `update sales_orders set status = $2, cancelled_at = case when $2 = 'Cancelled' then $3 else cancelled_at end
         where name = $1`,
          [change.name, change.status, change.now],
        );
        await tx.query(
          `insert into sales_order_events (order_name, status, at, staff_id, staff_email, reason)
         values ($1, $2, $3, $4, $5, $6)`,
          [change.name, change.status, change.now, change.staff.id, change.staff.email, change.reason],
        );
        await change.documents.issueForStatus(tx, change);
      },
    },
  );
}

/**
 * The retailer's SMS of a change, in their language, after its commit; a failure is logged (with the request's id) and the
 * change stands, as with the order's confirmation.
 */
export async function sendStatusSms(
  sms: SmsProvider,
  sent: { mobile: string; order: string; status: StaffOrderStatus; language: Language | null },
  log: FastifyBaseLogger,
) {
  const language = sent.language ?? DEFAULT_LANGUAGE;
  const text = sharedMessage(language, `sms.order${sent.status}`, {
    brand: site.brandName,
    order: sent.order,
    phone: site.supportPhone,
  });
  try {
    await sms.sendOrderStatus({ ...sent, language, text }, log);
  } catch (error) {
    log.error({ err: error, order: sent.order, status: sent.status }, 'order status SMS failed');
  }
}
