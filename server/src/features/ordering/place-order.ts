import { type CartSnapshot, type Language, orderingMessages, PAYMENT_TERMS, type SalesOrder } from '@site/contract';
import { type Database, isUniqueViolation, type Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import {
  buildCart,
  type CartLineRow,
  fingerprintOf,
  lineName,
  lineQuantityProblem,
  type OrderingSettings,
  type ServedCart,
  schemeView,
} from './cart';
import { type CartChange, cartChanges } from './cart-changes';

import {
  findOrder,
  ORDER_COLUMNS,
  orderEvents,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  orderView,
  withoutFlags,
} from './orders';

/**
 * Placing an order (docs/decisions/0013): the cart the retailer saw, checked against the cart now, becomes
 * a Sales Order in one transaction, once per Idempotency-Key.
 */

export type PlaceOutcome =
  | { kind: 'placed'; order: SalesOrder; created: boolean; mobile: string }
  | { kind: 'changed'; text: string; cart: ServedCart; changes: CartChange[] }
  | { kind: 'empty' }
  | { kind: 'key_reused' }
  | { kind: 'no_customer' };

export interface PlaceOrderInput {
  customerId: string;
  idempotencyKey: string;
  fingerprint: string;
  /** The cart the retailer saw, as the browser sent it back: what a refusal says changed is measured from it. */
  seen: CartSnapshot | null;
  settings: OrderingSettings;
  now: Date;
  /** The request's: the cart a refusal carries names its packs in it. */
  language: Language;
}

async function replay(db: Queryable, input: PlaceOrderInput): Promise<PlaceOutcome | null> {
  const [row] = await db.query<OrderRow & { mobile: string }>(
    `select ${ORDER_COLUMNS}, (select mobile from customers where id = $1) as mobile
     from sales_orders where customer_id = $1 and idempotency_key = $2`,
    [input.customerId, input.idempotencyKey],
  );
  if (!row) return null;
  if (row.request_hash !== input.fingerprint) return { kind: 'key_reused' };
  const [lines, events] = await Promise.all([orderLines(db, row.name, input.language), orderEvents(db, row.name)]);
  return { kind: 'placed', order: orderView(row, lines, events), created: false, mobile: row.mobile };
}

/**
 * One attempt: the cart is read and priced (its version with its lines, in one snapshot), checked, then the
 * order, its lines and the emptied cart are written by one statement that holds only while the cart's
 * version is still the one read (compare-and-set). Null when it did not: the cart changed, or another
 * request under this key placed it, meanwhile.
 */
async function attemptPlacement(db: Queryable, input: PlaceOrderInput): Promise<PlaceOutcome | null> {
  const { customerId, now } = input;
  const built = await buildCart(db, customerId, input.settings, now, {
    language: input.language,
    idempotencyKey: input.idempotencyKey,
  });
  if (!built) return { kind: 'no_customer' };
  if (built.replay) {
    // Placed before under this key: the same order again, or a refusal when the key came with another cart.
    if (built.replay.request_hash !== input.fingerprint) return { kind: 'key_reused' };
    const order = await findOrder(db, customerId, built.replay.name, input.language);
    return { kind: 'placed', order: order!, created: false, mobile: built.book.billing.phone };
  }
  if (built.lines.length === 0) return { kind: 'empty' };
  if (built.cart.fingerprint !== input.fingerprint) {
    // Only the cart its fingerprint covers counts as seen: anything else would explain a change wrongly.
    const seen = input.seen && fingerprintOf(input.seen) === input.fingerprint ? input.seen : null;
    return {
      kind: 'changed',
      text: orderingMessages.cartChanged,
      cart: built.cart,
      changes: cartChanges(seen, built.snapshot),
    };
  }
  const short = built.lines.find((line) => line.qty > line.stock_qty);
  if (short) {
    return {
      kind: 'changed',
      text: orderingMessages.outOfStock(orderingMessages.packedItem(lineName(short), short.pack_size), short.stock_qty),
      cart: built.cart,
      changes: cartChanges(built.snapshot, built.snapshot),
    };
  }
  // An item's ordering rules may have changed since its line was added: said, never fixed behind the retailer's back.
  const broken = built.lines.flatMap((line) => {
    const text = lineQuantityProblem(line);
    return text ? [{ item_code: line.item_code, field: 'rule' as const, text }] : [];
  });
  if (broken.length > 0) {
    return { kind: 'changed', text: broken[0]!.text, cart: built.cart, changes: broken };
  }

  const totals = built.priced.totals;
  const scheme = built.applied ? (({ applied: _applied, ...rest }) => rest)(schemeView(built.applied, true)) : null;
  const billing = withoutFlags(built.book.billing);
  const shipping = withoutFlags(built.shipping);
  const lines: OrderLineRow[] = built.lines.map((line: CartLineRow, index) => ({
    idx: index + 1,
    item_code: line.item_code,
    item_name: line.web_item_name,
    weight_grams: line.weight_grams,
    pack_size: line.pack_size,
    website_image: line.website_image,
    qty: line.qty,
    mrp_paise: line.mrp_paise,
    rate_paise: line.rate_paise,
    amount_paise: built.priced.lines[index]!.amount_paise,
    discount_paise: built.priced.lines[index]!.discount_paise,
    taxable_paise: built.priced.lines[index]!.taxable_paise,
    gst_paise: built.priced.lines[index]!.gst_paise,
  }));
  // The order, its lines and the emptied cart in one statement (one round trip, atomic without a
  // transaction of ours), written only if the cart is still at the version priced above.
  const [order] = await db.query<{ name: string }>(
    `with bumped as (
       update carts set version = version + 1, modified = now() where customer_id = $1 and version = $31
       returning customer_id),
     placed as (
       insert into sales_orders (name, customer_id, idempotency_key, request_hash, status, transaction_date, payment_terms,
         delivery_window, billing_address, shipping_address, place_of_supply, scheme, total_qty, subtotal_paise,
         discount_paise, taxable_paise, gst_basis_points, tax_split, cgst_paise, sgst_paise, igst_paise, grand_total_paise,
         customer_gstin)
       select 'SAL-ORD-' || to_char($5::timestamptz at time zone 'Asia/Kolkata', 'YYYY') || '-'
                 -- At least five digits, never cut: lpad alone would truncate 100000 to 10000, a name taken.
                 || (select lpad(n::text, greatest(5, length(n::text)), '0') from nextval('sales_order_number') n),
               $1, $2, $3, 'Placed', $5, $4, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $32
       from bumped
       returning name),
     line_rows as (
       insert into sales_order_items
         (parent, idx, item_code, item_name, weight_grams, pack_size, website_image, qty, mrp_paise, rate_paise, amount_paise,
          discount_paise, taxable_paise, gst_paise)
       select placed.name, u.* from placed, unnest($21::int[], $22::text[], $23::text[], $24::int[], $25::int[], $26::text[],
         $27::int[], $28::int[], $29::int[], $30::bigint[], $33::bigint[], $34::bigint[], $35::bigint[]) as u),
     -- The Quotation became the order: the cart starts empty again.
     emptied as (delete from cart_items where customer_id = $1 and exists (select from bumped))
     select name from placed`,
    [
      customerId,
      input.idempotencyKey,
      input.fingerprint,
      PAYMENT_TERMS,
      now,
      JSON.stringify(built.book.deliveryWindow),
      JSON.stringify(billing),
      JSON.stringify(shipping),
      built.shipping.state,
      scheme ? JSON.stringify(scheme) : null,
      totals.total_qty,
      totals.subtotal_paise,
      totals.discount_paise,
      totals.taxable_paise,
      built.gstBasisPoints,
      totals.tax_split,
      totals.cgst_paise,
      totals.sgst_paise,
      totals.igst_paise,
      totals.grand_total_paise,
      lines.map((line) => line.idx),
      lines.map((line) => line.item_code),
      lines.map((line) => line.item_name),
      lines.map((line) => line.weight_grams),
      lines.map((line) => line.pack_size),
      lines.map((line) => line.website_image),
      lines.map((line) => line.qty),
      lines.map((line) => line.mrp_paise),
      lines.map((line) => line.rate_paise),
      lines.map((line) => line.amount_paise),
      built.cart.version,
      built.customerGstin,
      lines.map((line) => line.discount_paise),
      lines.map((line) => line.taxable_paise),
      lines.map((line) => line.gst_paise),
    ],
  );
  if (!order) return null;
  const name = order.name;
  const row: OrderRow = {
    name,
    status: 'Placed',
    transaction_date: now,
    payment_terms: PAYMENT_TERMS,
    delivery_window: built.book.deliveryWindow,
    billing_address: billing,
    shipping_address: shipping,
    place_of_supply: built.shipping.state,
    scheme,
    ...totals,
    gst_basis_points: built.gstBasisPoints,
    request_hash: input.fingerprint,
  };
  // Stored with the catalogue's English names; answered, as the order is read, in the request's language.
  const named = lines.map((line, index) => ({ ...line, item_name: lineName(built.lines[index]!) }));
  return { kind: 'placed', order: orderView(row, named, []), created: true, mobile: built.book.billing.phone };
}

/** Placements in a row that find the cart changed before it is answered as busy (a retry then works). */
const PLACEMENT_ATTEMPTS = 5;

/**
 * Places the cart as a Sales Order, once per Idempotency-Key, without holding a lock across round trips:
 * each attempt reads and writes once (`attemptPlacement`). When its write finds the cart changed, the
 * order this key placed meanwhile (a double submit) is answered; otherwise the cart is read again, so a
 * change of figures is answered as changed (409) and a change that left them as they were is placed.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOutcome> {
  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt++) {
    let placed: PlaceOutcome | null;
    try {
      placed = await attemptPlacement(db, input);
    } catch (error) {
      // The key's unique index: a request under the same key placed it between our read and write.
      if (!isUniqueViolation(error)) throw error;
      placed = null;
    }
    if (placed) return placed;
    const replayed = await replay(db, input);
    if (replayed) return replayed;
  }
  throw new ApiError(503, 'server_error', orderingMessages.placementBusy);
}
