import { METHOD_PREFIX, privacyMethodPaths } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS, OUR_PAGES, suiteServer, testDatabases, type TestServer } from '../../../test/harness';
import { type Customer, suiteRetailer, tokenHeader } from '../../../test/customers';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

type Name = keyof typeof privacyMethodPaths;

const call = (server: TestServer, name: Name, who: Customer) =>
  server.request(`${METHOD_PREFIX}/${privacyMethodPaths[name]}`, {
    method: name === 'downloadMyData' ? 'GET' : 'POST',
    headers: { ...tokenHeader(who.login), ...OUR_PAGES },
  });

/** `count` calls of `name` by `who`, one after another: their statuses, and the last reply. */
async function calls(server: TestServer, name: Name, who: Customer, count: number) {
  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof call>> | undefined;
  for (let index = 0; index < count; index++) {
    last = await call(server, name, who);
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`privacy limits per customer (${database.label})`, () => {
    // The deployment's code-send limits, so that only the per-customer limits under test could refuse first.
    const server = suiteServer(database, {
      ...DEFAULT_LIMITS,
      OTP_SEND_INTERVAL_SECONDS: '0',
      RATE_LIMIT_OTP_SEND_PER_MINUTE: '1000',
      OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
      OTP_SENDS_PER_NUMBER_PER_DAY: '1000',
    });
    const retailer = suiteRetailer(server);
    const other = suiteRetailer(server);

    it('allows PRIVACY_DOWNLOADS_PER_HOUR (5) downloads of my data an hour per customer, then 429 with when to retry', async () => {
      const max = server.config.privacy.downloadsPerHour;
      const { statuses, last } = await calls(server, 'downloadMyData', retailer, max + 3);
      console.log(`download_my_data: ${statuses.length} in a row by one customer → ${tally(statuses)}`);
      expect(statuses).toEqual([...Array(max).fill(200), 429, 429, 429]);
      expect(last.body.message.reason).toBe('rate_limited');
      expect(last.body.message.retry_after_seconds).toBeGreaterThan(0);
      expect(last.body.message.retry_after_seconds).toBeLessThanOrEqual(3600);
      expect(Number(last.headers.get('retry-after'))).toBe(last.body.message.retry_after_seconds);
      // Per customer, not per address: another retailer from the same address still downloads theirs.
      expect((await call(server, 'downloadMyData', other)).status).toBe(200);
    });

    it('allows ACCOUNT_DELETION_REQUESTS_PER_DAY (5) deletion codes a day per customer, then 429 with when to retry', async () => {
      const max = server.config.privacy.deletionRequestsPerDay;
      const { statuses, last } = await calls(server, 'requestAccountDeletion', retailer, max + 2);
      console.log(`request_account_deletion: ${statuses.length} in a row by one customer → ${tally(statuses)}`);
      expect(statuses).toEqual([...Array(max).fill(200), 429, 429]);
      expect(last.body.message.reason).toBe('rate_limited');
      expect(last.body.message.retry_after_seconds).toBeGreaterThan(3600);
      expect(last.body.message.retry_after_seconds).toBeLessThanOrEqual(86_400);
      expect((await call(server, 'requestAccountDeletion', other)).status).toBe(200);
    });
  });
}
