import {
  gstinMessages,
  LOGIN_ATTEMPT_PARAM,
  phoneMessages,
  retailerRegistrationTexts,
  securityTexts,
} from '@site/contract';
import { newGstin } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { addressRecord, register, signUpForm, tokenHeader } from '../../../../test/customers';
import { jsonInit, suiteServer, type TestServer, testDatabases } from '../../../../test/harness';
import { officeCall, suiteStaff } from '../../../../test/staff';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

interface OutboxEntry {
  otp: string | null;
  text: string;
}

const outbox = async (server: TestServer, mobile: string) =>
  (await server.request<{ message: OutboxEntry[] }>(`/api/dev/sms-outbox?phone_no=${mobile}`)).body.message;

/** The login page's code request for `mobile`: its attempt token and code length. */
const askForCode = async (server: TestServer, mobile: string) => {
  const sent = await server.method<{ message: { login_attempt: string; code_length: number } }>('generateAndSendOtp', {
    phone_no: mobile,
  });
  expect(sent.status).toBe(200);
  return sent.body.message;
};

const logIn = (server: TestServer, mobile: string, otp: string, attempt: string) =>
  server.method<{ message: { customer_id: string; api_key: string; api_secret: string } }>('verifyOtpAndLogin', {
    phone_no: mobile,
    otp,
    [LOGIN_ATTEMPT_PARAM]: attempt,
  });

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`register_retailer (${database.label})`, () => {
    describe('a registration', () => {
      const server = suiteServer(database);
      const sales = suiteStaff(server, 'sales');
      const registerAs = (body: unknown, cookie = sales.cookie) =>
        officeCall(server, 'registerRetailer', { cookie, body });

      it('makes the retailer, in the audit log, and texts them a code they log in with from the login page', async () => {
        const form = signUpForm({ gstRegistered: true, gstin: newGstin().toLowerCase() });
        const registered = await registerAs(form);
        expect(registered.status).toBe(200);
        const customerId = registered.body.message.customer_id as string;
        expect(registered.body.message).toEqual({ status: 'success', customer_id: customerId, code_sent: true });

        const retailer = (
          await officeCall(server, 'getRetailer', { cookie: sales.cookie, query: { customer_id: customerId } })
        ).body.message.retailer;
        expect(retailer).toMatchObject({
          full_name: form.fullName,
          mobile: form.mobile,
          shop_name: form.shopName,
          gst_registered: true,
          gstin: form.gstin.toUpperCase(),
        });

        const [entry] = await server.app.db.query<{
          staff_id: string;
          before: unknown;
          after: Record<string, unknown>;
        }>(`select staff_id, before, after from audit_log where action = 'retailer.register' and entity_id = $1`, [
          customerId,
        ]);
        expect(entry).toEqual({
          staff_id: sales.id,
          before: null,
          after: {
            full_name: form.fullName,
            mobile: form.mobile,
            shop_name: form.shopName,
            city: form.city,
            state: form.state,
            gstin: form.gstin.toUpperCase(),
          },
        });

        const texts = await outbox(server, form.mobile);
        expect(texts).toHaveLength(1);
        const code = texts[0]!.otp!;
        expect(code).toMatch(/^\d{4}$/);

        // The login page's first request takes the office's code over: no second SMS.
        const attempt = await askForCode(server, form.mobile);
        expect(attempt.code_length).toBe(4);
        expect(await outbox(server, form.mobile)).toHaveLength(1);
        const loggedIn = await logIn(server, form.mobile, code, attempt.login_attempt);
        expect(loggedIn.status).toBe(200);
        expect(loggedIn.body.message.customer_id).toBe(customerId);
        const detail = await server.method<{ message: { customer_address: unknown } }>(
          'getCustomerDetail',
          { customer_id: customerId },
          { headers: tokenHeader(loggedIn.body.message) },
        );
        expect(detail.body.message.customer_address).toEqual(addressRecord(form));
      });

      it('hands the office’s code over once: the next request texts a new code, and the old one is the first page’s', async () => {
        const form = signUpForm();
        expect((await registerAs(form)).status).toBe(200);
        const officeCode = (await outbox(server, form.mobile))[0]!.otp!;
        const first = await askForCode(server, form.mobile);
        const second = await askForCode(server, form.mobile);
        const texts = await outbox(server, form.mobile);
        expect(texts).toHaveLength(2);
        expect((await logIn(server, form.mobile, officeCode, second.login_attempt)).status).toBe(401);
        expect((await logIn(server, form.mobile, texts[0]!.otp!, second.login_attempt)).status).toBe(200);
        expect(first.login_attempt).not.toBe(second.login_attempt);
      });

      it('refuses as the sign-up does: a registered number, a GSTIN another account holds, the form’s own rules', async () => {
        const existing = await register(server);
        const again = await registerAs(signUpForm({ mobile: existing.form.mobile }));
        expect(again.status).toBe(409);
        expect(again.body.message.reason).toBe('already_registered');

        const gstin = newGstin();
        await register(server, { gstRegistered: true, gstin });
        const held = await registerAs(signUpForm({ gstRegistered: true, gstin: ` ${gstin.toLowerCase()} ` }));
        expect(held.status).toBe(417);
        expect(held.body.message.errors).toEqual({ gstin: gstinMessages.taken });

        const badMobile = await registerAs(signUpForm({ mobile: '5876543210', shopName: '' }));
        expect(badMobile.status).toBe(417);
        expect(badMobile.body.message.errors).toMatchObject({ mobile: phoneMessages.login.prefix });
        expect(Object.keys(badMobile.body.message.errors)).toContain('shopName');

        // Refused registrations make nothing and text nobody.
        expect(await outbox(server, existing.form.mobile)).toHaveLength(0);
        const audited = await server.app.db.query(
          `select 1 from audit_log where action = 'retailer.register' and after->>'mobile' = $1`,
          [existing.form.mobile],
        );
        expect(audited).toHaveLength(0);
      });

      it('refuses a number held for another account’s change, at the mobile field', async () => {
        const form = signUpForm();
        await server.app.db.query(
          `insert into otp_attempts (id, purpose, mobile, client_address, code_hash, code_length, created_at, expires_at)
           values ($1, 'change_mobile', $2, 'test', 'x', 4, now(), now() + interval '10 minutes')`,
          [`held-${form.mobile}`, form.mobile],
        );
        const held = await registerAs(form);
        expect(held.status).toBe(417);
        expect(held.body.message.errors).toEqual({ mobile: securityTexts.mobileBeingConfirmed });
      });

      it('needs a staff session: none, or a retailer’s token, is 401', async () => {
        expect((await registerAs(signUpForm(), '')).status).toBe(401);
        const retailer = await register(server);
        const asRetailer = await server.request(
          '/api/method/retailer_app.api.office.register_retailer',
          jsonInit(signUpForm(), { method: 'POST', headers: { authorization: `token ${retailer.customerId}:x` } }),
        );
        expect(asRetailer.status).toBe(401);
      });
    });

    describe('limits', () => {
      const server = suiteServer(database, {
        RATE_LIMIT_REGISTER_PER_HOUR: '1',
        STAFF_RETAILER_REGISTRATIONS_PER_HOUR: '3',
      });
      const sales = suiteStaff(server, 'sales');
      const colleague = suiteStaff(server, 'sales');

      it('are the member’s own: past the sign-up’s per-client limit, until the member’s hour is spent', async () => {
        expect((await register(server)).customerId).toBeTruthy();
        const publicAgain = await server.method('registerCustomer', undefined, jsonInit(signUpForm()));
        expect(publicAgain.status).toBe(429);

        for (let n = 0; n < 3; n++) {
          expect(
            (await officeCall(server, 'registerRetailer', { cookie: sales.cookie, body: signUpForm() })).status,
          ).toBe(200);
        }
        const form = signUpForm();
        const spent = await officeCall(server, 'registerRetailer', { cookie: sales.cookie, body: form });
        expect(spent.status).toBe(429);
        const wait = spent.body.message.retry_after_seconds as number;
        expect(wait).toBeGreaterThan(3500);
        expect(wait).toBeLessThanOrEqual(3600);
        expect(spent.body.message.text).toBe(retailerRegistrationTexts.throttled(wait));
        expect(await outbox(server, form.mobile)).toHaveLength(0);

        expect((await officeCall(server, 'registerRetailer', { cookie: colleague.cookie, body: form })).status).toBe(
          200,
        );
      });
    });
  });
}
