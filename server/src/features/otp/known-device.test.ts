import {
  KNOWN_DEVICE_CALLS,
  LOGIN_ATTEMPT_PARAM,
  METHOD_PREFIX,
  methodPaths,
  privacyMethodPaths,
} from '@site/contract';
import { describe, expect, it } from 'vitest';
import { suiteServer, testDatabases } from '../../../test/harness';
import { register } from '../../../test/customers';
import { injectedCode, injectLogin, injectMethod } from '../../../test/inject';

const ORIGIN = 'http://localhost:8080';
const paths = { ...methodPaths, ...privacyMethodPaths };

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`known devices (${database.label})`, () => {
    const server = suiteServer(database, {
      TRUST_PROXY: '127.0.0.1',
      OTP_SEND_INTERVAL_SECONDS: '0',
      OTP_SENDS_PER_NUMBER_PER_DAY: '2',
    });

    /** A login from `from`; the reply's `site_device=…` cookie. */
    async function logIn(mobile: string, from: string, cookie: string | null = null) {
      const { verified } = await injectLogin(server, mobile, from, cookie);
      expect(verified?.status).toBe(200);
      return verified!.cookie!;
    }

    it('sets an HttpOnly, Secure, same-site cookie at login, kept at the next login', async () => {
      const mobile = (await register(server)).form.mobile;
      const sent = await injectMethod(server, 'generateAndSendOtp', {
        from: '203.0.113.1',
        query: { phone_no: mobile },
      });
      const reply = await server.app.inject({
        url: `${METHOD_PREFIX}/${methodPaths.verifyOtpAndLogin}?${new URLSearchParams({
          phone_no: mobile,
          otp: await injectedCode(server, mobile),
          [LOGIN_ATTEMPT_PARAM]: sent.body.message.login_attempt,
        }).toString()}`,
        headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '203.0.113.1' },
      });
      const setCookie = String(reply.headers['set-cookie']);
      expect(setCookie).toMatch(
        /^site_device=[A-Za-z0-9_-]{32}; Max-Age=7776000; Path=\/api\/method; HttpOnly; Secure; SameSite=Strict$/,
      );
      const cookie = setCookie.split(';')[0]!;
      expect(await logIn(mobile, '203.0.113.1', cookie)).toBe(cookie);
    });

    it('spends the device’s own budget only for the numbers it logged in to; a made-up id is a stranger', async () => {
      const mobile = (await register(server)).form.mobile;
      const other = (await register(server)).form.mobile;
      const cookie = await logIn(mobile, '203.0.113.2');
      const send = (to: string, from: string, withCookie: string | null) =>
        injectMethod(server, 'generateAndSendOtp', { from, query: { phone_no: to }, cookie: withCookie });
      // One client: the login used one of its 2 stranger codes to `mobile`, one is left; the device has its own.
      const strangerLeft = await send(mobile, '203.0.113.2', null);
      const strangerOver = await send(mobile, '203.0.113.2', null);
      const known = [await send(mobile, '203.0.113.2', cookie), await send(mobile, '203.0.113.2', cookie)];
      const knownOver = await send(mobile, '203.0.113.2', cookie);
      // To another number, and with an id nobody was given, the same browser is a stranger.
      const elsewhere = [];
      for (let index = 0; index < 3; index++) elsewhere.push((await send(other, '203.0.113.3', cookie)).status);
      const madeUp = await send(mobile, '203.0.113.4', `site_device=${'A'.repeat(32)}`);
      const [stored] = await server.app.db.query<{ known: number }>(
        'select count(*)::int as known from otp_attempts where mobile = $1 and device_hash is not null',
        [mobile],
      );
      expect([strangerLeft.status, strangerOver.status]).toEqual([200, 429]);
      expect(known.map((reply) => reply.status)).toEqual([200, 200]);
      expect(knownOver.status).toBe(429);
      expect(elsewhere).toEqual([200, 200, 429]);
      expect(madeUp.status).toBe(200);
      // Only the two sends of the device that logged in were its own.
      expect(stored!.known).toBe(2);
    });

    it('answers CORS with credentials to our pages, for every call that carries the cookie', async () => {
      for (const call of KNOWN_DEVICE_CALLS) {
        const reply = await server.app.inject({
          method: 'OPTIONS',
          url: `${METHOD_PREFIX}/${paths[call]}`,
          headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
        });
        expect(reply.headers['access-control-allow-origin'], call).toBe(ORIGIN);
        expect(reply.headers['access-control-allow-credentials'], call).toBe('true');
      }
      const foreign = await server.app.inject({
        method: 'OPTIONS',
        url: `${METHOD_PREFIX}/${methodPaths.generateAndSendOtp}`,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
}
