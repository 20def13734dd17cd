import { METHOD_PREFIX, methodPaths } from '@site/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, OUR_PAGES, startServer, testDatabases, type TestServer } from '../harness';
import { newMobile, signUpForm } from '../customers';
import { loadConfig } from '../../src/config';
import { requestFrom, startProxy } from '../proxy';

/** Only the route limits under test (sign-ups 20/h, sends 10/min) stand; the look-up budget has its own test. */
const LIMITS = {
  ...DEFAULT_LIMITS,
  LOOKUPS_PER_ADDRESS_PER_HOUR: '1000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '1000',
  LOOKUPS_PER_NUMBER_PER_DAY: '1000',
};

/**
 * The address every per-address limit is keyed on comes from our proxy, never
 * from what the client wrote. 40 sign-ups and 40 code sends, each with a new forged X-Forwarded-For,
 * Forwarded and X-Real-IP, go through a real proxy hop; the limits (20 sign-ups an hour, 10 sends a
 * minute) must hold as if the headers were not there.
 */
const TRIES = 40;
const forged = (index: number) => ({
  'x-forwarded-for': `203.0.113.${index}, 198.51.100.${index}`,
  forwarded: `for=192.0.2.${index};proto=https`,
  'x-real-ip': `192.0.2.${index}`,
});

const path = (name: keyof typeof methodPaths) => `${METHOD_PREFIX}/${methodPaths[name]}`;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`client address from the proxy only (${database.label})`, () => {
    const servers: TestServer[] = [];
    afterAll(async () => {
      for (const server of servers) await server.close();
    });

    /** Sign-ups and sends from one client (127.0.0.2) with forged headers; how many each route accepted past its limit check. */
    async function attack(via: string) {
      const counts = { signUps: 0, sends: 0 };
      for (let index = 1; index <= TRIES; index++) {
        const reply = await requestFrom('127.0.0.2', `${via}${path('registerCustomer')}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...forged(index) },
          body: JSON.stringify(signUpForm()),
        });
        if (reply.status === 200) counts.signUps++;
      }
      for (let index = 1; index <= TRIES; index++) {
        const reply = await requestFrom('127.0.0.2', `${via}${path('generateAndSendOtp')}?phone_no=${newMobile()}`, {
          headers: { ...OUR_PAGES, ...forged(index) },
        });
        // Unregistered numbers: 404 once past the limits, 429 when a limit refuses.
        if (reply.status !== 429) counts.sends++;
      }
      return counts;
    }

    for (const [label, trustProxy] of [
      ['TRUST_PROXY=1 (hop count)', '1'],
      ['TRUST_PROXY=127.0.0.1 (the proxy\u2019s address)', '127.0.0.1'],
    ] as const) {
      it(`${label}: forged headers through a real proxy hop get no more than the limits`, async () => {
        const server = await startServer(database, { ...LIMITS, TRUST_PROXY: trustProxy });
        servers.push(server);
        const proxy = await startProxy(server.baseUrl, '127.0.0.1');
        try {
          const counts = await attack(proxy.url);
          const [row] = await server.app.db.query<{ addresses: number; address: string }>(
            'select count(distinct client_address)::int as addresses, min(client_address) as address from number_lookups',
          );
          console.log(
            `client address (${database.label}, ${label}): ${TRIES} sign-ups and ${TRIES} code sends with forged X-Forwarded-For/Forwarded/X-Real-IP through a proxy: ` +
              `sign-ups accepted ${counts.signUps} (limit 20/h), sends past the limit ${counts.sends} (limit 10/min), addresses seen ${row!.addresses} (${row!.address})`,
          );
          expect(counts).toEqual({ signUps: 20, sends: 10 });
          expect(row).toEqual({ addresses: 1, address: '127.0.0.2' });
        } finally {
          await proxy.close();
        }
      }, 90_000);
    }

    it('TRUST_PROXY with the proxy\u2019s address ignores a client that talks to the API directly with forged headers', async () => {
      const server = await startServer(database, { ...LIMITS, TRUST_PROXY: '127.0.0.1' });
      servers.push(server);
      const counts = await attack(server.baseUrl);
      console.log(
        `client address (${database.label}, direct with forged headers): sign-ups accepted ${counts.signUps}, sends past the limit ${counts.sends}`,
      );
      expect(counts).toEqual({ signUps: 20, sends: 10 });
    }, 90_000);

    it('refuses TRUST_PROXY=true, which would believe every hop', async () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' })).toThrow(
        /TRUST_PROXY=true/,
      );
      expect(loadConfig({ TRUST_PROXY: '2', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' }).trustProxy).toBe(2);
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.1', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' })
          .trustProxy,
      ).toEqual(['10.0.0.0/8', '172.16.0.1']);
      expect(() =>
        loadConfig({ TRUST_PROXY: '10.0.0.0/33', OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' }),
      ).toThrow(/TRUST_PROXY/);
    });
  });
}
