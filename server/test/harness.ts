import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
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
import { openPostgres } from '../src/db/postgres';
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
  /** A database of its own: empty, or with `migrated` already at the current schema (as a server finds it). */
  create(options?: {
    migrated?: boolean;
  }): Promise<{ database: Config['database']; db?: Database; drop(): Promise<void> }>;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db', 'migrations');

/** Names the schema the migration files make, and the PGlite that stores it: a template is kept per schema. */
let schemaKey: Promise<string> | undefined;
function migrationsKey(): Promise<string> {
  schemaKey ??= (async () => {
    const hash = createHash('sha256');
    for (const file of (await readdir(MIGRATIONS_DIR)).sort())
      hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
    // A data folder is read only by the PGlite release that wrote it.
    let folder = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    hash.update(await readFile(path.join(folder, 'package.json')));
    return hash.digest('hex').slice(0, 16);
  })();
  return schemaKey;
}

/**
 * A migrated in-memory PGlite, dumped to a file once per schema and loaded by every suite: vitest gives
 * each test file modules of its own, so a dump kept in memory would be made again for every file, and
 * migrating takes many times what loading takes. Two workers making it at once write the same bytes; the
 * rename makes the file whole or absent.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `server-test-pglite-${await migrationsKey()}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const pg = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(pgliteDatabase(pg));
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
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

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // A test's database is thrown away: its commits need not wait for the disk. The suites that prove what a
  // crash keeps run a PostgreSQL of their own (faults/private-postgres.ts).
  // Spelled out: URLSearchParams would write the space as `+`, which libpq (pg_dump, psql) does not read as one.
  const options = `options=${encodeURIComponent('-c synchronous_commit=off')}`;
  url.search = url.search ? `${url.search}&${options}` : `?${options}`;
  return url.toString();
};

/** Any constant: the advisory lock under which one test worker builds the migrated template. */
const TEMPLATE_LOCK_ID = 7_310_453;
const TEMPLATE_PREFIX = 'server_test_template_';

/**
 * A PostgreSQL database migrated once per set of migration files, the template the suites' databases
 * are copied from: a copy takes a fraction of the migrations (about 3 s each on a loaded 2-core machine)
 * that every suite's server would otherwise run. Migrating an empty PostgreSQL database is still
 * proved on every run: here, and by the suites that start servers on databases of their own.
 */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${await migrationsKey()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      // The other test worker may be building the same template: one builds, the other waits for it.
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const db = await openPostgres(databaseUrl(building));
        try {
          await migrate(db);
        } finally {
          await db.close();
        }
        // Renamed only once complete, so no copy is ever taken of a half-migrated template.
        await admin.query(`alter database ${building} rename to ${name}`);
        // Templates of earlier migration files; one still being copied from is left for a later run.
        const { rows: stale } = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 and datname <> $2`,
          [`${TEMPLATE_PREFIX}%`, name],
        );
        for (const { datname } of stale) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
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
    async create({ migrated = false } = {}) {
      const name = `server_test_${randomBytes(6).toString('hex')}`;
      if (!migrated) await adminQuery(`create database ${name}`);
      else {
        try {
          await adminQuery(`create database ${name} template ${await migratedPostgresTemplate()}`);
        } catch (error) {
          // A run on newer migration files dropped this one's template: make it again, once.
          if ((error as { code?: string }).code !== '3D000') throw error;
          postgresTemplate = undefined;
          await adminQuery(`create database ${name} template ${await migratedPostgresTemplate()}`);
        }
      }
      return {
        database: { kind: 'postgres', url: databaseUrl(name) },
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
  STAFF_SIGN_IN_FAILURES_PER_CLIENT: '100000',
  STAFF_SIGN_IN_FAILURES_PER_NETWORK: '100000',
  STAFF_SIGN_IN_FAILURES_PER_CLIENT_ALL_ACCOUNTS: '100000',
  STAFF_SIGN_IN_PROOF_OF_WORK_AFTER: '100000',
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
  const created = await database.create({ migrated: true });
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
  // The first start of a run also migrates the templates: minutes on a loaded machine.
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
