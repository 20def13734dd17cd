import {
  type Address,
  type Language,
  type OrderEvent,
  type OrderStatus,
  orderingMessages,
  type SalesOrder,
  type Scheme,
} from '@site/contract';
import { type Database, type Queryable } from '../../db';
import { validationFailed } from '../../http/errors';
import { findItems } from './catalogue';
import { buildCart, type CartLineRow, liveSchemes, type OrderingSettings, priceLines } from './cart';
import { mergeLines } from './cart-writes';
import type { TaxSplit } from '@site/contract/money';
import type { CartTotals } from './pricing';

/**
 * Sales Orders (docs/decisions/0013): placed from the cart by one compare-and-set statement, stored with
 * their lines, totals and addresses as placed, and never priced again.
 */

type OrderAddress = Omit<Address, 'is_primary_address' | 'is_shipping_address'>;

export interface OrderRow {
  name: string;
  status: OrderStatus;
  transaction_date: Date;
  payment_terms: string;
  delivery_window: { from: string; to: string };
  billing_address: OrderAddress;
  shipping_address: OrderAddress;
  place_of_supply: string;
  scheme: Omit<Scheme, 'applied'> | null;
  total_qty: number;
  subtotal_paise: string | number;
  discount_paise: string | number;
  taxable_paise: string | number;
  gst_basis_points: number;
  tax_split: TaxSplit;
  cgst_paise: string | number;
  sgst_paise: string | number;
  igst_paise: string | number;
  grand_total_paise: string | number;
  request_hash: string;
}

export interface OrderLineRow {
  idx: number;
  item_code: string;
  item_name: string;
  weight_grams: number;
  pack_size: number;
  website_image: string;
  qty: number;
  mrp_paise: number;
  rate_paise: number;
  amount_paise: string | number;
  /** Null on orders placed while GST was added on top of the price. */
  discount_paise: string | number | null;
  taxable_paise: string | number | null;
  gst_paise: string | number | null;
}

const paiseOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export const ORDER_COLUMNS = `name, status, transaction_date, payment_terms, delivery_window, billing_address, shipping_address,
  place_of_supply, scheme, total_qty, subtotal_paise, discount_paise, taxable_paise, gst_basis_points, tax_split,
  cgst_paise, sgst_paise, igst_paise, grand_total_paise, request_hash`;

/** An address as an order keeps it: without the book's flags. */
export const withoutFlags = ({ is_primary_address: _primary, is_shipping_address: _shipping, ...address }: Address) =>
  address;

function totalsOf(row: OrderRow): CartTotals {
  return {
    total_qty: row.total_qty,
    subtotal_paise: Number(row.subtotal_paise),
    discount_paise: Number(row.discount_paise),
    taxable_paise: Number(row.taxable_paise),
    gst_basis_points: row.gst_basis_points,
    tax_split: row.tax_split,
    cgst_paise: Number(row.cgst_paise),
    sgst_paise: Number(row.sgst_paise),
    igst_paise: Number(row.igst_paise),
    grand_total_paise: Number(row.grand_total_paise),
  };
}

/** A change of an order's status after it was placed; staff changes carry who made them. */
export interface OrderEventRow {
  status: OrderStatus;
  at: Date;
  staff_email: string | null;
  reason: string | null;
}

/** The order's changes of status after placing, oldest first. */
export async function orderEvents(db: Queryable, name: string): Promise<OrderEventRow[]> {
  return db.query<OrderEventRow>(
    'select status, at, staff_email, reason from sales_order_events where order_name = $1 order by at, id',
    [name],
  );
}

/** Placed at its transaction date, then each change: what the retailer's order page shows. */
const timelineOf = (row: OrderRow, events: readonly OrderEventRow[]): OrderEvent[] => [
  { status: 'Placed', at: row.transaction_date.toISOString() },
  ...events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
];

export function orderView(row: OrderRow, lines: readonly OrderLineRow[], events: readonly OrderEventRow[]): SalesOrder {
  return {
    name: row.name,
    transaction_date: row.transaction_date.toISOString(),
    status: row.status,
    total_qty: row.total_qty,
    grand_total_paise: Number(row.grand_total_paise),
    items: lines.map((line) => ({
      idx: line.idx,
      item_code: line.item_code,
      item_name: line.item_name,
      weight_grams: line.weight_grams,
      pack_size: line.pack_size,
      pack_label: orderingMessages.packLabel(line.pack_size),
      website_image: line.website_image,
      qty: line.qty,
      mrp_paise: line.mrp_paise,
      rate_paise: line.rate_paise,
      amount_paise: Number(line.amount_paise),
      discount_paise: paiseOrNull(line.discount_paise),
      taxable_paise: paiseOrNull(line.taxable_paise),
      gst_paise: paiseOrNull(line.gst_paise),
    })),
    totals: totalsOf(row),
    scheme: row.scheme,
    billing_address: row.billing_address,
    shipping_address: row.shipping_address,
    place_of_supply: row.place_of_supply,
    payment_terms: row.payment_terms,
    delivery_window: row.delivery_window,
    can_cancel: row.status === 'Placed',
    timeline: timelineOf(row, events),
  };
}

/**
 * An order's lines. Each pack is named in `language` where the catalogue has that translation; English (and a
 * pack without one) reads the name it was placed with, the invoice's.
 */
export async function orderLines(db: Queryable, name: string, language: Language): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(
    `select idx, i.item_code, coalesce(t.web_item_name, i.item_name) as item_name, weight_grams, pack_size,
       website_image, qty, mrp_paise, rate_paise, amount_paise, discount_paise, taxable_paise, gst_paise
     from sales_order_items i
     left join website_item_translations t on t.item_code = i.item_code and t.language = $2
     where parent = $1 order by idx`,
    [name, language],
  );
}

/** One of the customer's orders, its packs named in `language`, or null (another customer's order is not found either). */
export async function findOrder(
  db: Queryable,
  customerId: string,
  name: string,
  language: Language,
): Promise<SalesOrder | null> {
  const [row] = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from sales_orders where customer_id = $1 and name = $2`,
    [customerId, name],
  );
  if (!row) return null;
  const [lines, events] = await Promise.all([orderLines(db, row.name, language), orderEvents(db, row.name)]);
  return orderView(row, lines, events);
}

/** The columns of an order's line in a list. */
export interface OrderSummaryRow {
  name: string;
  transaction_date: Date;
  status: OrderStatus;
  total_qty: number;
  grand_total_paise: string | number;
}

/** An order as a list shows it, to its retailer and in the office. */
export const orderSummaryOf = (row: OrderSummaryRow) => ({
  name: row.name,
  transaction_date: row.transaction_date.toISOString(),
  status: row.status,
  total_qty: row.total_qty,
  grand_total_paise: Number(row.grand_total_paise),
});

export async function listOrders(db: Queryable, customerId: string, start: number, pageLength: number) {
  const rows = await db.query<OrderSummaryRow & { total_count: number }>(
    `select name, transaction_date, status, total_qty, grand_total_paise, count(*) over ()::int as total_count
     from sales_orders where customer_id = $1 order by transaction_date desc, name desc limit $2 offset $3`,
    [customerId, pageLength, start],
  );
  const total =
    rows[0]?.total_count ??
    (start > 0
      ? ((
          await db.query<{ n: number }>('select count(*)::int as n from sales_orders where customer_id = $1', [
            customerId,
          ])
        )[0]?.n ?? 0)
      : 0);
  return {
    orders: rows.map(orderSummaryOf),
    total_count: total,
  };
}

/**
 * 'cancelled', 'not_cancellable' (no longer Placed) or 'not_found'. One conditional update: a staff change
 * holding the order's row waits it out, so of a cancel and a confirmation at once exactly one wins.
 */
export async function cancelOrder(db: Database, customerId: string, name: string, now: Date) {
  const [cancelled] = await db.query<{ name: string }>(
    `with cancelled as (
       update sales_orders set status = 'Cancelled', cancelled_at = $3
       where customer_id = $1 and name = $2 and status = 'Placed' returning name),
     event as (insert into sales_order_events (order_name, status, at) select name, 'Cancelled', $3 from cancelled)
     select name from cancelled`,
    [customerId, name, now],
  );
  if (cancelled) return 'cancelled' as const;
  const [exists] = await db.query('select 1 from sales_orders where customer_id = $1 and name = $2', [
    customerId,
    name,
  ]);
  return exists ? ('not_cancellable' as const) : ('not_found' as const);
}

/**
 * Reorder: the order's lines into the cart (each at least the order's quantity), at today's prices;
 * the figures of those lines today beside the order's as placed.
 */
export async function reorder(
  db: Database,
  customerId: string,
  name: string,
  settings: OrderingSettings,
  now: Date,
  language: Language,
) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, customerId, name, language);
    if (!order) return { kind: 'not_found' as const };
    const today = await findItems(
      tx,
      order.items.map((line) => line.item_code),
    );
    const available = order.items.filter((line) => today.has(line.item_code));
    if (!(await mergeLines(tx, customerId, available))) throw validationFailed({}, orderingMessages.itemsInvalid);
    const built = await buildCart(tx, customerId, settings, now, { language });
    if (!built) return { kind: 'not_found' as const };
    const todayLines: CartLineRow[] = available.map((line) => ({ ...today.get(line.item_code)!, qty: line.qty }));
    const { priced } = priceLines(
      todayLines,
      await liveSchemes(tx, now),
      built.shipping,
      settings,
      built.gstBasisPoints,
    );
    return {
      kind: 'done' as const,
      built,
      placed: order.grand_total_paise,
      today: priced.totals.grand_total_paise,
      lines: order.items.map((line) => ({
        item_code: line.item_code,
        qty: line.qty,
        placed_rate_paise: line.rate_paise,
        today_rate_paise: today.get(line.item_code)?.rate_paise ?? null,
      })),
      unavailable: order.items.filter((line) => !today.has(line.item_code)).map((line) => line.item_code),
    };
  });
}
