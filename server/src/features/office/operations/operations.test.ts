import {
  FEATURED_ITEM_CODE,
  gstinMessages,
  officeOperationsTexts as m,
  orderingMessages,
  orderStatusSmsText,
  securityTexts,
  type WebsiteInquiryPayload,
} from '@site/contract';
import { newGstin, SAMPLE_CONTACT_PAYLOAD, SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { register, registerAndLogin, signUpForm, tokenHeader } from '../../../../test/customers';
import { jsonInit, suiteServer, testDatabases } from '../../../../test/harness';
import { orderingPost, placeAnOrder, suiteOrderDesk } from '../../../../test/ordering';
import { officeCall, suiteStaff } from '../../../../test/staff';
import { inertCell } from './inquiries';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let keys = 0;
const newKey = () => `office-${Date.now()}-${++keys}`;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`office operations (${database.label})`, () => {
    const server = suiteServer(database);
    const { sales, ravi, meena } = suiteOrderDesk(server);

    const admin = suiteStaff(server, 'admin');
    const asSales = (name: Parameters<typeof officeCall>[1], call: Parameters<typeof officeCall>[2] = {}) =>
      officeCall(server, name, { cookie: sales.cookie, ...call });
    const asAdmin = (name: Parameters<typeof officeCall>[1], call: Parameters<typeof officeCall>[2] = {}) =>
      officeCall(server, name, { cookie: admin.cookie, ...call });
    const setStatus = (name: string, status: string, reason?: string) =>
      asSales('setOrderStatus', { body: { name, status, ...(reason === undefined ? {} : { reason }) } });
    const outbox = async (mobile: string): Promise<string[]> =>
      (await server.request(`/api/dev/sms-outbox?phone_no=${mobile}`)).body.message.map(
        (entry: { text: string }) => entry.text,
      );

    describe('orders', () => {
      it('moves an order Placed → Confirmed → Dispatched → Delivered: timeline, SMS, audit, the retailer’s view', async () => {
        const name = await placeAnOrder(server, ravi, FEATURED_ITEM_CODE, 1, newKey());
        for (const status of ['Confirmed', 'Dispatched', 'Delivered'] as const) {
          const moved = await setStatus(name, status);
          expect(moved.status).toBe(200);
          expect(moved.body.message.order.status).toBe(status);
          // The SMS goes after the commit, without holding up the reply.
          await vi.waitFor(async () =>
            expect(await outbox(ravi.form.mobile)).toContain(orderStatusSmsText(name, status)),
          );
        }
        const order = (await asSales('getOrder', { query: { name } })).body.message.order;
        expect(order.timeline.map((event: { status: string }) => event.status)).toEqual([
          'Placed',
          'Confirmed',
          'Dispatched',
          'Delivered',
        ]);
        expect(order.timeline[1]).toMatchObject({ staff_email: sales.email, reason: null });
        expect(order.next_statuses).toEqual([]);
        expect(order.retailer).toMatchObject({ customer_id: ravi.customerId, shop_name: 'Ravi Paan Bhandar' });

        const audit = await server.app.db.query<{ action: string; staff_id: string }>(
          `select action, staff_id from audit_log where entity = 'sales_order' and entity_id = $1 order by id`,
          [name],
        );
        expect(audit).toEqual(
          ['order.confirmed', 'order.dispatched', 'order.delivered'].map((action) => ({ action, staff_id: sales.id })),
        );

        const mine = await server.request(
          `/api/method/retailer_app.api.ordering.get_sales_order?name=${encodeURIComponent(name)}`,
          { headers: tokenHeader(ravi.login) },
        );
        expect(mine.body.message.sales_order.timeline.map((event: { status: string }) => event.status)).toEqual([
          'Placed',
          'Confirmed',
          'Dispatched',
          'Delivered',
        ]);
        expect(mine.body.message.sales_order.can_cancel).toBe(false);
      });

      it('cancels only with a reason, up to Dispatched, never after Delivered or a skipped step', async () => {
        const name = await placeAnOrder(server, ravi, FEATURED_ITEM_CODE, 1, newKey());
        expect((await setStatus(name, 'Dispatched')).status).toBe(409);
        const noReason = await setStatus(name, 'Cancelled', '  ');
        expect(noReason.status).toBe(417);
        expect(noReason.body.message.errors).toEqual({ reason: m.reasonRequired });

        expect((await setStatus(name, 'Confirmed')).status).toBe(200);
        expect((await setStatus(name, 'Dispatched')).status).toBe(200);
        const cancelled = await setStatus(name, 'Cancelled', 'Shop shut on delivery');
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.message.order.timeline.at(-1)).toMatchObject({
          status: 'Cancelled',
          reason: 'Shop shut on delivery',
        });
        const again = await setStatus(name, 'Cancelled', 'twice');
        expect(again.status).toBe(409);
        expect(again.body.message.text).toBe(m.orderMovedOn(name, 'Cancelled', 'Cancelled'));
        expect((await setStatus('SAL-ORD-1999-99999', 'Confirmed')).status).toBe(404);
      });

      it('a retailer cancels only while Placed, and is told why once staff confirmed', async () => {
        const name = await placeAnOrder(server, ravi, FEATURED_ITEM_CODE, 1, newKey());
        expect((await setStatus(name, 'Confirmed')).status).toBe(200);
        const late = await orderingPost(server, ravi, 'cancelSalesOrder', { name });
        expect(late.status).toBe(409);
        expect(late.body.message.text).toBe(orderingMessages.cancelNotAllowed);
      });

      it('of a retailer’s cancel and a staff confirmation at once, exactly one happens; the other is told why', async () => {
        for (let round = 0; round < 6; round++) {
          const name = await placeAnOrder(server, meena, FEATURED_ITEM_CODE, 1, newKey());
          const [cancel, confirm] = await Promise.all([
            orderingPost(server, meena, 'cancelSalesOrder', { name }),
            setStatus(name, 'Confirmed'),
          ]);
          expect([cancel.status, confirm.status].sort()).toEqual([200, 409]);
          const order = (await asSales('getOrder', { query: { name } })).body.message.order;
          expect(order.status).toBe(cancel.status === 200 ? 'Cancelled' : 'Confirmed');
          expect(order.timeline).toHaveLength(2);
          if (confirm.status === 409)
            expect(confirm.body.message.text).toBe(m.orderMovedOn(name, 'Cancelled', 'Confirmed'));
          else expect(cancel.body.message.text).toBe(orderingMessages.cancelNotAllowed);
        }
      });

      it('lists newest first by keyset pages, filtered and searched, with a count per status', async () => {
        const names: string[] = [];
        for (let index = 0; index < 5; index++)
          names.push(await placeAnOrder(server, meena, 'suvasa-2g-12', 1, newKey()));
        await setStatus(names[0]!, 'Confirmed');
        const base = { customer_id: meena.customerId };

        const first = await asSales('listOrders', { query: { ...base, page_length: '2' } });
        expect(first.status).toBe(200);
        const seen: string[] = first.body.message.orders.map((order: { name: string }) => order.name);
        let cursor: string | null = first.body.message.next_cursor;
        while (cursor) {
          const next = await asSales('listOrders', { query: { ...base, page_length: '2', cursor } });
          seen.push(...next.body.message.orders.map((order: { name: string }) => order.name));
          cursor = next.body.message.next_cursor;
        }
        const all = await server.app.db.query<{ name: string }>(
          'select name from sales_orders where customer_id = $1 order by transaction_date desc, name desc',
          [meena.customerId],
        );
        expect(seen).toEqual(all.map((row) => row.name));

        const counts = first.body.message.counts;
        expect(Object.values(counts).reduce((sum: number, n) => sum + (n as number), 0)).toBe(all.length);
        expect(counts.Confirmed).toBeGreaterThanOrEqual(1);

        const confirmed = await asSales('listOrders', { query: { ...base, status: 'Confirmed' } });
        expect(confirmed.body.message.orders.map((order: { status: string }) => order.status)).toContain('Confirmed');
        expect(confirmed.body.message.orders.every((order: { status: string }) => order.status === 'Confirmed')).toBe(
          true,
        );
        expect(confirmed.body.message.counts).toEqual(counts);

        const byShop = await asSales('listOrders', { query: { search: 'meena sto' } });
        expect(new Set(byShop.body.message.orders.map((order: { shop_name: string }) => order.shop_name))).toEqual(
          new Set(['Meena Stores']),
        );
        const byMobile = await asSales('listOrders', { query: { search: ravi.form.mobile.slice(-6) } });
        expect(
          byMobile.body.message.orders.every((order: { mobile: string }) => order.mobile === ravi.form.mobile),
        ).toBe(true);
        const byNumber = await asSales('listOrders', { query: { search: names[2]!.slice(-5) } });
        expect(byNumber.body.message.orders.map((order: { name: string }) => order.name)).toContain(names[2]);
        const wildcard = await asSales('listOrders', { query: { search: '%' } });
        expect(wildcard.body.message.orders).toEqual([]);

        const inState = await asSales('listOrders', { query: { state: 'Maharashtra' } });
        expect(inState.body.message.orders.length).toBeGreaterThan(0);
        expect(
          inState.body.message.orders.every(
            (order: { place_of_supply: string }) => order.place_of_supply === 'Maharashtra',
          ),
        ).toBe(true);

        const today = new Date().toISOString().slice(0, 10);
        const beforeToday = await asSales('listOrders', { query: { ...base, to: '2000-01-01' } });
        expect(beforeToday.body.message.orders).toEqual([]);
        const aroundToday = await asSales('listOrders', { query: { ...base, from: '2000-01-01', to: '2100-12-31' } });
        expect(aroundToday.body.message.orders.length).toBeGreaterThan(0);
        const backwards = await asSales('listOrders', { query: { from: today, to: '2000-01-01' } });
        expect(backwards.status).toBe(417);
        expect(backwards.body.message.errors).toEqual({ to: m.dateRangeInvalid });
        const forged = await asSales('listOrders', { query: { cursor: 'bm90LWEtY3Vyc29y' } });
        expect(forged.status).toBe(417);
        expect(forged.body.message.errors).toEqual({ cursor: m.cursorInvalid });
      });
    });

    describe('inquiries', () => {
      const send = async (payload: WebsiteInquiryPayload) => {
        const reply = await server.method('createWebsiteInquiry', undefined, jsonInit(payload));
        expect(reply.status).toBe(200);
        return reply.body.message.name as string;
      };

      it('lists with filters, marks New → Contacted → Qualified with notes, refuses a step back', async () => {
        const partner = await send({ ...SAMPLE_PARTNER_PAYLOAD, fullname: 'Kiran Distributors' });
        await send({ ...SAMPLE_CONTACT_PAYLOAD, fullname: 'Kiran Contact' });

        const partners = await asSales('listInquiries', { query: { inquiry_type: 'distributor', search: 'kiran' } });
        expect(partners.body.message.inquiries.map((inquiry: { name: string }) => inquiry.name)).toEqual([partner]);
        expect(partners.body.message.counts.New).toBe(1);

        const contacted = await asSales('setInquiryStatus', {
          body: { name: partner, status: 'Contacted', note: 'Called; visits Monday.' },
        });
        expect(contacted.status).toBe(200);
        expect(contacted.body.message.inquiry).toMatchObject({
          status: 'Contacted',
          next_statuses: ['Qualified', 'Closed'],
        });
        expect(contacted.body.message.inquiry.notes).toEqual([
          expect.objectContaining({ status: 'Contacted', note: 'Called; visits Monday.', staff_email: sales.email }),
        ]);
        const back = await asSales('setInquiryStatus', { body: { name: partner, status: 'Contacted', note: '' } });
        expect(back.status).toBe(409);
        expect(back.body.message.text).toBe(m.inquiryMovedOn('Contacted', 'Contacted'));
        expect((await asSales('setInquiryStatus', { body: { name: partner, status: 'Qualified' } })).status).toBe(200);

        const qualified = await asSales('listInquiries', { query: { status: 'Qualified', search: 'kiran' } });
        expect(qualified.body.message.inquiries.map((inquiry: { name: string }) => inquiry.name)).toEqual([partner]);
        expect(qualified.body.message.counts).toMatchObject({ New: 1, Qualified: 1 });
        const [audit] = await server.app.db.query<{ n: number }>(
          `select count(*)::int as n from audit_log where entity = 'website_inquiry' and entity_id = $1`,
          [partner],
        );
        expect(audit!.n).toBe(2);
      });

      it('exports CSV that Excel opens: BOM, CRLF, quoted fields, Indian text, no formulas', async () => {
        await send({ ...SAMPLE_CONTACT_PAYLOAD, fullname: 'सुरेश "Suresh" पटेल', comment: '=HYPERLINK("x")\nline two' });
        const reply = await server.app.inject({
          method: 'GET',
          url: `/api/method/retailer_app.api.office.export_inquiries?search=${encodeURIComponent('सुरेश')}`,
          headers: { cookie: sales.cookie },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(reply.headers['content-disposition']).toMatch(
          /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const bytes = reply.rawPayload;
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = bytes.subarray(3).toString('utf8');
        const [header, row] = text.split('\r\n');
        expect(header).toMatch(/^"Inquiry","Received","Form","Status","Name",/);
        expect(row).toContain('"Contact","New","सुरेश ""Suresh"" पटेल"');
        expect(text).toContain(`"'=HYPERLINK(""x"")\nline two"`);
        expect(text.endsWith('\r\n')).toBe(true);
      });

      it('makes formula-looking cells inert and leaves the rest as typed', () => {
        expect(['=1+1', '+91 98', '-2', '@SUM(A1)', '\t=x', 'Ravi', '₹100'].map(inertCell)).toEqual([
          "'=1+1",
          "'+91 98",
          "'-2",
          "'@SUM(A1)",
          "'\t=x",
          'Ravi',
          '₹100',
        ]);
      });
    });

    describe('retailers', () => {
      it('finds retailers by shop, mobile, city or state, and shows one with addresses and orders', async () => {
        for (const search of ['ravi paan', ravi.form.mobile.slice(-7), 'ahmedabad']) {
          const found = await asSales('listRetailers', { query: { search } });
          expect(found.body.message.retailers.map((row: { customer_id: string }) => row.customer_id)).toContain(
            ravi.customerId,
          );
        }
        const byState = await asSales('listRetailers', { query: { search: 'maharashtra' } });
        expect(byState.body.message.retailers.map((row: { customer_id: string }) => row.customer_id)).not.toContain(
          ravi.customerId,
        );
        const page = await asSales('getRetailer', { query: { customer_id: ravi.customerId } });
        expect(page.status).toBe(200);
        expect(page.body.message.retailer).toMatchObject({ shop_name: 'Ravi Paan Bhandar', blocked: false });
        expect(page.body.message.retailer.addresses[0]).toMatchObject({ address_type: 'Billing' });
        expect(page.body.message.retailer.order_count).toBe(page.body.message.retailer.orders.length);
        expect((await asSales('getRetailer', { query: { customer_id: 'nobody' } })).status).toBe(404);
      });

      it('a blocked retailer’s session ends, no code is sent and no order placed; unblocked, they log in again', async () => {
        const blocked = await registerAndLogin(server);
        const block = await asSales('blockRetailer', {
          body: { customer_id: blocked.customerId, reason: 'Unpaid deliveries' },
        });
        expect(block.status).toBe(200);
        expect(block.body.message.retailer).toMatchObject({ blocked: true, blocked_reason: 'Unpaid deliveries' });
        expect(
          (await asSales('blockRetailer', { body: { customer_id: blocked.customerId, reason: 'x' } })).status,
        ).toBe(409);

        const cart = await orderingPost(server, blocked, 'updateCart', { item_code: FEATURED_ITEM_CODE, qty: 1 });
        expect(cart.status).toBe(401);
        const sent = await server.method('generateAndSendOtp', { phone_no: blocked.form.mobile });
        expect(sent.status).toBe(403);
        expect(sent.body.message.text).toBe(securityTexts.accountBlocked);

        const unblock = await asSales('unblockRetailer', {
          body: { customer_id: blocked.customerId, reason: 'Paid up' },
        });
        expect(unblock.body.message.retailer).toMatchObject({ blocked: false, blocked_reason: null });
        expect((await server.method('generateAndSendOtp', { phone_no: blocked.form.mobile })).status).toBe(200);
        const audit = await server.app.db.query<{ action: string }>(
          `select action from audit_log where entity = 'customer' and entity_id = $1 order by id`,
          [blocked.customerId],
        );
        expect(audit.map((row) => row.action)).toEqual(['retailer.block', 'retailer.unblock']);
      });

      it('lists GSTINs, and an admin moves one between accounts, audited; a sales member may not', async () => {
        const gstin = newGstin();
        const holder = await register(server, { gstRegistered: true, gstin });
        const owner = await register(server);
        const found = await asSales('listRetailers', { query: { search: holder.form.mobile } });
        expect(found.body.message.retailers).toEqual([
          expect.objectContaining({ customer_id: holder.customerId, gstin, gstin_shared: false }),
        ]);
        const move = { from_customer_id: holder.customerId, to_customer_id: owner.customerId, reason: 'PAN proves it' };
        expect((await asSales('moveGstin', { body: move })).status).toBe(403);

        const moved = await asAdmin('moveGstin', { body: move });
        expect(moved.status).toBe(200);
        expect(moved.body.message.retailer).toMatchObject({
          customer_id: owner.customerId,
          gstin,
          gst_registered: true,
        });
        const from = await asSales('getRetailer', { query: { customer_id: holder.customerId } });
        expect(from.body.message.retailer).toMatchObject({ gstin: null, gst_registered: false });
        const [audit] = await server.app.db.query<{ action: string; before: object; after: object }>(
          `select action, before, after from audit_log where entity = 'customer' and entity_id = $1`,
          [owner.customerId],
        );
        expect(audit).toEqual({
          action: 'retailer.gstin_move',
          before: { from: holder.customerId, from_gstin: gstin, to: owner.customerId, to_gstin: null },
          after: {
            from: holder.customerId,
            from_gstin: null,
            to: owner.customerId,
            to_gstin: gstin,
            reason: 'PAN proves it',
          },
        });

        // Nothing to move, to itself, to a retailer in another state, to no one: refused, nothing changes.
        expect((await asAdmin('moveGstin', { body: move })).body.message.errors).toEqual({
          from_customer_id: m.gstinToMoveMissing,
        });
        const back = { ...move, from_customer_id: owner.customerId };
        expect(
          (await asAdmin('moveGstin', { body: { ...back, to_customer_id: owner.customerId } })).body.message.errors,
        ).toEqual({
          to_customer_id: m.gstinMoveToSelf,
        });
        expect((await asAdmin('moveGstin', { body: { ...back, to_customer_id: ravi.customerId } })).status).toBe(417);
        expect((await asAdmin('moveGstin', { body: { ...back, to_customer_id: 'nobody' } })).status).toBe(404);
        expect(
          (await asSales('getRetailer', { query: { customer_id: owner.customerId } })).body.message.retailer.gstin,
        ).toBe(gstin);
      });

      it('resolves accounts that shared a GSTIN before the rule one move at a time', async () => {
        const gstin = newGstin();
        const [first, second, third] = [await register(server), await register(server), await register(server)];
        // As migration 017 leaves accounts it found sharing one.
        await server.app.db.query(
          `update customers set gstin = $1, gst_registered = true, gstin_shared = true where id in ($2, $3)`,
          [gstin, first.customerId, second.customerId],
        );
        const listed = await asSales('listRetailers', { query: { search: second.form.mobile } });
        expect(listed.body.message.retailers[0]).toMatchObject({ gstin, gstin_shared: true });
        // Each keeps saving their profile; a new account cannot take it.
        const taken = await server.method(
          'registerCustomer',
          undefined,
          jsonInit(signUpForm({ gstRegistered: true, gstin })),
        );
        expect(taken.body.message.errors).toEqual({ gstin: gstinMessages.taken });

        const reason = 'Checked the registration certificate';
        const moved = await asAdmin('moveGstin', {
          body: { from_customer_id: first.customerId, to_customer_id: third.customerId, reason },
        });
        expect(moved.body.message.retailer).toMatchObject({ gstin, gstin_shared: false });
        // The second still shares it: moving it to a fourth would make two holders, refused until it is moved to the third.
        const fourth = await register(server);
        const twice = await asAdmin('moveGstin', {
          body: { from_customer_id: second.customerId, to_customer_id: fourth.customerId, reason },
        });
        expect(twice.status).toBe(409);
        expect(twice.body.message.text).toBe(m.gstinHeldElsewhere);
        const settled = await asAdmin('moveGstin', {
          body: { from_customer_id: second.customerId, to_customer_id: third.customerId, reason },
        });
        expect(settled.status).toBe(200);
        expect(await server.app.db.query('select id from customers where gstin = $1', [gstin])).toEqual([
          { id: third.customerId },
        ]);
      });

      it('a code asked for before the block no longer logs in', async () => {
        const blocked = await registerAndLogin(server);
        const sent = await server.method('generateAndSendOtp', { phone_no: blocked.form.mobile });
        const code = (await server.request(`/api/dev/sms-outbox?phone_no=${blocked.form.mobile}`)).body.message[0].otp;
        await asSales('blockRetailer', { body: { customer_id: blocked.customerId, reason: 'Fraud check' } });
        const verified = await server.method('verifyOtpAndLogin', {
          phone_no: blocked.form.mobile,
          otp: code,
          login_attempt: sent.body.message.login_attempt,
        });
        expect(verified.status).toBe(403);
        expect(verified.body.message.text).toBe(securityTexts.accountBlocked);
        expect(await server.count(`api_credentials where customer_id = '${blocked.customerId}'`)).toBe(0);
      });
    });
  });
}
