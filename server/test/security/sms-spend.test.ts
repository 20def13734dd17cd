import { securityTexts } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { logCapture, suiteServer, testDatabases } from '../harness';
import { register } from '../customers';
import { injectLogin, injectMethod } from '../inject';

const METRICS_TOKEN = 'm'.repeat(40);
const CEILING = 10;

/**
 * The SMS codes of the last hour, all numbers, are in the metrics, and a ceiling
 * (SMS_CODES_PER_HOUR, 10 here) refuses a send that would cross it, logged at warn: strangers at 80 %
 * of it, so that browsers known to their numbers keep the rest.
 */
for (const database of testDatabases) {
  describe.skipIf(database.skip)(`SMS spend ceiling (${database.label})`, () => {
    let offsetMs = 0;
    const logs = logCapture();
    const server = suiteServer(
      database,
      { SMS_CODES_PER_HOUR: String(CEILING), METRICS_TOKEN, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
      { now: () => new Date(Date.now() + offsetMs), logStream: logs.stream },
    );
    const send = (mobile: string, from: string, cookie: string | null = null) =>
      injectMethod(server, 'generateAndSendOtp', { from, query: { phone_no: mobile }, cookie });
    const codesLastHour = async () => {
      const reply = await server.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return Number(/^sms_codes_last_hour (\d+)$/m.exec(reply.body)?.[1]);
    };

    it('refuses strangers at 80 % of the hourly ceiling and known devices at it, counted in the metrics', async () => {
      // A browser known to its number: it logged in once (a code, counted).
      const owner = (await register(server)).form.mobile;
      const { verified } = await injectLogin(server, owner, '198.51.100.1');
      const device = verified?.cookie ?? null;
      expect(device).toMatch(/^site_device=/);

      const strangers: number[] = [];
      for (let index = 0; index < 9; index++) {
        const mobile = (await register(server)).form.mobile;
        strangers.push((await send(mobile, `203.0.113.${index + 1}`)).status);
      }
      const refusedStranger = await send((await register(server)).form.mobile, '203.0.113.50');
      const known: number[] = [];
      for (let index = 0; index < 3; index++) {
        offsetMs += 21_000;
        known.push((await send(owner, '198.51.100.1', device)).status);
      }
      const counted = await codesLastHour();
      offsetMs += 3_600_000;
      const nextHour = (await send((await register(server)).form.mobile, '203.0.113.60')).status;
      const warnings = logs.lines.filter((line) => line.includes('SMS_CODES_PER_HOUR')).length;
      console.log(
        `SMS ceiling (${database.label}, ${CEILING}/h): strangers ${JSON.stringify(strangers)} then ${refusedStranger.status}, ` +
          `known device ${JSON.stringify(known)}, metrics sms_codes_last_hour ${counted}, next hour ${nextHour}, warnings logged ${warnings}`,
      );
      // 1 login + 7 strangers = 8 (80 %); then the known device's 9th and 10th.
      expect(strangers).toEqual([200, 200, 200, 200, 200, 200, 200, 429, 429]);
      expect(refusedStranger.body.message).toMatchObject({ reason: 'rate_limited', text: securityTexts.smsCeiling });
      expect(known).toEqual([200, 200, 429]);
      expect(counted).toBe(CEILING);
      expect(nextHour).toBe(200);
      expect(warnings).toBe(4);
    });
  });
}
