import { METHOD_PREFIX, type MyData, privacyMessages, privacyMethodPaths } from '@site/contract';
import { SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { storeImage } from '../../files/images';
import { OUR_PAGES, suiteServer, testDatabases, type TestServer } from '../../../test/harness';
import { type Customer, latestCode, registerAndLogin, suiteRetailer, tokenHeader } from '../../../test/customers';
import { placeAnOrder } from '../../../test/ordering';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

type Name = keyof typeof privacyMethodPaths;

/** A privacy method as our pages call it: GET, or POST with a JSON body. */
function call(server: TestServer, name: Name, who: Customer, body?: unknown) {
  return server.request(`${METHOD_PREFIX}/${privacyMethodPaths[name]}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...tokenHeader(who.login),
      ...OUR_PAGES,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An inquiry sent from the retailer's number. */
async function sendInquiry(server: TestServer, mobile: string) {
  const reply = await server.method('createWebsiteInquiry', undefined, {
    method: 'POST',
    headers: { ...OUR_PAGES, 'content-type': 'application/json' },
    body: JSON.stringify({ ...SAMPLE_PARTNER_PAYLOAD, phone: mobile }),
  });
  expect(reply.status).toBe(200);
}

/** Every row any table holds that names the customer or their number. */
async function rowsNaming(server: TestServer, customerId: string, mobile: string) {
  const tables = await server.app.db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and column_name in ('customer_id', 'id', 'mobile', 'phone')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of tables) {
    const rows = await server.app.db.query<{ n: number }>(
      `select count(*)::int as n from ${table_name} where ${column_name}::text in ($1, $2)`,
      [customerId, mobile],
    );
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`privacy rights (${database.label})`, () => {
    const server = suiteServer(database);
    const retailer = suiteRetailer(server);
    const other = suiteRetailer(server);

    it('downloads everything kept of the caller, and nothing of another retailer', async () => {
      const order = await placeAnOrder(server, retailer, 'suvasa-2g-48', 1, `privacy-${retailer.customerId}`);
      await sendInquiry(server, retailer.form.mobile);
      await sendInquiry(server, other.form.mobile);
      const reply = await call(server, 'downloadMyData', retailer);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      const data = reply.body.message as MyData;
      expect(data.profile).toMatchObject({ customer_id: retailer.customerId, mobile: retailer.form.mobile });
      expect(data.addresses.map((address) => address.address_line1)).toContain(retailer.form.address1);
      expect(data.inquiries.map((inquiry) => inquiry.phone)).toEqual([retailer.form.mobile]);
      expect(data.orders.map((placed) => placed.name)).toEqual([order]);
      expect(data.location_consent).toEqual({ granted: true, changed_at: null });
      // The browser it logged in from, by when; never the cookie or its hash.
      expect(data.known_devices).toEqual([{ last_login: expect.any(String) }]);
      expect(JSON.stringify(data)).not.toContain(other.form.mobile);
    });

    it('withdraws consent to location use and gives it again; refuses anything but true or false', async () => {
      const withdrawn = await call(server, 'setLocationConsent', retailer, { granted: false });
      expect(withdrawn.body.message.location_consent).toEqual({ granted: false, changed_at: expect.any(String) });
      expect((await call(server, 'getPrivacySettings', retailer)).body.message.location_consent.granted).toBe(false);
      const refused = await call(server, 'setLocationConsent', retailer, { granted: 'no' });
      expect(refused.status).toBe(417);
      expect((await call(server, 'getPrivacySettings', retailer)).body.message.location_consent.granted).toBe(false);
      await call(server, 'setLocationConsent', retailer, { granted: true });
      expect((await call(server, 'getPrivacySettings', retailer)).body.message.location_consent.granted).toBe(true);
    });

    it('deletes an account only with the code sent for it: its data goes from every table, its orders stay without it', async () => {
      const leaving = await registerAndLogin(server);
      const order = await placeAnOrder(server, leaving, 'suvasa-2g-48', 1, `privacy-${leaving.customerId}`);
      await sendInquiry(server, leaving.form.mobile);
      // A profile picture in the picture store, named by the record as the profile form leaves it.
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1976d2' } })
        .webp()
        .toBuffer();
      const picture = await storeImage(server.app.pictures, webp);
      await server.app.db.query('update customers set profile = $2 where id = $1', [leaving.customerId, picture]);
      expect((await fetch(`${server.baseUrl}${picture}`)).status).toBe(200);

      const unasked = await call(server, 'deleteAccount', leaving, { otp: '1234' });
      expect(unasked.status).toBe(404);
      expect(unasked.body.message.text).toBe(privacyMessages.noDeletionCode);
      const sent = await call(server, 'requestAccountDeletion', leaving, {});
      expect(sent.status).toBe(200);
      expect(sent.body.message).toMatchObject({ status: 'success', code_length: 4 });
      const code = await latestCode(server, leaving.form.mobile);
      const wrong = await call(server, 'deleteAccount', leaving, { otp: code === '0000' ? '1111' : '0000' });
      expect(wrong.status).toBe(401);
      expect(await rowsNaming(server, leaving.customerId, leaving.form.mobile)).not.toEqual([]);

      const deleted = await call(server, 'deleteAccount', leaving, { otp: code });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toEqual({ status: 'success', orders_kept: 1 });
      expect(await rowsNaming(server, leaving.customerId, leaving.form.mobile)).toEqual([]);
      expect((await fetch(`${server.baseUrl}${picture}`)).status).toBe(404);
      // The order stays for the tax records: its figures, its place of supply, no one's name or address.
      const [kept] = await server.app.db.query<{ customer_id: string | null; shipping_address: object }>(
        'select customer_id, shipping_address from sales_orders where name = $1',
        [order],
      );
      expect(kept).toEqual({ customer_id: null, shipping_address: { state: leaving.form.state, country: 'India' } });
      // Every session ended; the number is not registered any more.
      expect((await call(server, 'getPrivacySettings', leaving)).status).toBe(401);
      const login = await server.method(
        'generateAndSendOtp',
        { phone_no: leaving.form.mobile },
        { headers: OUR_PAGES },
      );
      expect(login.status).toBe(404);
      // Another retailer's data is untouched.
      expect((await call(server, 'downloadMyData', other)).body.message.inquiries).toHaveLength(1);
    });
  });
}
