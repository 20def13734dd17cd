import { contactInquiryPayload, METHOD_PREFIX, methodPaths, profileUpdateFields, securityTexts } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, jsonInit, suiteServer, testDatabases } from '../harness';
import { newMobile, register, registerAndLogin, signUpForm, tokenHeader } from '../customers';
import { multipart, profileForm } from '../profile';

/** Only the database-backed budgets under test; the in-memory per-minute request limits would stop a fast loop first. */
const IN_MEMORY = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
  RATE_LIMIT_INQUIRY_PER_HOUR: '1000000',
};

for (const database of testDatabases) {
  /**
   * Every answer that tells whether a number is registered (a code asked for, a
   * sign-up, a new profile number) is budgeted per address and per number, at default settings.
   */
  describe.skipIf(database.skip)(`registered-number enumeration (${database.label})`, () => {
    let offsetMs = 0;
    const server = suiteServer(
      database,
      { ...DEFAULT_LIMITS, ...IN_MEMORY, TRUST_PROXY: '127.0.0.1' },
      { now: () => new Date(Date.now() + offsetMs) },
    );

    const from = (address: string) => ({ 'x-forwarded-for': address });

    it('answers a sweep of 1,000 numbers from one address 60 times a day at most, on every route that tells', async () => {
      // The victims: numbers registered by others (sign-ups from addresses of their own).
      const registered = new Set<string>();
      for (let index = 0; index < 10; index++) {
        const form = signUpForm();
        const reply = await server.method(
          'registerCustomer',
          undefined,
          jsonInit(form, { headers: from(`198.51.100.${index + 1}`) }),
        );
        if (reply.status === 200) registered.add(form.mobile);
      }
      const sweep = [...registered, ...Array.from({ length: 20 }, newMobile)];
      const owner = (await registerAndLogin(server)).login;
      const routes = {
        send: (mobile: string) =>
          server.method('generateAndSendOtp', { phone_no: mobile }, { headers: from('203.0.113.1') }),
        signUp: (mobile: string) =>
          server.method(
            'registerCustomer',
            undefined,
            jsonInit(signUpForm({ mobile }), { headers: from('203.0.113.2') }),
          ),
        newMobile: (mobile: string) =>
          server.method('updateCustomerDetail', undefined, {
            method: 'PUT',
            body: multipart(profileUpdateFields(profileForm(owner.customer_id, { phoneNumber: mobile }))),
            headers: { ...tokenHeader(owner), ...from('203.0.113.3') },
          }),
      };
      const results: Record<string, { answered: number; refused: number; perDay: number; daysFor1000: number }> = {};
      for (const [name, call] of Object.entries(routes)) {
        let answered = 0;
        let refused = 0;
        // A day of sweeping, an hour at a time: 30 numbers tried each hour.
        for (let hour = 0; hour < 24; hour++) {
          for (const mobile of sweep) {
            const reply = await call(mobile);
            if (reply.status === 429) refused++;
            else answered++;
          }
          offsetMs += 3_600_000;
        }
        results[name] = {
          answered,
          refused,
          perDay: answered,
          daysFor1000: Math.round((1000 / Math.max(answered, 1)) * 10) / 10,
        };
      }
      console.log(
        `enumeration (${database.label}): one address sweeping for a day (30 numbers an hour): ${JSON.stringify(results)}`,
      );
      for (const result of Object.values(results)) {
        expect(result.answered).toBeLessThanOrEqual(60);
        expect(result.daysFor1000).toBeGreaterThanOrEqual(2);
      }
      expect(results.send!.refused).toBe(24 * 30 - results.send!.answered);
    }, 240_000);

    it('answers the same number’s sign-up or new-mobile check 5 times a day at most, from any number of addresses', async () => {
      const target = newMobile();
      let answered = 0;
      for (let index = 0; index < 20; index++) {
        const reply = await server.method(
          'registerCustomer',
          undefined,
          jsonInit(signUpForm({ mobile: target }), { headers: from(`192.0.2.${index + 1}`) }),
        );
        if (reply.status !== 429) answered++;
        else expect(reply.body.message.text).toBe(securityTexts.numberLookupsExceeded);
      }
      console.log(`enumeration (${database.label}): one number probed from 20 addresses: answered ${answered}`);
      expect(answered).toBe(5);
    });
  });

  /**
   * No SMS and no change from a cross-site "simple" request; our client's header,
   * a JSON content type (as server-side Frappe clients send) or a non-simple method is needed. And
   * the send limits hold when requests arrive in parallel.
   */
  describe.skipIf(database.skip)(`cross-site requests and parallel sends (${database.label})`, () => {
    const server = suiteServer(database, {
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '30',
      OTP_SENDS_PER_NUMBER_PER_HOUR: '4',
      OTP_SEND_INTERVAL_SECONDS: '0',
      TRUST_PROXY: '127.0.0.1',
    });

    const url = (name: keyof typeof methodPaths, query = '') =>
      `${server.baseUrl}${METHOD_PREFIX}/${methodPaths[name]}${query}`;

    it('refuses every simple cross-site request that would send an SMS or change state', async () => {
      const { form, login: record } = await registerAndLogin(server);
      const before = {
        attempts: await server.count('otp_attempts'),
        customers: await server.count('customers'),
        inquiries: await server.count('website_inquiries'),
      };
      const simple: [string, RequestInit][] = [
        [url('generateAndSendOtp', `?phone_no=${form.mobile}`), {}],
        [url('verifyOtpAndLogin', `?phone_no=${form.mobile}&otp=1234&login_attempt=${'A'.repeat(32)}`), {}],
        [
          url('registerCustomer'),
          { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(signUpForm()) },
        ],
        [
          url('registerCustomer'),
          { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'fullName=x' },
        ],
        [
          url('createWebsiteInquiry'),
          {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify(
              contactInquiryPayload({ name: 'A', company: 'B', phone: newMobile(), email: 'a@b.in', message: '' }),
            ),
          },
        ],
        [url('logout'), { method: 'POST' }],
        [
          url('confirmMobileChange'),
          { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"otp":"1234"}' },
        ],
      ];
      const statuses: number[] = [];
      for (const [target, init] of simple) {
        const reply = await fetch(target, {
          ...init,
          headers: { origin: 'https://evil.example', ...(init.headers as Record<string, string>) },
        });
        statuses.push(reply.status);
        expect(((await reply.json()) as { message: { text: string } }).message.text).toBe(
          securityTexts.notFromOurPages,
        );
      }
      const after = {
        attempts: await server.count('otp_attempts'),
        customers: await server.count('customers'),
        inquiries: await server.count('website_inquiries'),
      };
      // A server-side Frappe client (JSON content type and token, no browser header) still works.
      const frappe = await fetch(url('getCustomerDetail', `?customer_id=${record.customer_id}`), {
        headers: { 'content-type': 'application/json', accept: 'application/json', ...tokenHeader(record) },
      });
      const frappeSend = await fetch(url('generateAndSendOtp', `?phone_no=${form.mobile}`), {
        headers: { 'content-type': 'application/json' },
      });
      console.log(
        `cross-site (${database.label}): ${simple.length} simple requests → ${JSON.stringify(statuses)}, SMS sent ${after.attempts - before.attempts}, ` +
          `rows added ${after.customers - before.customers + after.inquiries - before.inquiries}; Frappe-style client: read ${frappe.status}, send ${frappeSend.status}`,
      );
      expect(statuses.every((status) => status === 400)).toBe(true);
      expect(after).toEqual(before);
      expect(frappe.status).toBe(200);
      expect(frappeSend.status).toBe(200);
    });

    it('holds the per-address and per-number send limits under parallel requests', async () => {
      const mobiles: string[] = [];
      for (let index = 0; index < 45; index++) mobiles.push((await register(server)).form.mobile);
      const before = await server.count('otp_attempts');
      const replies = await Promise.all(
        mobiles.map((mobile) =>
          server.method('generateAndSendOtp', { phone_no: mobile }, { headers: { 'x-forwarded-for': '203.0.113.50' } }),
        ),
      );
      const perAddress = (await server.count('otp_attempts')) - before;
      const one = (await register(server)).form.mobile;
      const burst = await Promise.all(
        Array.from({ length: 20 }, () =>
          server.method('generateAndSendOtp', { phone_no: one }, { headers: { 'x-forwarded-for': '203.0.113.51' } }),
        ),
      );
      const [toOne] = await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from otp_attempts where mobile = $1',
        [one],
      );
      console.log(
        `parallel sends (${database.label}): 45 numbers at once from one address (limit 30/h): ${replies.filter((r) => r.status === 200).length} sent, ${perAddress} rows; ` +
          `20 at once to one number from one address (limit 4/h): ${burst.filter((r) => r.status === 200).length} sent, ${toOne!.n} rows`,
      );
      expect(perAddress).toBe(30);
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(30);
      expect(toOne!.n).toBe(4);
      expect(burst.filter((reply) => reply.status === 200)).toHaveLength(4);
    });
  });
}
