import { Writable } from 'node:stream';
import {
  type Cart,
  cartSnapshotOf,
  createAddressFormSchema,
  FEATURED_ITEM_CODE,
  fieldErrors,
  METHOD_PREFIX,
  orderingMessages,
  orderingMethodPaths,
  type SalesOrder,
  type WebsiteItem,
} from '@site/contract';
import { SAMPLE_CART, SAMPLE_CATALOGUE } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { suiteServer, testDatabases, type TestServer } from '../../../test/harness';
import { type Customer, registerAndLogin, suiteRetailer, tokenHeader } from '../../../test/customers';
import { SAMPLE_CART_LINES, SAMPLE_CART_TOTALS } from '../../../test/sample-cart';
import type { Database } from '../../db';
import { gstRateAt } from './cart';
import { placeOrder } from './place-order';

type Name = keyof typeof orderingMethodPaths;

// A PGlite server starts in seconds, but in tens of them on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

interface CallOptions {
  as?: Customer;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call of an ordering method as our pages make it (GET without a body, POST with JSON). */
function call(server: TestServer, name: Name, options: CallOptions = {}) {
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = { ...(options.as ? tokenHeader(options.as.login) : {}), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return server.request(`${METHOD_PREFIX}/${orderingMethodPaths[name]}${search}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

const address = (overrides: Record<string, unknown> = {}) => ({
  shopName: 'Ravi Stores Godown',
  address1: '4 Market Yard',
  address2: 'Gate 2',
  city: 'Ahmedabad',
  state: 'Gujarat',
  country: 'India',
  pincode: '380001',
  ...overrides,
});

/** A guest cart whose second line names no item of the catalogue. */
const CART_WITH_AN_UNKNOWN_ITEM = {
  items: [
    { item_code: 'suvasa-2g-12', qty: 1 },
    { item_code: 'sample-2g-48', qty: 1 },
  ],
};

let keys = 0;
const newKey = () => `order-${Date.now()}-${++keys}`;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`ordering (${database.label})`, () => {
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // The GST rate is the seeded gst_rates row (40 %): prices include it (docs/decisions/0018).
    const server = suiteServer(database, { LOG_LEVEL: 'info' }, () => ({ logStream }));
    // Maharashtra: another state than the company's (Gujarat), so IGST.
    const a = suiteRetailer(server);
    const b = suiteRetailer(server);

    const cartOf = async (who: Customer): Promise<Cart> =>
      (await call(server, 'getCartQuotation', { as: who })).body.message;
    const setLine = (who: Customer, item_code: string, qty: number) =>
      call(server, 'updateCart', { as: who, body: { item_code, qty } });
    const emptyCart = async (who: Customer) => {
      for (const line of (await cartOf(who)).items) await setLine(who, line.item_code, 0);
    };
    const sampleCart = async (who: Customer) => {
      await emptyCart(who);
      await setLine(who, 'suvasa-2g-48', 2);
      await setLine(who, 'suvasa-4g-24', 2);
      return (await setLine(who, 'suvasa-2g-12', 4)).body.message as Cart;
    };
    /** place_order as the browser sends it: the fingerprint of the cart the retailer saw, and that cart. */
    const place = (who: Customer, seen: Cart, key = newKey()) =>
      call(server, 'placeOrder', {
        as: who,
        body: { cart_fingerprint: seen.fingerprint, seen_cart: cartSnapshotOf(seen) },
        headers: { 'idempotency-key': key },
      });

    describe('catalogue', () => {
      it('lists both products in packs of 12, 24 and 48, with the seed figures in paise', async () => {
        const reply = await call(server, 'getProductFilterData');
        expect(reply.status).toBe(200);
        const { items, items_count, filters } = reply.body.message;
        expect(items_count).toBe(6);
        expect(filters).toEqual({
          pack_size: [12, 24, 48],
          weight_grams: [2, 4],
          variant_of: ['suvasa-2g', 'suvasa-4g'],
        });
        const featured = items.find((item: any) => item.item_code === FEATURED_ITEM_CODE);
        expect(featured).toMatchObject({
          web_item_name: 'Suvasa Pan Masala 2g',
          pack_label: 'Pack of 48',
          mrp_paise: 65_000,
          rate_paise: 48_000,
          discount_basis_points: 2615,
          in_stock: true,
          route: 'product-details',
          hsn_code: '21069020',
        });
        expect(featured.nutrition[0]).toEqual({ nutrient: 'Energy', value: 411.06, unit: 'kcal' });
      });

      it('is the catalogue the browser tests use (SAMPLE_CATALOGUE), item by item, stock aside', async () => {
        const { items } = (await call(server, 'getProductFilterData')).body.message as { items: WebsiteItem[] };
        const withoutStock = ({ stock_qty: _stock, ...item }: WebsiteItem) => item;
        expect(items.map(withoutStock)).toEqual(SAMPLE_CATALOGUE.map(withoutStock));
      });

      it('filters by product, pack and words, and pages', async () => {
        const args = (query_args: unknown) =>
          call(server, 'getProductFilterData', { query: { query_args: JSON.stringify(query_args) } });
        const fourGram = (await args({ field_filters: { variant_of: 'suvasa-4g' } })).body.message;
        expect(fourGram.items.map((item: any) => item.item_code)).toEqual([
          'suvasa-4g-48',
          'suvasa-4g-24',
          'suvasa-4g-12',
        ]);
        const packs = (await args({ attribute_filters: { pack_size: [12] } })).body.message;
        expect(packs.items.map((item: any) => item.item_code).sort()).toEqual(['suvasa-2g-12', 'suvasa-4g-12']);
        expect((await args({ search: 'larger 4 g' })).body.message.items_count).toBe(3);
        expect((await args({ search: '100%_' })).body.message.items_count).toBe(0);
        const page = (await args({ start: 4, page_length: 4 })).body.message;
        expect({ n: page.items.length, count: page.items_count }).toEqual({ n: 2, count: 6 });
      });

      it('refuses query_args that are not its JSON object, naming the field', async () => {
        for (const query_args of [
          '{',
          '[1]',
          '"x"',
          JSON.stringify({ colour: 'red' }),
          JSON.stringify({ start: -1 }),
        ]) {
          const reply = await call(server, 'getProductFilterData', { query: { query_args } });
          expect(reply.status, query_args).toBe(417);
          expect(Object.keys(reply.body.message.errors).length).toBeGreaterThan(0);
        }
        const nul = await call(server, 'getProductFilterData', {
          query: { query_args: JSON.stringify({ search: 'a\u0000' }) },
        });
        expect(nul.status).toBe(417);
      });

      it('gets one item, 404 for an unknown one', async () => {
        const item = await call(server, 'getItem', { query: { item_code: 'suvasa-4g-12' } });
        expect(item.body.message.product_info).toMatchObject({ pack_size: 12, rate_paise: 30_000, mrp_paise: 40_000 });
        expect((await call(server, 'getItem', { query: { item_code: 'sample-2g-48' } })).status).toBe(404);
        expect((await call(server, 'getItem')).status).toBe(417);
      });
    });

    describe('cart', () => {
      it("prices the seed's sample cart GST included: 2640 − 100 = 2540 paid, 1814.28 + 725.72 IGST inside", async () => {
        const cart = await sampleCart(a);
        expect(cart.items.map((line) => [line.item_code, line.qty, line.rate_paise, line.amount_paise])).toEqual([
          ['suvasa-2g-48', 2, 48_000, 96_000],
          ['suvasa-4g-24', 2, 60_000, 120_000],
          ['suvasa-2g-12', 4, 12_000, 48_000],
        ]);
        expect(cart.totals).toEqual(SAMPLE_CART_TOTALS);
        expect(
          cart.items.map(({ amount_paise, discount_paise, taxable_paise, gst_paise }) => ({
            amount_paise,
            discount_paise,
            taxable_paise,
            gst_paise,
          })),
        ).toEqual(SAMPLE_CART_LINES);
        expect(cart.items.map((line) => line.quantity_problem)).toEqual([null, null, null]);
        expect(cart.schemes).toEqual(SAMPLE_CART.schemes);
        expect(cart.place_of_supply).toBe('Maharashtra');
        expect(cart.shipping_address?.address_type).toBe('Billing');
      });

      it('reads the cart without writing anything, the same cart for every read', async () => {
        const who = await registerAndLogin(server);
        const carts = async () =>
          (
            await server.app.db.query<{ row: unknown }>(
              'select row_to_json(c) as row from carts c where customer_id = $1',
              [who.customerId],
            )
          ).map(({ row }) => row);
        expect(await carts()).toEqual([]);
        const first = await cartOf(who);
        expect(await carts()).toEqual([]);
        await setLine(who, 'suvasa-2g-12', 1);
        const stored = await carts();
        const [read, again] = [await cartOf(who), await cartOf(who)];
        expect(await carts()).toEqual(stored);
        expect(again).toEqual(read);
        expect(read.fingerprint).not.toBe(first.fingerprint);
      });

      it('removes a line at qty 0 and refuses bad lines with a clear error, writing nothing', async () => {
        await sampleCart(a);
        const before = await cartOf(a);
        const removed = (await setLine(a, 'suvasa-2g-12', 0)).body.message as Cart;
        expect(removed.items.map((line) => line.item_code)).toEqual(['suvasa-2g-48', 'suvasa-4g-24']);
        expect(removed.version).toBe(before.version + 1);
        const bad = [
          [{ item_code: 'nope', qty: 1 }, { item_code: orderingMessages.unknownItem }],
          [{ item_code: 'suvasa-2g-12', qty: 1.5 }, { qty: orderingMessages.qtyInvalid }],
          [{ item_code: 'suvasa-2g-12', qty: -1 }, { qty: orderingMessages.qtyInvalid }],
          [{ item_code: 'suvasa-2g-12', qty: '2' }, { qty: orderingMessages.qtyInvalid }],
          [{ item_code: 'suvasa-2g-12', qty: 10_000 }, { qty: orderingMessages.qtyInvalid }],
          [{ item_code: 'suvasa-2g-12', qty: 1, colour: 'red' }, { colour: 'Unknown field: colour.' }],
        ] as const;
        for (const [body, errors] of bad) {
          const reply = await call(server, 'updateCart', { as: a, body });
          expect(reply.status, JSON.stringify(body)).toBe(417);
          expect(reply.body.message.errors).toEqual(errors);
        }
        expect((await cartOf(a)).version).toBe(removed.version);
        expect((await call(server, 'updateCart', { body: { item_code: 'suvasa-2g-12', qty: 1 } })).status).toBe(401);
      });

      it("merges the visitor's cart at login: each line at the larger quantity, a retry changes nothing", async () => {
        await emptyCart(b);
        await setLine(b, 'suvasa-2g-48', 3);
        const guest = {
          items: [
            { item_code: 'suvasa-2g-48', qty: 1 },
            { item_code: 'suvasa-4g-12', qty: 2 },
          ],
        };
        const merged = (await call(server, 'mergeGuestCart', { as: b, body: guest })).body.message as Cart;
        const lines = (cart: Cart) => cart.items.map((line) => [line.item_code, line.qty]);
        expect(lines(merged)).toEqual([
          ['suvasa-2g-48', 3],
          ['suvasa-4g-12', 2],
        ]);
        const again = (await call(server, 'mergeGuestCart', { as: b, body: guest })).body.message as Cart;
        expect(lines(again)).toEqual(lines(merged));
        const unknown = await call(server, 'mergeGuestCart', { as: b, body: CART_WITH_AN_UNKNOWN_ITEM });
        expect(unknown.status).toBe(417);
        expect(unknown.body.message.errors).toEqual({ 'items.1.item_code': orderingMessages.unknownItem });
        expect(lines(await cartOf(b))).toEqual(lines(merged));
      });

      it("prices a visitor's browser cart without a login, storing nothing: taxed at the company state", async () => {
        const before = (await cartOf(a)).version;
        const guest = {
          items: [
            { item_code: 'suvasa-2g-48', qty: 2 },
            { item_code: 'suvasa-4g-24', qty: 2 },
            { item_code: 'suvasa-2g-12', qty: 4 },
            { item_code: 'suvasa-2g-48', qty: 1 },
          ],
        };
        const reply = await call(server, 'priceGuestCart', { body: guest });
        expect(reply.status).toBe(200);
        const cart = reply.body.message as Cart;
        expect(cart.items.map((line) => [line.item_code, line.qty, line.amount_paise, line.pack_label])).toEqual([
          ['suvasa-2g-48', 2, 96_000, 'Pack of 48'],
          ['suvasa-4g-24', 2, 120_000, 'Pack of 24'],
          ['suvasa-2g-12', 4, 48_000, 'Pack of 12'],
        ]);
        // The sample cart's figures, the GST split in two halves: the goods stay in the company's state.
        expect(cart.totals).toEqual({
          ...SAMPLE_CART_TOTALS,
          tax_split: 'intra_state',
          cgst_paise: 36_286,
          sgst_paise: 36_286,
          igst_paise: 0,
        });
        expect(cart.schemes.map((scheme) => [scheme.name, scheme.applied])).toEqual([['SCHEME-10-UPTO-100', true]]);
        expect(cart).toMatchObject({
          version: 0,
          customer_address: '',
          shipping_address_name: null,
          shipping_address: null,
          place_of_supply: cart.company_state,
        });
        const empty = (await call(server, 'priceGuestCart', { body: { items: [] } })).body.message as Cart;
        expect({ items: empty.items, total: empty.totals.grand_total_paise }).toEqual({ items: [], total: 0 });

        const unknown = await call(server, 'priceGuestCart', { body: CART_WITH_AN_UNKNOWN_ITEM });
        expect(unknown.status).toBe(417);
        expect(unknown.body.message.errors).toEqual({ 'items.1.item_code': orderingMessages.unknownItem });
        const zero = await call(server, 'priceGuestCart', { body: { items: [{ item_code: 'suvasa-2g-12', qty: 0 }] } });
        expect(zero.body.message.errors).toEqual({ 'items.0.qty': orderingMessages.guestQtyInvalid });
        // From another site's form (a simple request): refused like every other POST.
        const simple = await server.request(`${METHOD_PREFIX}/${orderingMethodPaths.priceGuestCart}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(guest),
        });
        expect(simple.status).toBe(400);
        expect((await cartOf(a)).version).toBe(before);
      });
    });

    describe('address book', () => {
      it("starts with the profile's billing address, makes the first shipping address the default", async () => {
        const who = await registerAndLogin(server);
        const list = async () => (await call(server, 'getAddresses', { as: who })).body.message.addresses;
        expect(await list()).toEqual([
          expect.objectContaining({
            address_type: 'Billing',
            address_title: who.form.shopName,
            state: 'Maharashtra',
            phone: who.form.mobile,
            is_primary_address: true,
          }),
        ]);
        const first = (await call(server, 'createAddress', { as: who, body: address() })).body.message.address;
        const second = (await call(server, 'createAddress', { as: who, body: address({ city: 'Surat' }) })).body.message
          .address;
        expect([first.is_shipping_address, second.is_shipping_address]).toEqual([true, false]);
        // The cart goes to the default shipping address: Gujarat, the company's state, so CGST + SGST.
        await setLine(who, 'suvasa-2g-48', 1);
        const cart = await cartOf(who);
        expect(cart.shipping_address_name).toBe(first.name);
        // ₹480 − ₹48 = ₹432 paid: 432 ⁄ 1.4 = ₹308.57 taxable, ₹123.43 GST, the odd paisa on CGST.
        expect(cart.totals).toMatchObject({
          tax_split: 'intra_state',
          taxable_paise: 30_857,
          cgst_paise: 6_172,
          sgst_paise: 6_171,
          igst_paise: 0,
          grand_total_paise: 43_200,
        });

        const third = (await call(server, 'createAddress', { as: who, body: address({ is_default: true }) })).body
          .message.address;
        expect(
          (await list()).filter((entry: any) => entry.is_shipping_address).map((entry: any) => entry.name),
        ).toEqual([third.name]);
        expect((await call(server, 'deleteAddress', { as: who, body: { name: third.name } })).status).toBe(200);
        expect(
          (await list()).filter((entry: any) => entry.is_shipping_address).map((entry: any) => entry.name),
        ).toEqual([first.name]);
        const billing = (await list())[0];
        const refused = await call(server, 'deleteAddress', { as: who, body: { name: billing.name } });
        expect(refused.status).toBe(417);
        expect(refused.body.message.text).toBe(orderingMessages.billingNotDeletable);
      });

      it('validates with the create-address form rules and messages, saving nothing', async () => {
        const who = await registerAndLogin(server);
        const broken = address({ shopName: ' ', pincode: '12345', state: '' });
        const reply = await call(server, 'createAddress', { as: who, body: broken });
        expect(reply.status).toBe(417);
        expect(reply.body.message.errors).toEqual(fieldErrors(createAddressFormSchema, broken));
        expect(reply.body.message.errors).toEqual({
          shopName: 'Shop Name is required',
          state: 'Please Select your state',
          pincode: 'Pincode must be exactly 10 digits',
        });
        const long = await call(server, 'createAddress', { as: who, body: address({ address1: 'x'.repeat(201) }) });
        expect(long.status).toBe(417);
        expect((await call(server, 'getAddresses', { as: who })).body.message.addresses).toHaveLength(1);
      });

      it("edits the billing address as the profile's own record", async () => {
        const who = await registerAndLogin(server);
        const [billing] = (await call(server, 'getAddresses', { as: who })).body.message.addresses;
        const edit = address({ name: billing.name, shopName: 'Ravi Mega Mart', city: 'Nashik', state: 'Maharashtra' });
        expect((await call(server, 'updateAddress', { as: who, body: edit })).status).toBe(200);
        const detail = await server.method(
          'getCustomerDetail',
          { customer_id: who.customerId },
          { headers: tokenHeader(who.login) },
        );
        expect(detail.body.message.shop_name).toBe('Ravi Mega Mart');
        expect(detail.body.message.customer_address).toMatchObject({ city: 'Nashik', address_line1: '4 Market Yard' });
      });

      it("never reaches another retailer's addresses", async () => {
        const owner = await registerAndLogin(server);
        const theirs = (await call(server, 'createAddress', { as: owner, body: address() })).body.message.address;
        const [theirBilling] = (await call(server, 'getAddresses', { as: owner })).body.message.addresses;
        for (const name of [theirs.name, theirBilling.name]) {
          expect((await call(server, 'updateAddress', { as: a, body: address({ name, city: 'Taken' }) })).status).toBe(
            404,
          );
          expect((await call(server, 'deleteAddress', { as: a, body: { name } })).status).toBe(404);
          expect(
            (await call(server, 'updateCartAddress', { as: a, body: { address_type: 'shipping', address_name: name } }))
              .status,
          ).toBe(404);
        }
        expect((await call(server, 'getAddresses', { as: owner })).body.message.addresses).toHaveLength(2);
      });
    });

    describe('place_order', () => {
      it('places the cart once per Idempotency-Key, stores it as placed and texts the retailer', async () => {
        const cart = await sampleCart(a);
        const key = newKey();
        const [first, second] = await Promise.all([place(a, cart, key), place(a, cart, key)]);
        expect([first.status, second.status]).toEqual([200, 200]);
        const order = first.body.message.sales_order;
        expect(second.body.message.sales_order).toEqual(order);
        expect(order.name).toMatch(/^SAL-ORD-\d{4}-\d{5}$/);
        expect(order).toMatchObject({
          status: 'Placed',
          can_cancel: true,
          payment_terms: 'Cash on delivery',
          grand_total_paise: 254_000,
          place_of_supply: 'Maharashtra',
          delivery_window: { from: '10:00:00', to: '17:00:00' },
          scheme: { name: 'SCHEME-10-UPTO-100', discount_basis_points: 1000, max_discount_paise: 10_000 },
        });
        expect(order.totals).toEqual(cart.totals);
        expect(order.items.map((line: any) => [line.idx, line.item_code, line.qty, line.amount_paise])).toEqual([
          [1, 'suvasa-2g-48', 2, 96_000],
          [2, 'suvasa-4g-24', 2, 120_000],
          [3, 'suvasa-2g-12', 4, 48_000],
        ]);
        // Each line keeps its share of the scheme and the tax in what is left, as the cart showed them.
        expect(
          order.items.map(({ amount_paise, discount_paise, taxable_paise, gst_paise }: any) => ({
            amount_paise,
            discount_paise,
            taxable_paise,
            gst_paise,
          })),
        ).toEqual(SAMPLE_CART_LINES);
        const stored = await server.app.db.query<{ discount_paise: string; taxable_paise: string; gst_paise: string }>(
          'select discount_paise, taxable_paise, gst_paise from sales_order_items where parent = $1 order by idx',
          [order.name],
        );
        expect(stored.map((line) => Number(line.taxable_paise) + Number(line.gst_paise))).toEqual(
          SAMPLE_CART_LINES.map((line) => line.amount_paise - line.discount_paise),
        );
        const read = (await call(server, 'getSalesOrder', { as: a, query: { name: order.name } })).body.message;
        expect(read.sales_order.items).toEqual(order.items);
        const [rows] = await server.app.db.query<{ n: number }>(
          'select count(*)::int as n from sales_orders where idempotency_key = $1',
          [key],
        );
        expect(rows!.n).toBe(1);
        // The cart is empty again; the same key later still answers the same order.
        expect((await cartOf(a)).items).toEqual([]);
        expect((await place(a, cart, key)).body.message.sales_order.name).toBe(order.name);
        // Another key for the same click: nothing left to order.
        const again = await place(a, cart);
        expect(again.status).toBe(417);
        expect(again.body.message.text).toBe(orderingMessages.cartEmpty);
        await expect
          .poll(() => logLines.some((line) => line.includes(order.name) && line.includes('order SMS')))
          .toBe(true);
        const sms = JSON.parse(logLines.find((line) => line.includes(order.name) && line.includes('order SMS'))!);
        expect(sms.sms).toEqual({
          to: `******${a.form.mobile.slice(-4)}`,
          text: `Suvasa: your order ${order.name} for ₹2,540.00 is placed. Pay on delivery.`,
        });
        // The development outbox holds it beside the codes, once, with no code.
        const outbox = await server.request<{ message: { text: string; otp: string | null }[] }>(
          `/api/dev/sms-outbox?phone_no=${a.form.mobile}`,
        );
        const confirmations = outbox.body.message.filter((entry) => entry.text.includes(order.name));
        expect(confirmations).toEqual([expect.objectContaining({ text: sms.sms.text, otp: null })]);
      });

      it('writes the order only while the cart is as it was read: a change in between is read again', async () => {
        /** The database as placement sees it, with `change` run once, right after placement read the cart. */
        const changedAfterRead = (change: string): Database => {
          let pending = true;
          return {
            ...server.app.db,
            async query<Row extends object>(sql: string, params?: readonly unknown[]) {
              const rows = await server.app.db.query<Row>(sql, params);
              if (pending && sql.includes('as replay')) {
                pending = false;
                await server.app.db.query(change, [a.login.customer_id]);
              }
              return rows;
            },
          };
        };
        const input = (seen: Cart) => ({
          customerId: a.login.customer_id,
          idempotencyKey: newKey(),
          fingerprint: seen.fingerprint,
          seen: cartSnapshotOf(seen),
          settings: server.config.ordering,
          now: new Date(),
          language: 'en' as const,
        });

        // Another request touched the cart but left its figures: placed, as it is.
        const cart = await sampleCart(a);
        const placed = await placeOrder(
          changedAfterRead('update carts set version = version + 1 where customer_id = $1'),
          input(cart),
        );
        expect(placed).toMatchObject({ kind: 'placed', created: true });
        if (placed.kind !== 'placed') throw new Error('not placed');
        expect(placed.order.totals).toEqual(cart.totals);

        // Another request changed a quantity: nothing placed, the new figures answered.
        const again = await sampleCart(a);
        const changed = await placeOrder(
          changedAfterRead(
            `with bumped as (update carts set version = version + 1 where customer_id = $1)
             update cart_items set qty = 5 where customer_id = $1 and item_code = 'suvasa-2g-48'`,
          ),
          input(again),
        );
        expect(changed).toMatchObject({ kind: 'changed' });
        if (changed.kind !== 'changed') throw new Error('not refused');
        expect(changed.cart.items.find((line) => line.item_code === 'suvasa-2g-48')?.qty).toBe(5);
        expect((await cartOf(a)).items.length).toBe(3);
      });

      it('names the packs in the language asked for, and places a cart seen in another language', async () => {
        const english = await sampleCart(a);
        const gujarati = await call(server, 'getCartQuotation', { as: a, headers: { 'accept-language': 'gu' } });
        const seen = gujarati.body.message as Cart;
        expect(seen.items.map((line) => line.item_name)).toEqual([
          'Suvasa પાન મસાલા 2 ગ્રામ',
          'Suvasa પાન મસાલા 4 ગ્રામ',
          'Suvasa પાન મસાલા 2 ગ્રામ',
        ]);
        const guest = await call(server, 'priceGuestCart', {
          body: { items: [{ item_code: 'suvasa-4g-24', qty: 1 }] },
          headers: { 'accept-language': 'hi' },
        });
        expect(guest.body.message.items[0].item_name).toBe('Suvasa पान मसाला 4 ग्राम');
        // The figures are the same whatever the words: seen in Gujarati, placed from an English page.
        expect(seen.fingerprint).toBe(english.fingerprint);
        const placed = await place(a, seen);
        expect(placed.status).toBe(200);
        // The order keeps the catalogue's English names, its invoice's, and is read in the reader's language.
        const order = placed.body.message.sales_order as SalesOrder;
        const names = (read: SalesOrder) => read.items.map((line) => line.item_name);
        expect(names(order)).toEqual(english.items.map((line) => line.item_name));
        const stored = await server.app.db.query<{ item_name: string }>(
          'select item_name from sales_order_items where parent = $1 order by idx',
          [order.name],
        );
        expect(stored.map((line) => line.item_name)).toEqual(names(order));
        const readIn = async (language: string) =>
          (
            await call(server, 'getSalesOrder', {
              as: a,
              query: { name: order.name },
              headers: { 'accept-language': language },
            })
          ).body.message.sales_order as SalesOrder;
        expect(names(await readIn('gu'))).toEqual(seen.items.map((line) => line.item_name));
        expect(names(await readIn('en'))).toEqual(names(order));
      });

      it('answers an order placed from a Hindi page with its packs named in Hindi', async () => {
        await sampleCart(a);
        const hindi = (await call(server, 'getCartQuotation', { as: a, headers: { 'accept-language': 'hi' } })).body
          .message as Cart;
        const placed = await call(server, 'placeOrder', {
          as: a,
          body: { cart_fingerprint: hindi.fingerprint, seen_cart: cartSnapshotOf(hindi) },
          headers: { 'idempotency-key': newKey(), 'accept-language': 'hi' },
        });
        expect(placed.status).toBe(200);
        expect((placed.body.message.sales_order as SalesOrder).items.map((line) => line.item_name)).toEqual(
          hindi.items.map((line) => line.item_name),
        );
        expect(hindi.items[0]!.item_name).toBe('Suvasa पान मसाला 2 ग्राम');
      });

      it('refuses a missing key, a key of another cart, and a stale fingerprint with the new figures', async () => {
        const cart = await sampleCart(a);
        const noKey = await call(server, 'placeOrder', { as: a, body: { cart_fingerprint: cart.fingerprint } });
        expect(noKey.status).toBe(400);
        expect(noKey.body.message.text).toBe(orderingMessages.idempotencyKeyRequired);

        // The price of a pack changes after the retailer saw the cart (to an odd paise amount: shown as money).
        await server.app.db.query(`update website_items set rate_paise = 50050 where item_code = 'suvasa-2g-48'`);
        try {
          const stale = await place(a, cart);
          expect(stale.status).toBe(409);
          expect(stale.body.exc_type).toBe('CartChangedError');
          expect(stale.body.message.changes).toEqual([
            {
              item_code: 'suvasa-2g-48',
              field: 'price',
              text: 'Suvasa Pan Masala 2g, Pack of 48: price per pack ₹480.00 → ₹500.50.',
            },
          ]);
          const inHindi = await call(server, 'placeOrder', {
            as: a,
            body: { cart_fingerprint: cart.fingerprint, seen_cart: cartSnapshotOf(cart) },
            headers: { 'idempotency-key': newKey(), 'accept-language': 'hi' },
          });
          expect(inHindi.body.message.changes[0].text).toBe(
            'Suvasa पान मसाला 2 ग्राम, 48 का पैक: एक पैक का दाम ₹480.00 → ₹500.50।',
          );
          expect(stale.body.message.cart.totals.subtotal_paise).toBe(268_100);
          const fresh = stale.body.message.cart as Cart;
          const key = newKey();
          expect((await place(a, fresh, key)).status).toBe(200);
          const reused = await place(a, cart, key);
          expect(reused.status).toBe(422);
        } finally {
          await server.app.db.query(`update website_items set rate_paise = 48000 where item_code = 'suvasa-2g-48'`);
        }
      });

      it('says only that the cart changed when the cart seen is not sent, or is not the one fingerprinted', async () => {
        const cart = await sampleCart(a);
        await server.app.db.query(`update website_items set rate_paise = 50050 where item_code = 'suvasa-2g-48'`);
        try {
          const unexplained = [
            { item_code: null, field: 'lines', text: 'Your cart changed since you saw it (another tab or device).' },
          ];
          const withoutSeen = await call(server, 'placeOrder', {
            as: a,
            body: { cart_fingerprint: cart.fingerprint },
            headers: { 'idempotency-key': newKey() },
          });
          expect(withoutSeen.status).toBe(409);
          expect(withoutSeen.body.message.changes).toEqual(unexplained);
          const otherCart = { ...cartSnapshotOf(cart), shipping_address: 'ADDR-ELSEWHERE' };
          const mismatched = await call(server, 'placeOrder', {
            as: a,
            body: { cart_fingerprint: cart.fingerprint, seen_cart: otherCart },
            headers: { 'idempotency-key': newKey() },
          });
          expect(mismatched.status).toBe(409);
          expect(mismatched.body.message.changes).toEqual(unexplained);
        } finally {
          await server.app.db.query(`update website_items set rate_paise = 48000 where item_code = 'suvasa-2g-48'`);
        }
      });

      it('refuses a cart short of stock, placing nothing', async () => {
        const who = await registerAndLogin(server);
        await setLine(who, 'suvasa-4g-12', 3);
        await server.app.db.query(`update website_items set stock_qty = 2 where item_code = 'suvasa-4g-12'`);
        try {
          const cart = await cartOf(who);
          expect(cart.items[0]).toMatchObject({ in_stock: false, stock_qty: 2 });
          const refused = await place(who, cart);
          expect(refused.status).toBe(409);
          expect(refused.body.message.text).toBe(orderingMessages.outOfStock('Suvasa Pan Masala 4g, Pack of 12', 2));
          expect(refused.body.message.changes[0]).toMatchObject({ item_code: 'suvasa-4g-12', field: 'stock' });
          const [orders] = await server.app.db.query<{ n: number }>(
            'select count(*)::int as n from sales_orders where customer_id = $1',
            [who.customerId],
          );
          expect(orders!.n).toBe(0);
        } finally {
          await server.app.db.query(`update website_items set stock_qty = 5000 where item_code = 'suvasa-4g-12'`);
        }
      });

      it('uses the GST rate in effect when priced: a new rate shows in the cart and refuses the cart seen before', async () => {
        const who = await registerAndLogin(server);
        await server.app.db.query(`update customers set gstin = '27AAAAA0000A1Z5' where id = $1`, [who.customerId]);
        const seen = (await setLine(who, 'suvasa-2g-48', 1)).body.message as Cart;
        // ₹480 less the 10 % scheme = ₹432 paid, GST included.
        expect(seen.totals).toMatchObject({ gst_basis_points: 4000, taxable_paise: 30_857, igst_paise: 12_343 });
        // A rate that takes effect later changes nothing yet; one in effect now does.
        await server.app.db.query(
          `insert into gst_rates (effective_from, basis_points) values (now() + interval '1 day', 1200), (now() - interval '1 second', 2800)`,
        );
        try {
          // The row in effect: the latest from now or before, not the one still to come; none before the first.
          expect(await gstRateAt(server.app.db, new Date())).toBe(2800);
          expect(await gstRateAt(server.app.db, new Date(Date.now() + 2 * 86_400_000))).toBe(1200);
          expect(await gstRateAt(server.app.db, new Date('2020-01-01T00:00:00Z'))).toBe(4000);
          await expect(gstRateAt(server.app.db, new Date('2017-01-01T00:00:00Z'))).rejects.toThrow(/No GST rate/);
          const now = await cartOf(who);
          // The price includes GST: the retailer pays the same ₹432, of which less is tax.
          expect(now.totals).toMatchObject({
            gst_basis_points: 2800,
            taxable_paise: 33_750,
            igst_paise: 9_450,
            grand_total_paise: 43_200,
          });
          const refused = await place(who, seen);
          expect(refused.status).toBe(409);
          expect(refused.body.message.changes).toEqual([
            { item_code: null, field: 'tax', text: 'The GST on your cart changed.' },
          ]);
          const placed = await place(who, now);
          expect(placed.status).toBe(200);
          const order = placed.body.message.sales_order;
          expect(order.totals).toEqual(now.totals);
          const [row] = await server.app.db.query<{ gst_basis_points: number; customer_gstin: string | null }>(
            'select gst_basis_points, customer_gstin from sales_orders where name = $1',
            [order.name],
          );
          expect(row).toEqual({ gst_basis_points: 2800, customer_gstin: '27AAAAA0000A1Z5' });
          // An order placed before its lines kept their figures reads back with them null, its totals intact.
          await server.app.db.query(
            'update sales_order_items set discount_paise = null, taxable_paise = null, gst_paise = null where parent = $1',
            [order.name],
          );
          const legacy = (await call(server, 'getSalesOrder', { as: who, query: { name: order.name } })).body.message
            .sales_order;
          expect(legacy.items[0]).toMatchObject({ amount_paise: 48_000, discount_paise: null, taxable_paise: null });
          expect(order.items[0]).toMatchObject({ discount_paise: 4_800, taxable_paise: 33_750, gst_paise: 9_450 });
          expect(legacy.totals).toEqual(order.totals);
        } finally {
          await server.app.db.query(`delete from gst_rates where basis_points in (1200, 2800)`);
        }
      });

      it("keeps a pack's minimum and case multiple: update_cart refuses, place_order says a rule changed since", async () => {
        const who = await registerAndLogin(server);
        await server.app.db.query(
          `update website_items set min_order_qty = 12, case_multiple = 6 where item_code = 'suvasa-4g-12'`,
        );
        const name = 'Suvasa Pan Masala 4g, Pack of 12';
        try {
          const tooFew = await setLine(who, 'suvasa-4g-12', 6);
          expect(tooFew.status).toBe(417);
          expect(tooFew.body.message.errors).toEqual({ qty: orderingMessages.belowMinimum(name, 12) });
          expect(tooFew.body.message.text).toBe(`Order at least 12 packs of ${name}.`);
          const notCase = await setLine(who, 'suvasa-4g-12', 14);
          expect(notCase.status).toBe(417);
          expect(notCase.body.message.errors).toEqual({
            qty: `${name} is sold in cases of 6 packs: order 12 or 18 packs.`,
          });
          expect((await cartOf(who)).items).toEqual([]);
          const cart = (await setLine(who, 'suvasa-4g-12', 18)).body.message as Cart;
          expect(cart.items[0]).toMatchObject({ qty: 18, min_order_qty: 12, case_multiple: 6, quantity_problem: null });

          // The rule changes after the line was added: the cart says so, and placing it is refused, not fixed.
          await server.app.db.query(`update website_items set case_multiple = 12 where item_code = 'suvasa-4g-12'`);
          const now = await cartOf(who);
          const problem = `${name} is sold in cases of 12 packs: order 12 or 24 packs.`;
          expect(now.items[0]).toMatchObject({ qty: 18, quantity_problem: problem });
          const refused = await place(who, now);
          expect(refused.status).toBe(409);
          expect(refused.body.message.text).toBe(problem);
          expect(refused.body.message.changes).toEqual([{ item_code: 'suvasa-4g-12', field: 'rule', text: problem }]);
          expect((await cartOf(who)).items[0]!.qty).toBe(18);
          // Removing the line is always allowed; a whole case is placed.
          expect((await setLine(who, 'suvasa-4g-12', 0)).status).toBe(200);
          const fixed = (await setLine(who, 'suvasa-4g-12', 24)).body.message as Cart;
          expect((await place(who, fixed)).status).toBe(200);
        } finally {
          await server.app.db.query(
            `update website_items set min_order_qty = 1, case_multiple = 1 where item_code = 'suvasa-4g-12'`,
          );
        }
      });

      it('drops a line whose item is unpublished after it was added: the cart seen before is refused', async () => {
        const who = await registerAndLogin(server);
        await setLine(who, 'suvasa-2g-12', 2);
        const cart = (await setLine(who, 'suvasa-4g-12', 1)).body.message as Cart;
        await server.app.db.query(`update website_items set published = false where item_code = 'suvasa-4g-12'`);
        try {
          const refused = await place(who, cart);
          expect(refused.status).toBe(409);
          expect(refused.body.exc_type).toBe('CartChangedError');
          expect(refused.body.message.changes).toEqual([
            { item_code: 'suvasa-4g-12', field: 'lines', text: 'Suvasa Pan Masala 4g, Pack of 12 was removed.' },
          ]);
          const now = refused.body.message.cart as Cart;
          expect(now.items.map((line) => line.item_code)).toEqual(['suvasa-2g-12']);
          expect((await cartOf(who)).fingerprint).toBe(now.fingerprint);
          const [orders] = await server.app.db.query<{ n: number }>(
            'select count(*)::int as n from sales_orders where customer_id = $1',
            [who.customerId],
          );
          expect(orders!.n).toBe(0);
          // The cart as it is now places without the unpublished line.
          const placed = await place(who, now);
          expect(placed.status).toBe(200);
          expect(placed.body.message.sales_order.items.map((line: any) => line.item_code)).toEqual(['suvasa-2g-12']);
        } finally {
          await server.app.db.query(`update website_items set published = true where item_code = 'suvasa-4g-12'`);
        }
      });

      it('numbers orders past 99,999 without cutting a digit, so the 100,000th order gets a name of its own', async () => {
        await server.app.db.query(`select setval('sales_order_number', 99998)`);
        const numbers: string[] = [];
        for (const _ of [1, 2]) {
          const placed = await place(a, await sampleCart(a));
          expect(placed.status).toBe(200);
          numbers.push(placed.body.message.sales_order.name.split('-').at(-1));
        }
        expect(numbers).toEqual(['99999', '100000']);
      });
    });

    describe('orders', () => {
      it('lists, shows, cancels while Placed, and reorders at today’s prices', async () => {
        const who = await registerAndLogin(server);
        await setLine(who, 'suvasa-2g-24', 5);
        const placed = (await place(who, await cartOf(who))).body.message.sales_order;
        await setLine(who, 'suvasa-4g-48', 1);
        const second = (await place(who, await cartOf(who))).body.message.sales_order;

        const list = (await call(server, 'getSalesOrders', { as: who })).body.message;
        expect(list.total_count).toBe(2);
        expect(list.orders.map((order: any) => order.name)).toEqual([second.name, placed.name]);
        expect(list.orders[1]).toEqual({
          name: placed.name,
          transaction_date: placed.transaction_date,
          status: 'Placed',
          total_qty: 5,
          grand_total_paise: placed.grand_total_paise,
        });
        // As placed (the read may add what happened since, such as a tax invoice).
        expect(
          (await call(server, 'getSalesOrder', { as: who, query: { name: placed.name } })).body.message.sales_order,
        ).toMatchObject(placed);

        const cancelled = await call(server, 'cancelSalesOrder', { as: who, body: { name: placed.name } });
        expect(cancelled.body.message.sales_order).toMatchObject({ status: 'Cancelled', can_cancel: false });
        const twice = await call(server, 'cancelSalesOrder', { as: who, body: { name: placed.name } });
        expect(twice.status).toBe(409);
        expect(twice.body.message.text).toBe(orderingMessages.cancelNotAllowed);
        const cancelledAt = cancelled.body.message.sales_order.timeline;
        expect(cancelledAt.map((event: { status: string }) => event.status)).toEqual(['Placed', 'Cancelled']);
        await server.app.db.query(`update sales_orders set status = 'Dispatched' where name = $1`, [second.name]);
        expect((await call(server, 'cancelSalesOrder', { as: who, body: { name: second.name } })).status).toBe(409);

        // Today the pack costs ₹10 more: the order as placed keeps its figures, reorder says the difference.
        await server.app.db.query(`update website_items set rate_paise = 25000 where item_code = 'suvasa-2g-24'`);
        try {
          const again = (await call(server, 'reorder', { as: who, body: { name: placed.name } })).body.message;
          expect(again.cart.items.map((line: any) => [line.item_code, line.qty, line.rate_paise])).toEqual([
            ['suvasa-2g-24', 5, 25_000],
          ]);
          expect(again.lines).toEqual([
            { item_code: 'suvasa-2g-24', qty: 5, placed_rate_paise: 24_000, today_rate_paise: 25_000 },
          ]);
          // GST included: 5 × ₹240 = 1200 − 100 = 1100 paid; 5 × ₹250 = 1250 − 100 = 1150 today.
          expect(again).toMatchObject({
            placed_grand_total_paise: 110_000,
            today_grand_total_paise: 115_000,
            difference_paise: 5_000,
            unavailable: [],
          });
          const stored = (await call(server, 'getSalesOrder', { as: who, query: { name: placed.name } })).body.message;
          expect(stored.sales_order.items[0].rate_paise).toBe(24_000);
          expect(stored.sales_order.grand_total_paise).toBe(110_000);
        } finally {
          await server.app.db.query(`update website_items set rate_paise = 24000 where item_code = 'suvasa-2g-24'`);
        }
      });

      it("never shows, cancels or reorders another retailer's order", async () => {
        const owner = await registerAndLogin(server);
        await setLine(owner, 'suvasa-2g-12', 1);
        const theirs = (await place(owner, await cartOf(owner))).body.message.sales_order;
        expect((await call(server, 'getSalesOrder', { as: b, query: { name: theirs.name } })).status).toBe(404);
        expect((await call(server, 'cancelSalesOrder', { as: b, body: { name: theirs.name } })).status).toBe(404);
        expect((await call(server, 'reorder', { as: b, body: { name: theirs.name } })).status).toBe(404);
        const list = (await call(server, 'getSalesOrders', { as: b })).body.message.orders;
        expect(list.map((order: any) => order.name)).not.toContain(theirs.name);
        expect(
          (await call(server, 'getSalesOrder', { as: owner, query: { name: theirs.name } })).body.message.sales_order
            .status,
        ).toBe('Placed');
      });
    });
  });
}
