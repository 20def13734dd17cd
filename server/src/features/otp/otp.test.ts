import { Writable } from 'node:stream';
import type { LoginRecord } from '@site/shared/contract';
import { otpMessages, phoneMessages } from '@site/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  login,
  newMobile,
  register,
  startServer,
  testDatabases,
  tokenHeader,
  type TestServer,
} from '../../test/harness';

/** A clock the tests move forward instead of waiting. */
function testClock() {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (seconds: number) => void (offsetMs += seconds * 1000) };
}

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`OTP login (${database.label})`, () => {
    let server: TestServer;
    const clock = testClock();
    const logLines: string[] = [];
    beforeAll(async () => {
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      });
      server = await startServer(database, { LOG_LEVEL: 'info' }, { now: clock.now, logStream });
    });
    afterAll(() => server?.close());

    const send = (mobile: string) => server.method('generateAndSendOtp', { phone_no: mobile });
    const verify = (mobile: string, otp: string) => server.method('verifyOtpAndLogin', { phone_no: mobile, otp });

    it('validates phone_no with the login form messages, keyed `mobile`', async () => {
      const m = phoneMessages.login;
      for (const [phone, message] of [
        ['', m.required],
        ['   ', m.required],
        ['98765abcde', m.digits],
        ['+919876543210', m.digits],
        ['987654321', m.length],
        ['98765432100', m.length],
        ['5876543210', m.prefix],
        ['0876543210', m.prefix],
      ] as const) {
        for (const call of [() => send(phone), () => verify(phone, '1234')]) {
          const reply = await call();
          expect(reply.status, phone).toBe(417);
          expect(reply.body.message).toMatchObject({ status: 'error', reason: 'validation', errors: { mobile: message } });
        }
      }
      const missing = await server.method('generateAndSendOtp');
      expect(missing.body.message.errors).toEqual({ mobile: m.required });
    });

    it('validates the code with the OTP message', async () => {
      for (const otp of ['', '12', '12345', 'abcd', '12a4']) {
        const reply = await verify(newMobile(), otp);
        expect(reply.status).toBe(417);
        expect(reply.body.message.errors).toEqual({ otp: otpMessages.incomplete });
      }
      const both = await server.method('verifyOtpAndLogin', { phone_no: '12', otp: '1' });
      expect(both.body.message.errors).toEqual({ mobile: phoneMessages.login.length, otp: otpMessages.incomplete });
    });

    it('answers 404 not_registered for a number without a customer, and stores no code', async () => {
      const reply = await send(newMobile());
      expect(reply.status).toBe(404);
      expect(reply.body.message.reason).toBe('not_registered');
      expect(await server.count('otp_codes')).toBe(0);
    });

    it('logs in with the code sent: the whole customer detail plus api_key, api_secret, customer_id', async () => {
      const { form, customerId } = await register(server);
      const sent = await send(form.mobile);
      expect(sent.body).toMatchObject({ message: { status: 'success' } });
      const code = await latestCode(server, form.mobile);
      expect(code).toMatch(/^\d{4}$/);
      const reply = await verify(form.mobile, code);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toEqual({
        status: 'success',
        customer_id: customerId,
        full_name: form.fullName,
        mobile: form.mobile,
        shop_name: form.shopName,
        profile: '',
        industry: form.businessType,
        start_time: '09:00:00',
        end_time: '20:00:00',
        from_time: '10:00:00',
        to_time: '17:00:00',
        gst_registered: false,
        customer_address: {
          address_line1: form.address1,
          address_line2: form.address2,
          city: form.city,
          state: form.state,
          country: 'India',
          pincode: form.pincode,
        },
        api_key: expect.stringMatching(/^[\w-]{16,}$/),
        api_secret: expect.stringMatching(/^[\w-]{40,}$/),
      });
      const [stored] = await server.app.db.query<{ secret_hash: string }>('select secret_hash from api_credentials where customer_id = $1', [customerId]);
      expect(stored?.secret_hash).not.toContain(reply.body.message.api_secret);
      const [codeRows] = await server.app.db.query<{ n: number }>('select count(*)::int as n from otp_codes where mobile = $1', [form.mobile]);
      expect(codeRows?.n).toBe(0);
    });

    it('uses a code once only', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const code = await latestCode(server, form.mobile);
      expect((await verify(form.mobile, code)).status).toBe(200);
      const again = await verify(form.mobile, code);
      expect(again.status).toBe(401);
      expect(again.body.message.reason).toBe('otp_expired');
    });

    it('stores the code only as a keyed hash', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const code = await latestCode(server, form.mobile);
      const rows = await server.app.db.query<Record<string, unknown>>('select * from otp_codes where mobile = $1', [form.mobile]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(new RegExp(`"${code}"`));
      expect(String(rows[0]!.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    });

    it('replaces the previous code on resend', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const first = await latestCode(server, form.mobile);
      await send(form.mobile);
      const second = await latestCode(server, form.mobile);
      if (first !== second) {
        const old = await verify(form.mobile, first);
        expect(old.status).toBe(401);
        expect(old.body.message.reason).toBe('invalid_otp');
      }
      expect((await verify(form.mobile, second)).status).toBe(200);
    });

    it('expires a code after 10 minutes', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const code = await latestCode(server, form.mobile);
      clock.advance(601);
      const reply = await verify(form.mobile, code);
      expect(reply.status).toBe(401);
      expect(reply.body.message.reason).toBe('otp_expired');
    });

    it('rotates the secret on a new login: the old token stops working', async () => {
      const { form, customerId } = await register(server);
      const first = await login(server, form.mobile);
      const second = await login(server, form.mobile);
      expect(second.api_secret).not.toBe(first.api_secret);
      const old = await server.method('getCustomerDetail', { customer_id: customerId }, { headers: tokenHeader(first) });
      expect(old.status).toBe(401);
      const current = await server.method('getCustomerDetail', { customer_id: customerId }, { headers: tokenHeader(second) });
      expect(current.status).toBe(200);
    });

    it('locks the number after 5 wrong codes, refuses even the right code while locked, and locks longer the next time', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const code = await latestCode(server, form.mobile);
      const wrong = otherCode(code);
      for (let attempt = 1; attempt <= 4; attempt++) {
        const reply = await verify(form.mobile, wrong);
        expect(reply.status).toBe(401);
        expect(reply.body.message.reason).toBe('invalid_otp');
      }
      const fifth = await verify(form.mobile, wrong);
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toMatchObject({ reason: 'locked', retry_after_seconds: 900 });
      expect(fifth.headers.get('retry-after')).toBe('900');

      const right = await verify(form.mobile, code);
      expect(right.status).toBe(429);
      expect(right.body.message.reason).toBe('locked');
      const resend = await send(form.mobile);
      expect(resend.status).toBe(429);
      expect(resend.body.message.reason).toBe('locked');

      clock.advance(901);
      // The lock-out withdrew the old code; a fresh one works.
      expect((await verify(form.mobile, code)).body.message.reason).toBe('otp_expired');
      await send(form.mobile);
      const fresh = await latestCode(server, form.mobile);
      for (let attempt = 1; attempt <= 4; attempt++) await verify(form.mobile, otherCode(fresh));
      const second = await verify(form.mobile, otherCode(fresh));
      expect(second.body.message).toMatchObject({ reason: 'locked', retry_after_seconds: 1800 });
      clock.advance(1801);
    });

    it('counts failures per number across codes', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const first = await latestCode(server, form.mobile);
      for (let attempt = 1; attempt <= 3; attempt++) expect((await verify(form.mobile, otherCode(first))).status).toBe(401);
      await send(form.mobile);
      const second = await latestCode(server, form.mobile);
      expect((await verify(form.mobile, otherCode(second))).status).toBe(401);
      const fifth = await verify(form.mobile, otherCode(second));
      expect(fifth.status).toBe(429);
      expect(fifth.body.message.reason).toBe('locked');
    });

    it('a successful login clears the failures', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const first = await latestCode(server, form.mobile);
      for (let attempt = 1; attempt <= 4; attempt++) await verify(form.mobile, otherCode(first));
      expect((await verify(form.mobile, first)).status).toBe(200);
      await send(form.mobile);
      const second = await latestCode(server, form.mobile);
      expect((await verify(form.mobile, otherCode(second))).body.message.reason).toBe('invalid_otp');
    });

    it('checks at most 5 guesses per code even when they arrive in parallel', async () => {
      const { form } = await register(server);
      await send(form.mobile);
      const code = await latestCode(server, form.mobile);
      const replies = await Promise.all(Array.from({ length: 30 }, () => verify(form.mobile, otherCode(code))));
      const checked = replies.filter((reply) => reply.body.message.reason === 'invalid_otp' || reply.status === 429).length;
      expect(checked + replies.filter((reply) => reply.body.message.reason === 'otp_expired').length).toBe(30);
      expect(replies.filter((reply) => reply.body.message.reason === 'invalid_otp').length).toBeLessThanOrEqual(4);
      expect((await verify(form.mobile, code)).status).toBe(429);
    });

    it('never logs a code, a secret or a full token', async () => {
      const { form, customerId } = await register(server);
      const record: LoginRecord = await login(server, form.mobile);
      const code = (await server.request<{ message: { otp: string }[] }>(`/api/dev/sms-outbox?phone_no=${form.mobile}`)).body.message[0]!.otp;
      await server.method('getCustomerDetail', { customer_id: customerId }, { headers: tokenHeader(record) });
      await server.method('getCustomerDetail', { customer_id: customerId }, { headers: { authorization: 'token wrong:wrong' } });
      const log = logLines.join('');
      expect(log).toContain('verify_otp_and_login');
      expect(log).not.toContain(`otp=${code}`);
      expect(log).not.toContain(`${code} is your`);
      expect(log).not.toContain(record.api_secret);
      expect(log).not.toContain(`${record.api_key}:`);
      expect(log).not.toContain(form.mobile);
    });
  });

  describe.skipIf(database.skip)(`OTP send limits (${database.label})`, () => {
    let server: TestServer;
    const clock = testClock();
    beforeAll(async () => {
      server = await startServer(
        database,
        {
          OTP_SEND_INTERVAL_SECONDS: '20',
          OTP_SENDS_PER_NUMBER_PER_HOUR: '5',
          OTP_SENDS_PER_NUMBER_PER_DAY: '10',
          OTP_SENDS_PER_ADDRESS_PER_HOUR: '14',
          RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '3',
        },
        { now: clock.now },
      );
    });
    afterAll(() => server?.close());
    const send = (mobile: string) => server.method('generateAndSendOtp', { phone_no: mobile });

    it('allows one send per 20 s, 5 an hour and 10 a day per number', async () => {
      const { form } = await register(server);
      expect((await send(form.mobile)).status).toBe(200);
      const tooSoon = await send(form.mobile);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.message.reason).toBe('rate_limited');
      expect(tooSoon.body.message.retry_after_seconds).toBeGreaterThan(0);
      expect(tooSoon.body.message.retry_after_seconds).toBeLessThanOrEqual(20);
      for (let sent = 2; sent <= 5; sent++) {
        clock.advance(21);
        expect((await send(form.mobile)).status).toBe(200);
      }
      clock.advance(21);
      const hourly = await send(form.mobile);
      expect(hourly.status).toBe(429);
      // Until the first of the 5 sends (105 s ago) is an hour old; a few seconds' slack for a slow machine.
      expect(hourly.body.message.retry_after_seconds).toBeGreaterThanOrEqual(3490);
      expect(hourly.body.message.retry_after_seconds).toBeLessThanOrEqual(3495);
      clock.advance(3600);
      for (let sent = 6; sent <= 10; sent++) {
        expect((await send(form.mobile)).status, `send ${sent}`).toBe(200);
        clock.advance(21);
      }
      clock.advance(3600);
      const daily = await send(form.mobile);
      expect(daily.status).toBe(429);
      // Until the first of the 10 sends (7,410 s ago) is a day old.
      expect(daily.body.message.retry_after_seconds).toBeGreaterThanOrEqual(78_985);
      expect(daily.body.message.retry_after_seconds).toBeLessThanOrEqual(78_990);
      clock.advance(86_400);
      expect((await send(form.mobile)).status).toBe(200);
    });

    it('limits sends per client address across numbers', async () => {
      clock.advance(86_400);
      const mobiles = [];
      for (let index = 0; index < 15; index++) mobiles.push((await register(server)).form.mobile);
      for (const mobile of mobiles.slice(0, 14)) expect((await send(mobile)).status).toBe(200);
      const over = await send(mobiles[14]!);
      expect(over.status).toBe(429);
      expect(over.body.message.reason).toBe('rate_limited');
      // Until the first of the 14 sends, just now, is an hour old.
      expect(over.body.message.retry_after_seconds).toBeGreaterThanOrEqual(3590);
      expect(over.body.message.retry_after_seconds).toBeLessThanOrEqual(3600);
    });

    it('limits verify calls per client address per minute', async () => {
      const mobile = newMobile();
      const replies = [];
      for (let index = 0; index < 4; index++) replies.push(await server.method('verifyOtpAndLogin', { phone_no: mobile, otp: '1234' }));
      expect(replies.slice(0, 3).every((reply) => reply.status === 401)).toBe(true);
      expect(replies[3]!.status).toBe(429);
      expect(replies[3]!.body.message).toMatchObject({ reason: 'rate_limited', retry_after_seconds: expect.any(Number) });
    });
  });
}
