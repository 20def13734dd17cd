import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactInquiryPayload, IDEMPOTENCY_KEY_HEADER, METHOD_PREFIX, methodPaths } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpForm } from '../customers';
import { type ServerProcess, startServerProcess } from '../process';
import { UNLIMITED } from './fault-databases';
import { createPrivatePostgres, findPostgresBinaries, type PrivatePostgres } from './private-postgres';
import { queryOnce } from '../postgres-client';

/**
 * The database going away under the running API, on a PostgreSQL server of the test's own (the
 * shared system server cannot be restarted under other suites): restarted while the API is idle,
 * crashed (`immediate` stop, no clean shutdown) and started again while 200 inquiries are being
 * written, and its connections cut by an administrator (pg_terminate_backend) while the server
 * stays up. The API must keep running, answer requests caught in an outage with the contract's
 * 503, never lose or half-write an acknowledged inquiry, and answer 200 again once the database
 * is back. The embedded database (PGlite) has no separate server to restart: it lives and dies
 * with the API process, which the kill -9 test covers.
 */
const binaries = findPostgresBinaries();
if (!binaries) {
  console.warn(
    '\n⚠ No PostgreSQL binaries under /usr/lib/postgresql/<version>/bin: the database restart fault tests are SKIPPED.\n',
  );
}

const INQUIRY_PATH = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;
const API_DATABASE = 'restart_test';
const CONCURRENT_WRITES = 200;
const CRASH_AFTER_ACKNOWLEDGED = 30;
const OUTAGE_MS = 300;
const RECOVERY_DEADLINE_MS = 10_000;
const OUTAGE_ERROR = { message: { status: 'error', reason: 'server_error' } };

interface Reply {
  status: number;
  body: { message: { status: string; name?: string; reason?: string } };
}

interface InquiryRow {
  id: string;
  idempotency_key: string | null;
  fullname: string | null;
  company: string | null;
  comment: string | null;
}

describe.skipIf(!binaries)('the database restarted under the running API (a private PostgreSQL)', () => {
  let postgres: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  let apiDataDir: string | undefined;
  let apiDatabaseUrl = '';

  const send = async (pathname: string, init?: RequestInit): Promise<Reply> => {
    const reply = await fetch(`${server!.baseUrl}${pathname}`, init);
    return { status: reply.status, body: (await reply.json()) as Reply['body'] };
  };
  /** One valid mobile per key, the same every time. */
  const mobileFor = (key: string) =>
    `9${String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16) % 1e9).padStart(9, '0')}`;
  const inquiry = (key: string) =>
    send(INQUIRY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify(
        // A retry sends the same inquiry again: an Idempotency-Key belongs to its payload.
        contactInquiryPayload({
          name: `Fault ${key}`,
          company: 'Fault Ltd',
          phone: mobileFor(key),
          email: 'fault@example.in',
          message: key,
        }),
      ),
    });
  const register = () =>
    send(`${METHOD_PREFIX}/${methodPaths.registerCustomer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpForm()),
    });
  const health = () => send('/api/health');
  /** One of each kind of request: a write in one statement, a write in a transaction, a read. */
  const mixedRequests = (label: string, inquiries: number, registrations: number, healthChecks: number) =>
    Promise.all([
      ...Array.from({ length: inquiries }, (_, index) => inquiry(`${label}-${index}`)),
      ...Array.from({ length: registrations }, register),
      ...Array.from({ length: healthChecks }, health),
    ]);

  /** The API's connections as PostgreSQL sees them. */
  const apiConnections = async () =>
    (
      await queryOnce<{ n: number }>(
        postgres!.url,
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [API_DATABASE],
      )
    )[0]!.n;
  /** Fills the API's pool, so that a restart has idle connections to break. */
  const warm = async (label: string) => expectAllOk(await mixedRequests(`warm-${label}`, 20, 0, 0));

  /** Every stored inquiry whose message starts with `prefix`, and what is wrong with them. */
  async function storedInquiries(prefix: string, acknowledged: Map<string, string>) {
    const rows = await queryOnce<InquiryRow>(
      apiDatabaseUrl,
      'select id, idempotency_key, fullname, company, comment from website_inquiries where comment like $1',
      [`${prefix}%`],
    );
    const byKey = new Map<string, InquiryRow[]>();
    for (const row of rows) byKey.set(row.comment!, [...(byKey.get(row.comment!) ?? []), row]);
    return {
      rows,
      missing: [...acknowledged.keys()].filter((key) => !byKey.has(key)).length,
      duplicated: [...byKey.values()].filter((copies) => copies.length > 1).length,
      halfWritten: rows.filter(
        (row) =>
          row.idempotency_key !== row.comment || row.fullname !== `Fault ${row.comment}` || row.company !== 'Fault Ltd',
      ).length,
      // The id the client was given must be the id stored under its key.
      otherId: [...acknowledged].filter(([key, id]) => byKey.get(key)?.some((row) => row.id !== id)).length,
    };
  }

  const stillRunning = () => server!.child.exitCode === null && server!.child.signalCode === null;

  beforeAll(async () => {
    postgres = await createPrivatePostgres(binaries!);
    await postgres.start();
    await queryOnce(postgres.url, `create database ${API_DATABASE}`);
    const url = new URL(postgres.url);
    url.pathname = `/${API_DATABASE}`;
    apiDatabaseUrl = url.toString();
    apiDataDir = await mkdtemp(path.join(tmpdir(), 'server-fault-'));
    server = await startServerProcess({ DATA_DIR: apiDataDir, DATABASE_URL: apiDatabaseUrl, ...UNLIMITED });
  }, 45_000);

  afterAll(async () => {
    try {
      await server?.stop();
    } finally {
      await postgres?.cleanup();
      if (apiDataDir) await rm(apiDataDir, { recursive: true, force: true });
    }
  });

  it('restarted while the API is idle (clean and crash stop): the very next requests all succeed', async () => {
    const outcomes: string[] = [];
    const statuses: number[] = [];
    for (const mode of ['fast', 'immediate'] as const) {
      await warm(`idle-${mode}`);
      const broken = await apiConnections();
      await postgres!.restart(mode, OUTAGE_MS);
      const next = (await mixedRequests(`idle-${mode}`, 20, 10, 10)).map((reply) => reply.status);
      statuses.push(...next);
      outcomes.push(`${mode} restart with ${broken} idle connections → next 40 requests ${summary(next)}`);
      expect(broken, `${mode}: the API had no connection for the restart to break`).toBeGreaterThan(0);
    }
    console.log(
      `database restarted while idle (private PostgreSQL): ${outcomes.join('; ')}; process still running: ${stillRunning()}`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(stillRunning()).toBe(true);
  }, 30_000);

  it(`crashed under ${CONCURRENT_WRITES} concurrent inquiry writes and started again: acknowledged ones stay, exactly once`, async () => {
    await warm('crash');
    const keys = Array.from({ length: CONCURRENT_WRITES }, (_, index) => `crash-${index}`);
    const acknowledged = new Map<string, string>();
    const failures: Reply[] = [];
    let settled = 0;
    let inFlightAtCrash = 0;
    let restarted: Promise<void> | undefined;
    await Promise.all(
      keys.map(async (key) => {
        const reply = await inquiry(key);
        settled++;
        if (reply.status !== 200) return void failures.push(reply);
        acknowledged.set(key, reply.body.message.name!);
        if (acknowledged.size === CRASH_AFTER_ACKNOWLEDGED) {
          inFlightAtCrash = keys.length - settled;
          restarted = postgres!.restart('immediate', OUTAGE_MS);
        }
      }),
    );
    await restarted;

    // Back up: the pool must reconnect by itself within a bounded time.
    const backUpAt = Date.now();
    let rounds = 0;
    let round: Reply[] = [];
    do {
      rounds++;
      round = await mixedRequests(`after-crash-${rounds}`, 5, 3, 1);
    } while (
      !round.every((reply) => reply.status === 200) &&
      Date.now() - backUpAt < RECOVERY_DEADLINE_MS &&
      (await pause(200))
    );
    const recoveredInMs = Date.now() - backUpAt;

    const afterCrash = await storedInquiries('crash-', acknowledged);
    // The client retries what failed, with the same Idempotency-Key: each inquiry ends up stored once.
    const retries = await Promise.all(keys.map(inquiry));
    const retriedOtherId = retries.filter((reply, index) => {
      const id = acknowledged.get(keys[index]!);
      return id !== undefined && reply.body.message.name !== id;
    }).length;
    const afterRetries = await storedInquiries('crash-', acknowledged);

    console.log(
      `database crashed (immediate stop) under ${CONCURRENT_WRITES} concurrent writes (private PostgreSQL), ${inFlightAtCrash} in flight, ` +
        `down ${OUTAGE_MS} ms + recovery → ${summary(statusesOf(acknowledged, failures))}, ` +
        `acknowledged ${acknowledged.size}, stored ${afterCrash.rows.length}, missing ${afterCrash.missing}, duplicated ${afterCrash.duplicated}, ` +
        `half-written ${afterCrash.halfWritten}, other id ${afterCrash.otherId}; back up → all 200 after ${rounds} round(s), ${recoveredInMs} ms; ` +
        `client retries → ${summary(retries.map((reply) => reply.status))}, stored ${afterRetries.rows.length}; process still running: ${stillRunning()}`,
    );
    expect(inFlightAtCrash, 'the crash came after every write had settled').toBeGreaterThan(0);
    expect(failures.length, 'no request was caught in the outage').toBeGreaterThan(0);
    for (const failure of failures) expect(failure).toMatchObject({ status: 503, body: OUTAGE_ERROR });
    expect(afterCrash).toMatchObject({ missing: 0, duplicated: 0, halfWritten: 0, otherId: 0 });
    expect(round.map((reply) => reply.status)).toEqual(round.map(() => 200));
    expect(retries.every((reply) => reply.status === 200)).toBe(true);
    expect(retriedOtherId).toBe(0);
    expect(afterRetries).toMatchObject({ missing: 0, duplicated: 0, halfWritten: 0, otherId: 0 });
    expect(afterRetries.rows.length).toBe(CONCURRENT_WRITES);
    expect(stillRunning()).toBe(true);
  }, 40_000);

  /**
   * The server stays up, only the API's connections are cut (an administrator, a proxy or a
   * failover): unlike a restart, a request caught in the cut can succeed on a fresh connection.
   */
  it('survives its connections being cut by an administrator, idle and under load', async () => {
    const terminateApiConnections = async () =>
      (
        await queryOnce<{ terminated: boolean }>(
          postgres!.url,
          'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [API_DATABASE],
        )
      ).filter((row) => row.terminated).length;

    await warm('cut');
    const idleCut = await terminateApiConnections();
    const afterIdle = (await mixedRequests('cut-idle', 20, 10, 10)).map((reply) => reply.status);

    const acknowledged = new Map<string, string>();
    const failures: Reply[] = [];
    const load = Promise.all(
      Array.from({ length: CONCURRENT_WRITES }, async (_, index) => {
        const key = `cut-load-${index}`;
        const reply = await inquiry(key);
        if (reply.status === 200) acknowledged.set(key, reply.body.message.name!);
        else failures.push(reply);
      }),
    );
    await pause(30);
    const loadCut = await terminateApiConnections();
    await load;
    const after = (await mixedRequests('cut-after', 20, 10, 1)).map((reply) => reply.status);
    const stored = await storedInquiries('cut-load-', acknowledged);

    console.log(
      `database connections cut (private PostgreSQL): idle cut ${idleCut} → next 40 requests ${summary(afterIdle)}; ` +
        `cut ${loadCut} under ${CONCURRENT_WRITES} concurrent writes → ${summary(statusesOf(acknowledged, failures))}, ` +
        `acknowledged ${acknowledged.size}, stored ${stored.rows.length}, missing ${stored.missing}, duplicated ${stored.duplicated}, ` +
        `half-written ${stored.halfWritten}, other id ${stored.otherId}; after → ${summary(after)}; process still running: ${stillRunning()}`,
    );
    expect(idleCut).toBeGreaterThan(0);
    expect(loadCut).toBeGreaterThan(0);
    expect(afterIdle.every((status) => status === 200)).toBe(true);
    for (const failure of failures) expect(failure).toMatchObject({ status: 503, body: OUTAGE_ERROR });
    expect(stored).toMatchObject({ missing: 0, duplicated: 0, halfWritten: 0, otherId: 0 });
    expect(after.every((status) => status === 200)).toBe(true);
    expect(stillRunning()).toBe(true);
  }, 30_000);
});

/** The statuses of a load: one 200 per acknowledged write, and those of the failed ones. */
const statusesOf = (acknowledged: Map<string, string>, failures: Reply[]) => [
  ...Array<number>(acknowledged.size).fill(200),
  ...failures.map((reply) => reply.status),
];

function expectAllOk(replies: Reply[]) {
  expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
}

/** Waits, then resolves true (so it can end a `while` condition). */
const pause = (ms: number) => new Promise<true>((resolve) => setTimeout(() => resolve(true), ms));

const summary = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
};
