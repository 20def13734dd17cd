import { SAMPLE_CONTACT_PAYLOAD } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { OUR_PAGES, suiteServer, testDatabases } from '../../../test/harness';
import { registerAndLogin } from '../../../test/customers';
import { purgeExpired } from './retention';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`retention (${database.label})`, () => {
    const server = suiteServer(database, { RETENTION_CODE_DAYS: '30', RETENTION_INQUIRY_DAYS: '365' });

    const sendInquiry = async (phone: string) => {
      const reply = await server.method('createWebsiteInquiry', undefined, {
        method: 'POST',
        headers: { ...OUR_PAGES, 'content-type': 'application/json' },
        body: JSON.stringify({ ...SAMPLE_CONTACT_PAYLOAD, phone }),
      });
      return reply.body.message.name as string;
    };

    it('purges codes and request-limit rows past their days, inquiries past theirs, and nothing younger', async () => {
      const old = await registerAndLogin(server);
      const young = await registerAndLogin(server);
      const oldInquiry = await sendInquiry(old.form.mobile);
      const youngInquiry = await sendInquiry(young.form.mobile);
      const db = server.app.db;
      const [attempts] = await db
        .query<{ n: number }>(
          `update otp_attempts set created_at = now() - interval '31 days' where mobile = $1 returning 1 as n`,
          [old.form.mobile],
        )
        .then((rows) => [{ n: rows.length }]);
      const [lookups] = await db
        .query<{ n: number }>(
          `update number_lookups set at = now() - interval '31 days' where mobile = $1 returning 1 as n`,
          [old.form.mobile],
        )
        .then((rows) => [{ n: rows.length }]);
      await db.query(`update website_inquiries set created_at = now() - interval '366 days' where id = $1`, [
        oldInquiry,
      ]);
      // A budget of a month ago; each login today left one of today's (kept).
      await db.query(`insert into otp_guess_budget (mobile, day, short_failures) values ($1, current_date - 31, 1)`, [
        old.form.mobile,
      ]);
      expect(attempts!.n).toBeGreaterThan(0);
      expect(lookups!.n).toBeGreaterThan(0);

      // Both logged in from a browser of their own; the old one's has stayed away past its days.
      const devices = await db.query(
        `update known_devices set last_login_at = now() - interval '91 days' where mobile = $1 returning 1`,
        [old.form.mobile],
      );
      expect(devices.length).toBeGreaterThan(0);
      const retention = { ...server.config.retention, knownDeviceDays: server.config.otp.knownDeviceDays };
      const purged = await purgeExpired(db, retention, new Date());
      expect(purged).toEqual({
        codes: attempts!.n,
        guessBudgets: 1,
        lookups: lookups!.n,
        inquiries: 1,
        knownDevices: devices.length,
      });

      const left = async (sql: string, value: string) => (await db.query(sql, [value])).length;
      expect(await left('select 1 from otp_attempts where mobile = $1', old.form.mobile)).toBe(0);
      expect(await left('select 1 from otp_attempts where mobile = $1', young.form.mobile)).toBeGreaterThan(0);
      expect(await left('select 1 from otp_guess_budget where mobile = $1', young.form.mobile)).toBe(1);
      expect(await left('select 1 from otp_guess_budget where mobile = $1', old.form.mobile)).toBe(1);
      expect(await left('select 1 from website_inquiries where id = $1', oldInquiry)).toBe(0);
      expect(await left('select 1 from website_inquiries where id = $1', youngInquiry)).toBe(1);
      expect(await left('select 1 from known_devices where mobile = $1', old.form.mobile)).toBe(0);
      expect(await left('select 1 from known_devices where mobile = $1', young.form.mobile)).toBeGreaterThan(0);
      // The retailers themselves are not touched by retention.
      expect(await left('select 1 from customers where id = $1', old.customerId)).toBe(1);
    });
  });
}
