import {
  type Address,
  type Cart,
  type CartSnapshot,
  cartSnapshotOf,
  DEFAULT_LANGUAGE,
  type Language,
  orderingMessages,
  PAN_MASALA_HSN,
  PAYMENT_TERMS,
  type Scheme,
  quantityProblem,
} from '@site/contract';
import type { Queryable } from '../../db';
import { sha256 } from '../../lib/crypto';
import {
  ADDRESS_BOOK_COLUMNS,
  type AddressBook,
  type AddressBookColumns,
  billingName,
  bookFrom,
  shippingAddressOf,
} from './addresses';
import { ITEM_COLUMNS, type ItemRow } from './catalogue';
import { priceCart, type PricedCart, type SchemeRule } from './pricing';

/**
 * The retailer's cart: ERPNext's draft Quotation of order type "Shopping Cart" (docs/decisions/0013).
 * Its lines keep the item and quantity only; every read prices them with today's catalogue, schemes and
 * GST rate (gst_rates, in effect now) through the pricing module, and fingerprints the result, so place_order can tell whether the
 * retailer saw the figures it is about to store. A read writes nothing: the browser sends back the cart
 * the retailer saw (`cartSnapshotOf`), and its fingerprint proves it is the one served. Its writes are in
 * cart-writes.ts.
 */

export interface OrderingSettings {
  companyState: string;
}

/** The GST rate (basis points) in effect at `$n`: the latest row of gst_rates from then or before. */
const gstRateSql = (param: string) =>
  `(select basis_points from gst_rates where effective_from <= ${param} order by effective_from desc limit 1)`;

/** The rate a cart priced at `at` or an order placed then uses; an error when none was in effect yet. */
function rateOrThrow(basisPoints: number | null | undefined, at: Date): number {
  if (basisPoints === null || basisPoints === undefined)
    throw new Error(`No GST rate in effect at ${at.toISOString()}`);
  return basisPoints;
}

/**
 * The GST rate in basis points (4000 for 40 %) in effect at `at`: the gst_rates row with the latest
 * `effective_from` not after it. Orders placed from a row's moment use it (docs/decisions/0018).
 */
export async function gstRateAt(db: Queryable, at: Date): Promise<number> {
  const [row] = await db.query<{ basis_points: number | null }>(`select ${gstRateSql('$1')} as basis_points`, [at]);
  return rateOrThrow(row?.basis_points, at);
}

export interface SchemeRow extends SchemeRule {
  title: string;
}

export interface CartLineRow extends ItemRow {
  qty: number;
}

/** A line's pack as the retailer reads it: its name in the cart's language, English where it has none. */
export const lineName = (line: Pick<ItemRow, 'web_item_name' | 'translated_name'>) =>
  line.translated_name ?? line.web_item_name;

/** The cart's lines' names in `$n`'s language: joined to the items as `t`, read as `translated_name`. */
const lineTranslations = (param: string) =>
  `left join website_item_translations t on t.item_code = wi.item_code and t.language = ${param}`;

export interface BuiltCart {
  cart: ServedCart;
  lines: CartLineRow[];
  book: AddressBook;
  shipping: Address;
  applied: SchemeRow | null;
  priced: PricedCart;
  snapshot: CartSnapshot;
  /** The GST rate the cart was priced at (basis points). */
  gstBasisPoints: number;
  /** The customer's GSTIN now (null: not registered), kept on an order placed from this cart. */
  customerGstin: string | null;
  /** The order already placed under the idempotency key asked about, if any. */
  replay: { name: string; request_hash: string } | null;
}

const LIVE_SCHEMES = `select name, title, discount_basis_points, max_discount_paise, min_subtotal_paise
  from promotional_schemes
  where not disabled and (valid_from is null or valid_from <= $1) and (valid_upto is null or valid_upto > $1)`;

export async function liveSchemes(db: Queryable, now: Date): Promise<SchemeRow[]> {
  return db.query<SchemeRow>(`${LIVE_SCHEMES} order by name`, [now]);
}

export const schemeView = (scheme: SchemeRow, applied: boolean): Scheme => ({
  name: scheme.name,
  title: scheme.title,
  discount_basis_points: scheme.discount_basis_points,
  max_discount_paise: scheme.max_discount_paise,
  min_subtotal_paise: scheme.min_subtotal_paise,
  applied,
});

/**
 * A cart's figures without its words: a line's name is in the language the cart was read in, and a retailer
 * who switches language between seeing the cart and placing the order placed what they saw.
 */
const figuresOf = (snapshot: CartSnapshot) => ({
  ...snapshot,
  lines: snapshot.lines.map(({ item_name: _name, ...figures }) => figures),
});

export const fingerprintOf = (snapshot: CartSnapshot) => sha256(JSON.stringify(figuresOf(snapshot))).slice(0, 32);

/** The cart as priced: a reply adds the success status (`succeeded`). */
export type ServedCart = Omit<Cart, 'status'>;

/** The cart with its fingerprint, and the snapshot the fingerprint covers. */
function fingerprinted(unsigned: Omit<ServedCart, 'fingerprint'>): { cart: ServedCart; snapshot: CartSnapshot } {
  const snapshot = cartSnapshotOf(unsigned);
  return { cart: { ...unsigned, fingerprint: fingerprintOf(snapshot) }, snapshot };
}

/** Prices `lines` for the customer's book and chosen address; with no `db` reads beyond the ones given. */
export function priceLines(
  lines: readonly CartLineRow[],
  schemes: readonly SchemeRow[],
  shipping: Pick<Address, 'state'>,
  settings: OrderingSettings,
  gstBasisPoints: number,
) {
  const priced = priceCart(lines, schemes, {
    gstBasisPoints,
    companyState: settings.companyState,
    placeOfSupply: shipping.state,
  });
  const applied = schemes.find((scheme) => scheme.name === priced.appliedScheme) ?? null;
  return { priced, applied };
}

/** How a line breaks its item's ordering rules now (they may have changed since it was added), or null. */
export const lineQuantityProblem = (line: CartLineRow) =>
  quantityProblem(
    orderingMessages.packedItem(lineName(line), line.pack_size),
    line.qty,
    line.min_order_qty,
    line.case_multiple,
  );

/**
 * `lines` priced for the goods going to `shipping` (a retailer's address, or the company's state for a
 * visitor): the cart's figures, without who it belongs to.
 */
function pricedFigures(
  lines: readonly CartLineRow[],
  schemes: readonly SchemeRow[],
  shipping: { state: string },
  settings: OrderingSettings,
  gstBasisPoints: number,
) {
  const { priced, applied } = priceLines(lines, schemes, shipping, settings, gstBasisPoints);
  const figures = {
    items: lines.map((line, index) => ({
      item_code: line.item_code,
      item_name: lineName(line),
      weight_grams: line.weight_grams,
      pack_size: line.pack_size,
      pack_label: orderingMessages.packLabel(line.pack_size),
      website_image: line.website_image,
      route: line.route,
      qty: line.qty,
      mrp_paise: line.mrp_paise,
      rate_paise: line.rate_paise,
      amount_paise: priced.lines[index]!.amount_paise,
      discount_paise: priced.lines[index]!.discount_paise,
      taxable_paise: priced.lines[index]!.taxable_paise,
      gst_paise: priced.lines[index]!.gst_paise,
      in_stock: line.qty <= line.stock_qty,
      stock_qty: line.stock_qty,
      min_order_qty: line.min_order_qty,
      case_multiple: line.case_multiple,
      quantity_problem: lineQuantityProblem(line),
    })),
    schemes: schemes.map((scheme) => schemeView(scheme, scheme.name === priced.appliedScheme)),
    totals: priced.totals,
    place_of_supply: shipping.state,
    company_state: settings.companyState,
    hsn_code: PAN_MASALA_HSN,
    payment_terms: PAYMENT_TERMS,
  };
  return { priced, applied, figures };
}

/**
 * The customer's cart priced now, its packs named in `language`; null when the customer is gone. With an
 * `idempotencyKey`, the order placed under it, if any.
 */
export async function buildCart(
  db: Queryable,
  customerId: string,
  settings: OrderingSettings,
  now: Date,
  { language = DEFAULT_LANGUAGE, idempotencyKey = null }: { language?: Language; idempotencyKey?: string | null } = {},
): Promise<BuiltCart | null> {
  // One round trip: the book, the cart, its lines, the live schemes and the order of this key, if any.
  const [state] = await db.query<
    AddressBookColumns & {
      cart: { version: number; shipping_address_name: string | null } | null;
      lines: CartLineRow[];
      schemes: SchemeRow[];
      replay: { name: string; request_hash: string } | null;
      gst_basis_points: number | null;
      gstin: string | null;
    }
  >(
    `select ${ADDRESS_BOOK_COLUMNS},
       (select row_to_json(k) from (
          select version, shipping_address_name from carts where customer_id = $1) k) as cart,
       (select coalesce(json_agg(l order by l.added_at, l.item_code), '[]'::json) from (
          select ${ITEM_COLUMNS}, t.web_item_name as translated_name, ci.qty, ci.added_at from cart_items ci
          -- An unpublished item leaves the cart as a removed line would (the fingerprint changes with it).
          join website_items wi on wi.item_code = ci.item_code and wi.published ${lineTranslations('$4')}
          where ci.customer_id = $1) l) as lines,
       (select coalesce(json_agg(p order by p.name), '[]'::json) from (${LIVE_SCHEMES.replaceAll('$1', '$2')}) p) as schemes,
       (select row_to_json(o) from (
          select name, request_hash from sales_orders where customer_id = $1 and idempotency_key = $3) o) as replay,
       ${gstRateSql('$2')} as gst_basis_points,
       (select gstin from customers where id = $1) as gstin`,
    [customerId, now, idempotencyKey, language],
  );
  const book = state ? bookFrom(customerId, state) : null;
  if (!state || !book) return null;
  const row = state.cart;
  const { lines, schemes } = state;
  const shipping = shippingAddressOf(book, row?.shipping_address_name ?? null);
  const gstBasisPoints = rateOrThrow(state.gst_basis_points, now);
  const { priced, applied, figures } = pricedFigures(lines, schemes, shipping, settings, gstBasisPoints);
  const { cart, snapshot } = fingerprinted({
    version: row?.version ?? 0,
    ...figures,
    customer_address: billingName(customerId),
    shipping_address_name: shipping.name,
    shipping_address: shipping,
  });
  return {
    cart,
    lines,
    book,
    shipping,
    applied,
    priced,
    snapshot,
    gstBasisPoints,
    customerGstin: state.gstin,
    replay: state.replay,
  };
}

/** An item and the quantity wanted of it: a visitor's browser cart's line, or an order's at reorder. */
export interface WantedLine {
  item_code: string;
  qty: number;
}

/**
 * A visitor's browser cart priced now (price_guest_cart), stored nowhere: no customer, no address, so
 * taxed at the company's state (`place_of_supply` is `company_state`, `shipping_address` null). One read.
 * `unknown`: the codes given that are no published item (the cart is then of the others).
 */
export async function priceGuestLines(
  db: Queryable,
  lines: readonly WantedLine[],
  settings: OrderingSettings,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ cart: ServedCart; unknown: Set<string> }> {
  const wanted = largestPerItem(lines);
  const [state] = await db.query<{ items: ItemRow[]; schemes: SchemeRow[]; gst_basis_points: number | null }>(
    `select
       (select coalesce(json_agg(i), '[]'::json) from (
          select ${ITEM_COLUMNS}, t.web_item_name as translated_name from website_items wi ${lineTranslations('$3')}
          where wi.item_code = any($2::text[]) and wi.published) i) as items,
       (select coalesce(json_agg(p order by p.name), '[]'::json) from (${LIVE_SCHEMES}) p) as schemes,
       ${gstRateSql('$1')} as gst_basis_points`,
    [now, [...wanted.keys()], language],
  );
  const items = new Map((state?.items ?? []).map((item) => [item.item_code, item]));
  const priced: CartLineRow[] = [];
  const unknown = new Set<string>();
  for (const [code, qty] of wanted) {
    const item = items.get(code);
    if (item) priced.push({ ...item, qty });
    else unknown.add(code);
  }
  const gstBasisPoints = rateOrThrow(state?.gst_basis_points, now);
  const { figures } = pricedFigures(
    priced,
    state?.schemes ?? [],
    { state: settings.companyState },
    settings,
    gstBasisPoints,
  );
  const { cart } = fingerprinted({
    version: 0,
    ...figures,
    customer_address: '',
    shipping_address_name: null,
    shipping_address: null,
  });
  return { cart, unknown };
}

/** One quantity per item, in the order first given: the largest given (a merge's or a guest cart's lines). */
export function largestPerItem(lines: readonly WantedLine[]): Map<string, number> {
  const largest = new Map<string, number>();
  for (const line of lines) largest.set(line.item_code, Math.max(largest.get(line.item_code) ?? 0, line.qty));
  return largest;
}
