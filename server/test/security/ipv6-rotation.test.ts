import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { profileUpdateFields, securityTexts } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, jsonInit, suiteServer, testDatabases, type TestServer } from '../harness';
import { newMobile, signUpForm, tokenHeader } from '../customers';
import { addressIn, injectLogin, injectMethod } from '../inject';
import { multipart, profileForm } from '../profile';
import { redisAnswers, TEST_REDIS_URL } from '../redis';

/**
 * A client is an IPv4 address or an IPv6 /64, for every limit. Each attack below
 * rotates its address inside its /64s at every request, through the trusted proxy hop (X-Forwarded-For
 * from the proxy the API trusts), at the default database-backed limits; the in-memory per-minute
 * limits are raised where the simulated clock runs ahead of them, and kept where they are under test.
 */
const IN_MEMORY = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
};

/**
 * For the in-memory request limits under test, at their defaults behind the trusted proxy: the number
 * look-ups, which would refuse first, relaxed.
 */
const REQUEST_LIMITS_UNDER_TEST = {
  ...DEFAULT_LIMITS,
  LOOKUPS_PER_ADDRESS_PER_HOUR: '1000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '1000',
  LOOKUPS_PER_NETWORK_PER_DAY: '1000',
  TRUST_PROXY: '127.0.0.1',
};

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`the Redis-backed IPv6 rotation test is skipped: no Redis answers at ${TEST_REDIS_URL}`);

/** A clock the tests move forward instead of waiting. */
function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds: number) => void (offsetMs += seconds * 1000),
  };
}

/** A registered number, signed up from an address of its own (sign-ups spend look-ups of their sender). */
async function registered(server: TestServer, setupAddress: string): Promise<string> {
  const form = signUpForm();
  const reply = await injectMethod(server, 'registerCustomer', { from: setupAddress, body: form });
  if (reply.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(reply.body)}`);
  return form.mobile;
}

/** A login from `from` in a browser holding `cookie` (none: a new browser); the reply's cookie and token. */
async function logIn(server: TestServer, mobile: string, from: string, cookie: string | null = null) {
  const { sent, verified } = await injectLogin(server, mobile, from, cookie);
  if (!verified) return { status: sent.status, reason: sent.body.message.reason as string };
  return { status: verified.status, reason: 'login', cookie: verified.cookie, record: verified.body.message };
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`IPv6 rotation inside /64s, trusted proxy hop (${database.label})`, () => {
    const clock = testClock();
    const server = suiteServer(
      database,
      { ...DEFAULT_LIMITS, ...IN_MEMORY, TRUST_PROXY: '127.0.0.1' },
      { now: clock.now },
    );

    it('399 code sends to one number from four /64s of one /56 reach it at most 6 times; its owner still gets a code', async () => {
      clock.advance(86_400);
      const mobile = await registered(server, '10.28.0.1');
      const replies = new Map<string, number>();
      let lastRetryAfter = 0;
      for (let index = 0; index < 399; index++) {
        clock.advance(1.5);
        const reply = await injectMethod(server, 'generateAndSendOtp', {
          from: addressIn(`2001:db8:5600:${index % 4}`),
          query: { phone_no: mobile },
        });
        const key = `${reply.status} ${reply.body.message.reason ?? 'sent'}`;
        replies.set(key, (replies.get(key) ?? 0) + 1);
        if (reply.status === 429) lastRetryAfter = reply.body.message.retry_after_seconds;
      }
      const sent = replies.get('200 sent') ?? 0;
      const owner = await logIn(server, mobile, '198.51.100.28');
      const [rows] = await server.app.db.query<{ clients: number; networks: number }>(
        `select count(distinct client_address)::int as clients, count(distinct client_network)::int as networks
         from otp_attempts where mobile = $1 and client_address like '2001:db8:5600:%'`,
        [mobile],
      );
      console.log(
        `IPv6 rotation (${database.label}): 399 sends to one number from 4 /64s of a /56 in 10 simulated minutes: ` +
          `${JSON.stringify(Object.fromEntries(replies))}, last retry-after ${lastRetryAfter} s, clients seen ${rows!.clients}, networks ${rows!.networks}; ` +
          `the owner's new device then: ${owner.status} ${owner.reason}`,
      );
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThanOrEqual(6);
      expect(rows).toEqual({ clients: 4, networks: 1 });
      expect(owner.status).toBe(200);
    });

    it('one customer sends at most 5 number-change codes a day to strangers’ numbers from a rotating /64', async () => {
      clock.advance(86_400);
      const mobile = await registered(server, '10.28.0.2');
      const login = await logIn(server, mobile, '10.28.0.2');
      const record = login.record;
      const counts = { codes: 0, refused: 0 };
      for (let index = 0; index < 80; index++) {
        clock.advance(1);
        const reply = await server.method('updateCustomerDetail', undefined, {
          method: 'PUT',
          headers: { ...tokenHeader(record), 'x-forwarded-for': addressIn('2001:db8:cafe:1') },
          body: multipart(profileUpdateFields(profileForm(record.customer_id, { phoneNumber: newMobile() }))),
        });
        if (reply.status === 200 && reply.body.message.mobile_change) counts.codes++;
        if (reply.status === 429) counts.refused++;
      }
      console.log(
        `IPv6 rotation (${database.label}): 80 number changes to strangers' numbers by one customer from one /64: ` +
          `codes sent ${counts.codes}, refused ${counts.refused} (MOBILE_CHANGES_PER_CUSTOMER_PER_DAY 5)`,
      );
      expect(counts).toEqual({ codes: 5, refused: 75 });
    });

    it('learns at most the day’s 60 look-ups from one /64, whatever its addresses', async () => {
      clock.advance(86_400);
      const counts = { answered: 0, refused: 0 };
      for (let index = 0; index < 100; index++) {
        clock.advance(240);
        const reply = await injectMethod(server, 'generateAndSendOtp', {
          from: addressIn('2001:db8:beef:1'),
          query: { phone_no: newMobile() },
        });
        if (reply.status === 429) counts.refused++;
        else counts.answered++;
      }
      const [row] = await server.app.db.query<{ clients: number; client: string }>(
        `select count(distinct client_address)::int as clients, min(client_address) as client from number_lookups
         where client_address like '2001:db8:beef:%'`,
      );
      console.log(
        `IPv6 rotation (${database.label}): 100 look-ups of new numbers from one /64 over 6.7 simulated hours: ` +
          `answered ${counts.answered}, refused ${counts.refused} (LOOKUPS_PER_ADDRESS_PER_DAY 60), keyed as ${row!.client}`,
      );
      expect(counts).toEqual({ answered: 60, refused: 40 });
      expect(row).toEqual({ clients: 1, client: '2001:db8:beef:1::/64' });
    });

    it('learns at most the day’s 140 look-ups from one /48, whatever its /64s', async () => {
      clock.advance(86_400);
      const counts = { answered: 0, refused: 0 };
      const refusals = new Set<string>();
      // Each look-up from a /64 of its own: no client comes near its own budget, only the network's.
      for (let index = 0; index < 150; index++) {
        clock.advance(60);
        const reply = await injectMethod(server, 'generateAndSendOtp', {
          from: addressIn(`2001:db8:4848:${index.toString(16)}`),
          query: { phone_no: newMobile() },
        });
        if (reply.status === 429) {
          counts.refused++;
          refusals.add(reply.body.message.text);
        } else counts.answered++;
      }
      const [row] = await server.app.db.query<{ clients: number; networks: number }>(
        `select count(distinct client_address)::int as clients, count(distinct client_network)::int as networks
         from number_lookups where client_address like '2001:db8:4848:%'`,
      );
      console.log(
        `IPv6 rotation (${database.label}): 150 look-ups of new numbers from 150 /64s of one /48 over 2.5 simulated hours: ` +
          `answered ${counts.answered}, refused ${counts.refused} (LOOKUPS_PER_NETWORK_PER_DAY 140), ${row!.clients} clients in ${row!.networks} network`,
      );
      expect(counts).toEqual({ answered: 140, refused: 10 });
      expect([...refusals]).toEqual([securityTexts.lookupsExceeded]);
      expect(row).toEqual({ clients: 140, networks: 1 });
    });
  });

  describe.skipIf(database.skip)(`IPv6 rotation inside a /64, real TCP listener (${database.label})`, () => {
    const server = suiteServer(database, REQUEST_LIMITS_UNDER_TEST);

    it('40 sign-ups and 40 code sends, each from a new address of one /64, get the limits of one client', async () => {
      const counts = { signUps: 0, sends: 0 };
      const from = () => ({ headers: { 'x-forwarded-for': addressIn('2001:db8:28:1') } });
      for (let index = 0; index < 40; index++) {
        const reply = await server.method('registerCustomer', undefined, jsonInit(signUpForm(), from()));
        if (reply.status === 200) counts.signUps++;
      }
      for (let index = 0; index < 40; index++) {
        const reply = await server.method('generateAndSendOtp', { phone_no: newMobile() }, from());
        if (reply.status !== 429) counts.sends++;
      }
      const [row] = await server.app.db.query<{ clients: number; client: string }>(
        'select count(distinct client_address)::int as clients, min(client_address) as client from number_lookups',
      );
      console.log(
        `IPv6 rotation (${database.label}, TCP): 40 sign-ups and 40 sends from 80 addresses of one /64: ` +
          `sign-ups accepted ${counts.signUps} (limit 20/h), sends past the limit ${counts.sends} (limit 10/min), keyed as ${row!.client}`,
      );
      expect(counts).toEqual({ signUps: 20, sends: 10 });
      expect(row).toEqual({ clients: 1, client: '2001:db8:28:1::/64' });
    }, 90_000);
  });

  describe.skipIf(database.skip || !redisUp)(
    `IPv6 rotation inside a /64, Redis-backed request limits (${database.label})`,
    () => {
      const namespace = `test-rotation-${randomBytes(6).toString('hex')}:`;
      const server = suiteServer(database, {
        ...REQUEST_LIMITS_UNDER_TEST,
        REDIS_URL: TEST_REDIS_URL,
        RATE_LIMIT_NAMESPACE: namespace,
      });

      it('counts 30 code sends from 30 addresses of one /64 as one client in Redis: 10 a minute', async () => {
        const statuses: number[] = [];
        for (let index = 0; index < 30; index++) {
          const reply = await injectMethod(server, 'generateAndSendOtp', {
            from: addressIn('2001:db8:4ed1:5'),
            query: { phone_no: newMobile() },
          });
          statuses.push(reply.status);
        }
        const redis = new Redis(TEST_REDIS_URL);
        const keys = await redis.keys(`${namespace}*`);
        redis.disconnect();
        const passed = statuses.filter((status) => status !== 429).length;
        console.log(
          `IPv6 rotation (${database.label}, Redis): 30 sends from 30 addresses of one /64: past the limit ${passed} (limit 10/min), Redis keys ${JSON.stringify(keys)}`,
        );
        expect(passed).toBe(10);
        // One client, one key: none of the 30 addresses has a key of its own.
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => key.endsWith('-2001:db8:4ed1:5::/64'))).toBe(true);
      }, 90_000);
    },
  );
}
