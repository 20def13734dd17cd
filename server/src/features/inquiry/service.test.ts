import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { suiteServer, testDatabases } from '../../../test/harness';
import { INQUIRY_COLUMNS, type InquiryRecord, type StoreInquiryInput, storeInquiry } from './service';

const WINDOW_SECONDS = 10;

function inquiry(overrides: Partial<StoreInquiryInput> = {}): StoreInquiryInput {
  const record = Object.fromEntries(INQUIRY_COLUMNS.map((column) => [column, null])) as InquiryRecord;
  return {
    record: { ...record, inquiry_type: 'contact', fullname: 'Vikram Rao', comment: 'Please call me back' },
    clientAddress: '203.0.113.7',
    idempotencyKey: null,
    payloadHash: randomUUID(),
    duplicateWindowSeconds: WINDOW_SECONDS,
    now: new Date(),
    ...overrides,
  };
}

/** The database as it is when a connection dies just after the database committed a statement. */
function cutAfterFirstCommit(db: Database): Database {
  let cut = false;
  return {
    ...db,
    async query<Row extends object>(sql: string, params?: readonly unknown[]) {
      const rows = await db.query<Row>(sql, params);
      if (cut) return rows;
      cut = true;
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    },
  };
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`storeInquiry (${database.label})`, () => {
    const server = suiteServer(database);

    const rowsWithHash = async (payloadHash: string) =>
      (
        await server.app.db.query<{ n: number }>(
          'select count(*)::int as n from website_inquiries where payload_hash = $1',
          [payloadHash],
        )
      )[0]?.n;

    it('collapses identical inquiries without a key, sent at once, to one row whose id all of them get', async () => {
      // Open the pool's connections first, so the inserts reach the database together.
      await Promise.all(Array.from({ length: 10 }, () => server.app.db.query('select pg_sleep(0.05)')));
      for (let round = 0; round < 10; round++) {
        const input = inquiry();
        const results = await Promise.all(Array.from({ length: 10 }, () => storeInquiry(server.app.db, input)));
        expect(new Set(results.map((result) => result.id)).size).toBe(1);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await rowsWithHash(input.payloadHash)).toBe(1);
      }
    });

    it('treats the same payload as new once its window has passed, to the millisecond', async () => {
      const first = inquiry();
      const stored = await storeInquiry(server.app.db, first);
      const justInside = await storeInquiry(server.app.db, {
        ...first,
        now: new Date(first.now.getTime() + WINDOW_SECONDS * 1000 - 1),
      });
      expect(justInside).toEqual({ id: stored.id, created: false });
      const justOutside = await storeInquiry(server.app.db, {
        ...first,
        now: new Date(first.now.getTime() + WINDOW_SECONDS * 1000),
      });
      expect(justOutside.created).toBe(true);
      expect(await rowsWithHash(first.payloadHash)).toBe(2);
    });

    // A key is the sender's and its payload's: another payload under it is not a retry.
    it('answers a repeated key with the same payload with its first inquiry however late; refuses it with another payload', async () => {
      const key = randomUUID();
      const input = inquiry({ idempotencyKey: key });
      const first = await storeInquiry(server.app.db, input);
      const later = await storeInquiry(server.app.db, { ...input, now: new Date(Date.now() + 86_400_000) });
      expect(later).toEqual({ id: first.id, created: false });
      await expect(storeInquiry(server.app.db, inquiry({ idempotencyKey: key }))).rejects.toMatchObject({
        statusCode: 422,
        reason: 'validation',
      });
      const otherSender = await storeInquiry(server.app.db, {
        ...input,
        clientAddress: '198.51.100.9',
        payloadHash: randomUUID(),
      });
      expect(otherSender.created).toBe(true);
    });

    it('stores nothing twice when the connection dies after the commit, and still reports the inquiry as new', async () => {
      for (const overrides of [{ idempotencyKey: randomUUID() }, { idempotencyKey: null }]) {
        const input = inquiry(overrides);
        const result = await storeInquiry(cutAfterFirstCommit(server.app.db), input);
        expect(result.created).toBe(true);
        expect(await rowsWithHash(input.payloadHash)).toBe(1);
      }
    });

    it('does not run the insert again when nothing would stop a second row (no key, no window)', async () => {
      const input = inquiry({ duplicateWindowSeconds: 0 });
      await expect(storeInquiry(cutAfterFirstCommit(server.app.db), input)).rejects.toThrow('Connection terminated');
      expect(await rowsWithHash(input.payloadHash)).toBe(1);
    });
  });
}
