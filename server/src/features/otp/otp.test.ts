import {
  LOGIN_ATTEMPT_PARAM,
  longOtpIncompleteMessage,
  otpMessages,
  phoneMessages,
  securityTexts,
} from '@site/contract';
import { REFUSED_LOGIN_MOBILES } from '@site/testing/samples';
import { describe, expect, it } from 'vitest';
import { logCapture, suiteServer, testDatabases, type Reply } from '../../../test/harness';
import {
  addressRecord,
  latestCode,
  login,
  newMobile,
  register,
  registerAndLogin,
  tokenHeader,
} from '../../../test/customers';

/** A clock the tests move forward instead of waiting. */
function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds: number) => void (offsetMs += seconds * 1000),
  };
}

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`OTP login (${database.label})`, () => {
    const clock = testClock();
    const { lines: logLines, stream: logStream } = logCapture();
    const server = suiteServer(database, { LOG_LEVEL: 'info' }, { now: clock.now, logStream });

    const send = (mobile: string) => server.method('generateAndSendOtp', { phone_no: mobile });
    /** The login attempt of the newest send to each number, as our client keeps it. */
    const attempts = new Map<string, string>();
    const sendFor = async (mobile: string) => {
      const reply = await send(mobile);
      if (reply.status === 200) attempts.set(mobile, reply.body.message.login_attempt);
      return reply;
    };
    /** Asks for a code as our client does and reads it from the outbox: the attempt it is bound to, and the code. */
    const sendAndRead = async (mobile: string) => {
      const attempt: string = (await sendFor(mobile)).body.message.login_attempt;
      return { attempt, code: await latestCode(server, mobile) };
    };
    const verify = (mobile: string, otp: string, attempt = attempts.get(mobile) ?? 'A'.repeat(32)) =>
      server.method('verifyOtpAndLogin', { phone_no: mobile, otp, [LOGIN_ATTEMPT_PARAM]: attempt });

    it.each([
      ...REFUSED_LOGIN_MOBILES,
      // Too long for the form's box, not for a request.
      ['+919876543210', phoneMessages.login.digits],
      ['98765432100', phoneMessages.login.length],
    ])(
      'refuses phone_no %j on send and verify with the login form message %j, keyed `mobile`',
      async (phone, message) => {
        for (const reply of [await send(phone), await verify(phone, '1234')]) {
          expect(reply.status).toBe(417);
          expect(reply.body.message).toMatchObject({
            status: 'error',
            reason: 'validation',
            errors: { mobile: message },
          });
        }
      },
    );

    it('refuses a send without phone_no with the login form message, keyed `mobile`', async () => {
      const missing = await server.method('generateAndSendOtp');
      expect(missing.body.message.errors).toEqual({ mobile: phoneMessages.login.required });
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
      expect(await server.count('otp_attempts')).toBe(0);
    });

    it('logs in with the code sent: the whole customer detail plus api_key, api_secret, customer_id', async () => {
      const { form, customerId } = await register(server);
      const sent = await sendFor(form.mobile);
      expect(sent.body).toMatchObject({
        message: {
          status: 'success',
          expires_in_seconds: 600,
          code_length: 4,
          login_attempt: expect.stringMatching(/^[\w-]{32}$/),
        },
      });
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
        gstin: null,
        language: 'en',
        customer_address: { ...addressRecord(form), country: 'India' },
        api_key: expect.stringMatching(/^[\w-]{16,}$/),
        api_secret: expect.stringMatching(/^[\w-]{40,}$/),
      });
      const [stored] = await server.app.db.query<{ secret_hash: string }>(
        'select secret_hash from api_credentials where customer_id = $1',
        [customerId],
      );
      expect(stored?.secret_hash).not.toContain(reply.body.message.api_secret);
      const [live] = await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from otp_attempts where mobile = $1 and used_at is null',
        [form.mobile],
      );
      expect(live?.n).toBe(0);
    });

    it('uses a code once only', async () => {
      const { form } = await register(server);
      await sendFor(form.mobile);
      const code = await latestCode(server, form.mobile);
      expect((await verify(form.mobile, code)).status).toBe(200);
      const again = await verify(form.mobile, code);
      expect(again.status).toBe(401);
      expect(again.body.message.reason).toBe('otp_expired');
    });

    it('stores the code only as a keyed hash, and the attempt only as a hash of its token', async () => {
      const { form } = await register(server);
      await sendFor(form.mobile);
      const code = await latestCode(server, form.mobile);
      const rows = await server.app.db.query<Record<string, unknown>>('select * from otp_attempts where mobile = $1', [
        form.mobile,
      ]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(new RegExp(`"${code}"`));
      expect(JSON.stringify(rows)).not.toContain(attempts.get(form.mobile));
      expect(String(rows[0]!.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    });

    // A code belongs to the login attempt that asked for it: a stranger's resend leaves it alone.
    it('binds a code to its login attempt: without it, or with another attempt, the right code does not log in', async () => {
      const { form } = await register(server);
      const { attempt: mine, code } = await sendAndRead(form.mobile);
      const { attempt: other, code: second } = await sendAndRead(form.mobile);
      const missing = await server.method('verifyOtpAndLogin', { phone_no: form.mobile, otp: code });
      expect(missing.status).toBe(401);
      expect(missing.body.message).toMatchObject({ reason: 'otp_expired', text: securityTexts.attemptMissing });
      if (code !== second) expect((await verify(form.mobile, code, other)).body.message.reason).toBe('invalid_otp');
      expect((await verify(form.mobile, code, mine)).status).toBe(200);
      expect((await verify(form.mobile, second, other)).status).toBe(200);
    });

    it('expires a code after 10 minutes', async () => {
      const { form } = await register(server);
      await sendFor(form.mobile);
      const code = await latestCode(server, form.mobile);
      clock.advance(601);
      const reply = await verify(form.mobile, code);
      expect(reply.status).toBe(401);
      expect(reply.body.message.reason).toBe('otp_expired');
    });

    it('rotates the token on a new login: the old token stops working', async () => {
      const { form, customerId } = await register(server);
      const first = await login(server, form.mobile);
      const second = await login(server, form.mobile);
      expect(second.api_secret).not.toBe(first.api_secret);
      const old = await server.method(
        'getCustomerDetail',
        { customer_id: customerId },
        { headers: tokenHeader(first) },
      );
      expect(old.status).toBe(401);
      const current = await server.method(
        'getCustomerDetail',
        { customer_id: customerId },
        { headers: tokenHeader(second) },
      );
      expect(current.status).toBe(200);
    });

    // Wrong codes end the attempt, never the number, so no stranger can lock its owner out.
    it('ends an attempt after 5 wrong codes, never the number: a fresh code still logs the owner in', async () => {
      const { form } = await register(server);
      const { attempt: stranger, code } = await sendAndRead(form.mobile);
      const wrong = otherCode(code);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const reply = await verify(form.mobile, wrong, stranger);
        expect(reply.status).toBe(401);
        expect(reply.body.message.reason).toBe('invalid_otp');
      }
      const sixth = await verify(form.mobile, code, stranger);
      expect(sixth.body.message.reason).toBe('otp_expired');
      // The owner asks for a code of their own: sent at once, and it logs in.
      expect((await sendFor(form.mobile)).status).toBe(200);
      expect((await verify(form.mobile, await latestCode(server, form.mobile))).status).toBe(200);
    });

    it('spends at most 5 wrong 4-digit guesses per number and day; then short codes retire and new codes have 8 digits', async () => {
      const { form } = await register(server);
      // Two attempts at once: 5 wrong guesses spread over both spend the number's budget for the day.
      const { attempt: first, code: firstCode } = await sendAndRead(form.mobile);
      const { attempt: second, code: secondCode } = await sendAndRead(form.mobile);
      for (let guess = 0; guess < 3; guess++)
        expect((await verify(form.mobile, otherCode(firstCode), first)).body.message.reason).toBe('invalid_otp');
      for (let guess = 0; guess < 2; guess++)
        expect((await verify(form.mobile, otherCode(secondCode), second)).body.message.reason).toBe('invalid_otp');
      const retired = await verify(form.mobile, secondCode, second);
      expect(retired.status).toBe(401);
      expect(retired.body.message).toMatchObject({ reason: 'otp_expired', text: securityTexts.codeRetired });
      const long = await sendFor(form.mobile);
      expect(long.body.message.code_length).toBe(8);
      const longCode = await latestCode(server, form.mobile);
      expect(longCode).toMatch(/^\d{8}$/);
      const short = await verify(form.mobile, '1234');
      expect(short.status).toBe(417);
      expect(short.body.message.errors).toEqual({ otp: longOtpIncompleteMessage(8) });
      expect((await verify(form.mobile, longCode)).status).toBe(200);
      // The next UTC day the budget is whole again: 4 digits.
      clock.advance(86_400);
      expect((await sendFor(form.mobile)).body.message.code_length).toBe(4);
    });

    it('checks at most 5 guesses per code even when they arrive in parallel', async () => {
      const { form } = await register(server);
      clock.advance(86_400);
      await sendFor(form.mobile);
      const code = await latestCode(server, form.mobile);
      const replies = await Promise.all(Array.from({ length: 30 }, () => verify(form.mobile, otherCode(code))));
      const reasons = replies.map((reply) => reply.body.message.reason);
      expect(reasons.filter((reason) => reason === 'invalid_otp').length).toBeLessThanOrEqual(5);
      expect(reasons.every((reason) => reason === 'invalid_otp' || reason === 'otp_expired')).toBe(true);
      expect((await verify(form.mobile, code)).body.message.reason).toBe('otp_expired');
    });

    it('never logs a code, a secret or a full token', async () => {
      const { form, customerId, login: record } = await registerAndLogin(server);
      const code = await latestCode(server, form.mobile);
      await server.method('getCustomerDetail', { customer_id: customerId }, { headers: tokenHeader(record) });
      await server.method(
        'getCustomerDetail',
        { customer_id: customerId },
        { headers: { authorization: 'token wrong:wrong' } },
      );
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
    const clock = testClock();
    const server = suiteServer(
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
    const send = (mobile: string) => server.method('generateAndSendOtp', { phone_no: mobile });
    /** A refused send: 429, to be tried again in `min` to `max` seconds. */
    const expectRetryAfter = (reply: Reply<any>, min: number, max: number) => {
      expect(reply.status).toBe(429);
      expect(reply.body.message.retry_after_seconds).toBeGreaterThanOrEqual(min);
      expect(reply.body.message.retry_after_seconds).toBeLessThanOrEqual(max);
    };

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
      // Until the first of the 5 sends (105 s ago) is an hour old; a few seconds' slack for a slow machine.
      expectRetryAfter(await send(form.mobile), 3490, 3495);
      clock.advance(3600);
      for (let sent = 6; sent <= 10; sent++) {
        expect((await send(form.mobile)).status, `send ${sent}`).toBe(200);
        clock.advance(21);
      }
      clock.advance(3600);
      // Until the first of the 10 sends (7,410 s ago) is a day old.
      expectRetryAfter(await send(form.mobile), 78_985, 78_990);
      clock.advance(86_400);
      expect((await send(form.mobile)).status).toBe(200);
    });

    it('limits sends per client address across numbers', async () => {
      clock.advance(86_400);
      const mobiles = [];
      for (let index = 0; index < 15; index++) mobiles.push((await register(server)).form.mobile);
      for (const mobile of mobiles.slice(0, 14)) expect((await send(mobile)).status).toBe(200);
      const over = await send(mobiles[14]!);
      expect(over.body.message.reason).toBe('rate_limited');
      // Until the first of the 14 sends, just now, is an hour old.
      expectRetryAfter(over, 3590, 3600);
    });

    it('limits verify calls per client address per minute', async () => {
      const mobile = newMobile();
      const replies = [];
      for (let index = 0; index < 4; index++)
        replies.push(await server.method('verifyOtpAndLogin', { phone_no: mobile, otp: '1234' }));
      expect(replies.slice(0, 3).every((reply) => reply.status === 401)).toBe(true);
      expect(replies[3]!.status).toBe(429);
      expect(replies[3]!.body.message).toMatchObject({
        reason: 'rate_limited',
        retry_after_seconds: expect.any(Number),
      });
    });
  });
}
