import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { METHOD_PREFIX, methodPaths } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase, pgliteExtensions } from '../src/db/pglite';
import { postgresAnswers } from './postgres-client';

/** PostgreSQL of these machines; each server under test gets its own database, dropped afterwards. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const postgresAvailable = await postgresAnswers(POSTGRES_URL, 2000);
if (!postgresAvailable) {
  console.warn(
    `\n⚠ PostgreSQL does not answer at ${POSTGRES_URL}: the PostgreSQL suites are SKIPPED (PGlite suites still run).\n`,
  );
}

interface TestDatabase {
  label: string;
  skip: boolean;
  create(): Promise<{ database: Config['database']; db?: Database; drop(): Promise<void> }>;
}

/**
 * A migrated in-memory PGlite, dumped once per test worker: loading it takes a fraction of
 * creating a database from scratch, which keeps the suite fast.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const pg = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(pgliteDatabase(pg));
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const testDatabases: TestDatabase[] = [
  {
    label: 'PGlite',
    skip: false,
    create: async () => ({
      database: { kind: 'pglite', dataDir: null },
      db: pgliteDatabase(
        await PGlite.create({ loadDataDir: await migratedPgliteDump(), extensions: pgliteExtensions }),
      ),
      drop: async () => undefined,
    }),
  },
  {
    label: 'PostgreSQL',
    skip: !postgresAvailable,
    async create() {
      const name = `server_test_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      return {
        database: { kind: 'postgres', url: url.toString() },
        drop: () => adminQuery(`drop database if exists ${name} with (force)`),
      };
    },
  },
];

/** Limits high enough that only the tests aimed at a limit meet one. */
const RELAXED_LIMITS: Record<string, string> = {
  OTP_SEND_INTERVAL_SECONDS: '0',
  OTP_SENDS_PER_NUMBER_PER_HOUR: '1000',
  OTP_SENDS_PER_NUMBER_PER_DAY: '1000',
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '100000',
  OTP_SENDS_PER_ADDRESS_PER_DAY: '100000',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '100000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '100000',
  RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  RATE_LIMIT_INQUIRY_PER_HOUR: '100000',
  OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY: '100000',
  OTP_SENDS_PER_NUMBER_PER_NETWORK_PER_DAY: '100000',
  MOBILE_CHANGES_PER_CUSTOMER_PER_DAY: '100000',
  SMS_CODES_PER_HOUR: '1000000',
  LOOKUPS_PER_ADDRESS_PER_HOUR: '100000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '100000',
  LOOKUPS_PER_NETWORK_PER_DAY: '100000',
  LOOKUPS_PER_NUMBER_PER_DAY: '100000',
  MAX_CONNECTIONS_PER_ADDRESS: '100000',
  RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '100000',
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: '100000',
  STAFF_SIGN_IN_FAILURES_PER_CLIENT: '100000',
};

/** The settings a deployment gets: none of the relaxed limits above (for the tests that measure them). */
export const DEFAULT_LIMITS: Record<string, string> = Object.fromEntries(
  Object.keys(RELAXED_LIMITS).map((name) => [name, '']),
);

/** What our pages send with every call (the shared client): a cross-site page cannot. */
export const OUR_PAGES = { 'x-requested-with': 'XMLHttpRequest' } as const;

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  /** `fetch` relative to the server, JSON body parsed (every reply must be JSON). */
  request<T = any>(pathAndQuery: string, init?: RequestInit): Promise<Reply<T>>;
  method<T = any>(
    name: keyof typeof methodPaths,
    query?: Record<string, string>,
    init?: RequestInit,
  ): Promise<Reply<T>>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export async function startServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const created = await database.create();
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      OTP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      // The codes are read from the dev outbox.
      SMS_PROVIDER: 'console',
      ...RELAXED_LIMITS,
      ...env,
    }),
    database: created.database,
  };
  const app = await buildApp(config, { ...(created.db ? { db: created.db } : {}), ...deps });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const request = async <T>(pathAndQuery: string, init?: RequestInit): Promise<Reply<T>> => {
    // As our pages call: with the header a cross-site page cannot send (tests of its absence use fetch).
    const headers = new Headers(init?.headers);
    if (!headers.has('x-requested-with')) headers.set('x-requested-with', OUR_PAGES['x-requested-with']);
    const response = await fetch(`${baseUrl}${pathAndQuery}`, { ...init, headers });
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    if (!contentType.startsWith('application/json')) {
      throw new Error(`Reply to ${pathAndQuery} is ${contentType || 'untyped'}, not JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as T };
  };

  return {
    app,
    config,
    baseUrl,
    request,
    method: (name, query, init) => {
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      return request(`${METHOD_PREFIX}/${methodPaths[name]}${search}`, init);
    },
    async count(table) {
      const [row] = await app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return row?.n ?? 0;
    },
    async close() {
      await app.close();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SUITE_START_TIMEOUT_MS = 120_000;

/**
 * The server of the enclosing `describe`: started before its tests (and before the hooks declared after
 * this call), closed after them. The object is there at once, so helpers can be bound to it at the top of
 * the suite; its members answer from the first hook on. `env` and `deps` may be functions, read at start
 * (for values an earlier hook prepares).
 */
export function suiteServer(
  database: TestDatabase,
  env: Record<string, string> | (() => Record<string, string>) = {},
  deps: AppDeps | (() => AppDeps) = {},
): TestServer {
  let started: TestServer | undefined;
  // The first start in a test worker also migrates the PGlite template: minutes on a loaded machine.
  beforeAll(async () => {
    started = await startServer(
      database,
      typeof env === 'function' ? env() : env,
      typeof deps === 'function' ? deps() : deps,
    );
  }, SUITE_START_TIMEOUT_MS);
  afterAll(() => started?.close());
  const current = (): TestServer => {
    if (!started) throw new Error('The suite server starts in beforeAll: use it in a hook or a test.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    request: (pathAndQuery, init) => current().request(pathAndQuery, init),
    method: (name, query, init) => current().method(name, query, init),
    count: (table) => current().count(table),
    close: () => current().close(),
  };
}

/** A log stream for `deps.logStream` that keeps every line the server writes, for the test to read. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

export const jsonInit = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  ...init,
  headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  body: JSON.stringify(body),
});
