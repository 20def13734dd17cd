import { METHOD_PREFIX, orderingMethodPaths, profileUpdateFields } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { suiteServer, testDatabases } from '../harness';
import { type Customer, suiteRetailer, tokenHeader } from '../customers';
import { customerDetailCalls, multipart, profileForm } from '../profile';

/** Customer A's valid token, aimed at customer B (and at ids that are nobody's), 100 times per route. */
const TRIES = 100;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`cross-customer access (${database.label})`, () => {
    const server = suiteServer(database);
    const a = suiteRetailer(server);
    const b = suiteRetailer(server);
    const { getDetail, update } = customerDetailCalls(server);

    /** B's id, then ids that look like B's or belong to nobody, then the empty id. */
    const targets = () => [
      b.customerId,
      b.customerId.toUpperCase(),
      ` ${b.customerId}`,
      `${b.customerId}\u0000`,
      ...Array.from({ length: TRIES - 5 }, () => crypto.randomUUID()),
      '',
    ];

    it(`answers ${TRIES} reads and ${TRIES} writes of A's token at B with 403, leaking and changing nothing`, async () => {
      const before = await getDetail(b.customerId, tokenHeader(b.login));
      const statuses = new Map<string, number>();
      const count = (route: string, status: number) =>
        statuses.set(`${route} ${status}`, (statuses.get(`${route} ${status}`) ?? 0) + 1);
      let leaked = 0;
      for (const target of targets()) {
        const read = await getDetail(target, tokenHeader(a.login));
        count('get', read.status);
        if (JSON.stringify(read.body).includes(b.login.mobile) || JSON.stringify(read.body).includes(b.login.full_name))
          leaked++;
        const fields = profileUpdateFields(profileForm(target, { firstName: 'Taken Over', shopName: 'Hijacked' }));
        const write = await update(multipart(fields), tokenHeader(a.login));
        count('update', write.status);
        if (JSON.stringify(write.body).includes(b.login.mobile)) leaked++;
      }
      const after = await getDetail(b.customerId, tokenHeader(b.login));
      const hijacked = await server.app.db.query<{ n: number }>(
        `select count(*)::int as n from customers where full_name = 'Taken Over'`,
      );
      console.log(
        `cross-customer (${database.label}): ${TRIES} reads + ${TRIES} writes with A's token: ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `accepted ${(statuses.get('get 200') ?? 0) + (statuses.get('update 200') ?? 0)}, leaked ${leaked}, rows changed ${hijacked[0]!.n}`,
      );
      expect(Object.fromEntries(statuses)).toEqual({ 'get 403': TRIES, 'update 403': TRIES });
      expect(leaked).toBe(0);
      expect(hijacked[0]!.n).toBe(0);
      expect(after.body).toEqual(before.body);
      // A's own token still reads A: the refusals were about B, not a broken token.
      expect((await getDetail(a.customerId, tokenHeader(a.login))).status).toBe(200);
    });

    it(`answers A's token at B's orders and addresses (${TRIES} names per route) with 404, leaking and changing nothing`, async () => {
      const call = (
        name: keyof typeof orderingMethodPaths,
        who: Customer,
        input: Record<string, unknown>,
        post: boolean,
      ) =>
        server.request(
          `${METHOD_PREFIX}/${orderingMethodPaths[name]}${post ? '' : `?${new URLSearchParams(input as Record<string, string>)}`}`,
          post
            ? {
                method: 'POST',
                headers: { ...tokenHeader(who.login), 'content-type': 'application/json' },
                body: JSON.stringify(input),
              }
            : { headers: tokenHeader(who.login) },
        );
      const shopAddress = { shopName: 'B Godown', address1: '1 Yard', address2: 'Gate 1', city: 'Surat' };
      const form = { ...shopAddress, state: 'Gujarat', country: 'India', pincode: '395003' };
      const shipping = (await call('createAddress', b, form, true)).body.message.address.name as string;
      await call('updateCart', b, { item_code: 'suvasa-2g-48', qty: 2 }, true);
      const cart = (await call('getCartQuotation', b, {}, false)).body.message;
      const placed = await server.request(`${METHOD_PREFIX}/${orderingMethodPaths.placeOrder}`, {
        method: 'POST',
        headers: { ...tokenHeader(b.login), 'content-type': 'application/json', 'idempotency-key': 'cross-1' },
        body: JSON.stringify({ cart_fingerprint: cart.fingerprint }),
      });
      const order = placed.body.message.sales_order.name as string;
      const billing = `BILL-${b.customerId}`;
      const snapshot = async () =>
        JSON.stringify([
          (await call('getSalesOrder', b, { name: order }, false)).body,
          (await call('getAddresses', b, {}, false)).body,
          (await call('getCartQuotation', b, {}, false)).body.message.items,
        ]);
      const before = await snapshot();
      const year = order.split('-')[2];
      const orderNames = [order, order.toLowerCase(), ` ${order}`, `${order}\u0000`];
      while (orderNames.length < TRIES)
        orderNames.push(`SAL-ORD-${year}-${String(orderNames.length).padStart(5, '0')}`);
      const addressNames = [shipping, billing, shipping.toLowerCase(), `${billing} `, `${shipping}\u0000`];
      while (addressNames.length < TRIES) addressNames.push(`ADDR-${crypto.randomUUID().slice(0, 16).toUpperCase()}`);

      const statuses = new Map<string, number>();
      let leaked = 0;
      const count = (route: string, reply: { status: number; body: unknown }) => {
        statuses.set(`${route} ${reply.status}`, (statuses.get(`${route} ${reply.status}`) ?? 0) + 1);
        const text = JSON.stringify(reply.body);
        if (text.includes(order) || text.includes(shipping) || text.includes(b.login.mobile)) leaked++;
      };
      for (const name of orderNames) {
        count('order', await call('getSalesOrder', a, { name }, false));
        count('cancel', await call('cancelSalesOrder', a, { name }, true));
        count('reorder', await call('reorder', a, { name }, true));
      }
      for (const name of addressNames) {
        count('update-address', await call('updateAddress', a, { ...form, name, city: 'Hijacked' }, true));
        count('delete-address', await call('deleteAddress', a, { name }, true));
        count(
          'cart-address',
          await call('updateCartAddress', a, { address_type: 'shipping', address_name: name }, true),
        );
      }
      const theirs = [
        (await call('getSalesOrders', a, {}, false)).body,
        (await call('getAddresses', a, {}, false)).body,
        (await call('getCartQuotation', a, {}, false)).body,
      ];
      for (const body of theirs)
        if (JSON.stringify(body).includes(order) || JSON.stringify(body).includes(shipping)) leaked++;
      const accepted = [...statuses].filter(([key]) => / 2\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
      const after = await snapshot();
      console.log(
        `cross-customer ordering (${database.label}): ${TRIES} names × 6 routes with A's token: ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `accepted ${accepted}, leaked ${leaked}, B's order, addresses and cart changed ${before === after ? 0 : 1}`,
      );
      expect(accepted).toBe(0);
      expect(leaked).toBe(0);
      expect(after).toBe(before);
      // Only refusals: 404 for names of B's or nobody's, 417 for a name that cannot be stored.
      expect([...statuses.keys()].every((key) => / (404|417)$/.test(key))).toBe(true);
    });

    it('answers a write without a token with 401', async () => {
      const anonymous = await update(multipart(profileUpdateFields(profileForm(b.customerId))), {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message.reason).toBe('unauthorized');
    });
  });
}
