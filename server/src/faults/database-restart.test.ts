import { IDEMPOTENCY_KEY_HEADER, METHOD_PREFIX, contactInquiryPayload, methodPaths } from '@site/shared/contract';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newMobile, signUpForm } from '../test/harness';
import { startServerProcess } from '../test/process';
import { processDatabases, UNLIMITED } from './fault-databases';

/**
 * The database going away under the running API. The system PostgreSQL of these machines
 * cannot be restarted by a test, so every connection of the API is cut the way a restart
 * cuts them (pg_terminate_backend); the API must keep running, answer requests caught in the
 * cut with a clear 503 (never a crash, never a half-written row), and answer correctly after.
 * The embedded database (PGlite) has no separate server to restart: it lives and dies with
 * the API process, which the kill -9 test covers.
 */
const INQUIRY_PATH = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;
const postgres = processDatabases.find((database) => database.label === 'PostgreSQL')!;

async function terminateConnections(databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  try {
    const result = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(postgres.skip)('the database restarted under the running API (PostgreSQL)', () => {
  it('survives its connections being cut, idle and under load, and answers correctly after', async () => {
    const db = await postgres.create();
    const server = await startServerProcess({ ...db.env, ...UNLIMITED });
    try {
      const inquiry = (key: string) =>
        fetch(`${server.baseUrl}${INQUIRY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
          body: JSON.stringify(
            contactInquiryPayload({ name: `Cut ${key}`, company: 'Cut Ltd', phone: newMobile(), email: 'cut@example.in', message: key }),
          ),
        });
      const register = () =>
        fetch(`${server.baseUrl}${METHOD_PREFIX}/${methodPaths.registerCustomer}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signUpForm()),
        });

      // Warm the pool, so there are idle connections to cut.
      await Promise.all(Array.from({ length: 20 }, (_, index) => inquiry(`warm-${index}`)));

      // 1. Cut while idle: the very next requests must all succeed.
      const idleCut = await terminateConnections(db.postgresName!);
      const afterIdle = await Promise.all([
        ...Array.from({ length: 20 }, (_, index) => inquiry(`after-idle-${index}`)),
        ...Array.from({ length: 10 }, () => register()),
        ...Array.from({ length: 10 }, () => fetch(`${server.baseUrl}/api/health`)),
      ]);
      const afterIdleStatuses = afterIdle.map((reply) => reply.status);

      // 2. Cut under load: requests caught in it may fail, but only with 503, and the rest stand.
      const acknowledged = new Set<string>();
      const statuses = new Map<number, number>();
      const load = Promise.all(
        Array.from({ length: 200 }, async (_, index) => {
          const key = `load-${index}`;
          const reply = await inquiry(key);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          if (reply.status === 200) acknowledged.add(key);
          else expect(await reply.json()).toMatchObject({ message: { status: 'error', reason: 'server_error' } });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      const loadCut = await terminateConnections(db.postgresName!);
      await load;

      // 3. After: everything answers correctly, and the process never restarted.
      const after = await Promise.all([
        ...Array.from({ length: 20 }, (_, index) => inquiry(`after-load-${index}`)),
        ...Array.from({ length: 10 }, () => register()),
        fetch(`${server.baseUrl}/api/health`),
      ]);
      const afterStatuses = after.map((reply) => reply.status);
      const stillRunning = server.child.exitCode === null && server.child.signalCode === null;

      const rows = await db.query<{ idempotency_key: string; fullname: string; comment: string }>(
        `select idempotency_key, fullname, comment from website_inquiries where idempotency_key like 'load-%'`,
      );
      const missing = [...acknowledged].filter((key) => !rows.some((row) => row.idempotency_key === key)).length;
      const halfWritten = rows.filter((row) => row.fullname !== `Cut ${row.idempotency_key}` || row.comment !== row.idempotency_key).length;

      console.log(
        `database cut (PostgreSQL): idle cut ${idleCut} connections → next 40 requests ${summary(afterIdleStatuses)}; ` +
          `cut ${loadCut} under 200 concurrent writes → ${summary([...statuses].flatMap(([status, n]) => Array(n).fill(status)))}, ` +
          `acknowledged ${acknowledged.size}, stored ${rows.length}, missing ${missing}, half-written ${halfWritten}; ` +
          `after → ${summary(afterStatuses)}; process still running: ${stillRunning}`,
      );
      expect(idleCut).toBeGreaterThan(0);
      expect(loadCut).toBeGreaterThan(0);
      expect(afterIdleStatuses.every((status) => status === 200)).toBe(true);
      expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
      expect({ missing, halfWritten }).toEqual({ missing: 0, halfWritten: 0 });
      expect(afterStatuses.every((status) => status === 200)).toBe(true);
      expect(stillRunning).toBe(true);
    } finally {
      await server.stop();
      await db.drop();
    }
  }, 60_000);
});

const summary = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
};
