import { contactInquiryPayload, IDEMPOTENCY_KEY_HEADER, METHOD_PREFIX, methodPaths } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { newMobile } from '../customers';
import { startServerProcess } from '../process';
import { processDatabases, UNLIMITED } from './fault-databases';

/**
 * `kill -9` of the real API process while 500 inquiries are being written at once, then a
 * restart on the same data: every inquiry the client was told succeeded is there exactly once,
 * whole, and the server answers again. Requests cut by the kill were never acknowledged; some
 * of them may have committed just before it, which is allowed (the client retries them with
 * the same Idempotency-Key and gets the same inquiry back).
 */
const WRITES = 500;
const KILL_AFTER_ACKNOWLEDGED = 150;
const INQUIRY_PATH = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;

interface Row {
  id: string;
  idempotency_key: string;
  fullname: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  comment: string | null;
}

for (const database of processDatabases) {
  describe.skipIf(database.skip)(`kill -9 during concurrent inquiry writes (${database.label})`, () => {
    it(`keeps every acknowledged inquiry of ${WRITES} concurrent writes, exactly once`, async () => {
      const db = await database.create();
      try {
        const run = `${Date.now()}`;
        const payloads = Array.from({ length: WRITES }, (_, index) => ({
          key: `fault-${run}-${index}`,
          body: contactInquiryPayload({
            name: `Fault Test ${index}`,
            company: `Company ${index}`,
            phone: newMobile(),
            email: `fault${index}@example.in`,
            message: `Inquiry number ${index} of the kill -9 test`,
          }),
        }));
        const post = (baseUrl: string, payload: (typeof payloads)[number]) =>
          fetch(`${baseUrl}${INQUIRY_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: payload.key },
            body: JSON.stringify(payload.body),
          });

        const first = await startServerProcess({ ...db.env, ...UNLIMITED });
        const acknowledged = new Map<string, string>();
        let failedReplies = 0;
        let cut = 0;
        let killed: Promise<void> | null = null;
        await Promise.all(
          payloads.map(async (payload) => {
            try {
              const reply = await post(first.baseUrl, payload);
              const body = (await reply.json()) as { message: { status: string; name?: string } };
              if (reply.status === 200 && body.message.status === 'success' && body.message.name) {
                acknowledged.set(payload.key, body.message.name);
                if (acknowledged.size === KILL_AFTER_ACKNOWLEDGED) killed = first.kill();
              } else {
                failedReplies++;
              }
            } catch {
              cut++; // the connection died with the process: never acknowledged
            }
          }),
        );
        await (killed ?? first.kill());
        expect(first.child.signalCode).toBe('SIGKILL');

        // Restart on the same data; the acknowledged inquiries come back under their keys.
        const second = await startServerProcess({ ...db.env, ...UNLIMITED });
        let replayedSame = 0;
        try {
          expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);
          for (const payload of payloads.filter((p) => acknowledged.has(p.key)).slice(0, 50)) {
            const reply = await post(second.baseUrl, payload);
            const body = (await reply.json()) as { message: { name: string } };
            if (reply.status === 200 && body.message.name === acknowledged.get(payload.key)) replayedSame++;
          }
          const fresh = await post(second.baseUrl, {
            key: `fault-${run}-after`,
            body: { ...payloads[0]!.body, fullname: 'After restart' },
          });
          expect(fresh.status).toBe(200);
        } finally {
          await second.stop();
        }

        const rows = await db.query<Row>(
          `select id, idempotency_key, fullname, company, phone, email, comment from website_inquiries where idempotency_key like $1`,
          [`fault-${run}-%`],
        );
        const byKey = new Map<string, Row[]>();
        for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
        const sent = new Map(payloads.map((payload) => [payload.key, payload.body]));
        let missing = 0;
        let duplicated = 0;
        let halfWritten = 0;
        for (const [key, id] of acknowledged) {
          const found = byKey.get(key) ?? [];
          if (found.length === 0) missing++;
          if (found.length > 1) duplicated++;
          if (found.length === 1 && found[0]!.id !== id) missing++;
        }
        for (const row of rows) {
          const body = sent.get(row.idempotency_key);
          if (!body) continue; // the one written after the restart
          const whole =
            row.fullname === body.fullname &&
            row.company === body.company &&
            row.phone === body.phone &&
            row.email === body.email &&
            row.comment === body.comment;
          if (!whole) halfWritten++;
        }
        const committedUnacknowledged = rows.filter(
          (row) => sent.has(row.idempotency_key) && !acknowledged.has(row.idempotency_key),
        ).length;
        console.log(
          `kill -9 (${database.label}): ${WRITES} concurrent writes, killed after ${KILL_AFTER_ACKNOWLEDGED} acknowledged; ` +
            `acknowledged ${acknowledged.size}, cut by the kill ${cut}, error replies ${failedReplies}; after restart: ` +
            `${rows.length - 1} stored (${committedUnacknowledged} committed but never acknowledged), missing ${missing}, ` +
            `duplicated ${duplicated}, half-written ${halfWritten}, replayed keys answered with the same inquiry ${replayedSame}/${Math.min(50, acknowledged.size)}`,
        );
        expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
        // The kill landed mid-run: some writes never got a reply.
        expect(cut).toBeGreaterThan(0);
        expect(failedReplies).toBe(0);
        expect({ missing, duplicated, halfWritten }).toEqual({ missing: 0, duplicated: 0, halfWritten: 0 });
        expect(replayedSame).toBe(Math.min(50, acknowledged.size));
        expect(rows.filter((row) => row.fullname === 'After restart')).toHaveLength(1);
      } finally {
        await db.drop();
      }
    }, 90_000);
  });
}
