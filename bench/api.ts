/**
 * `npm run bench:api`: autocannon on loopback against the API's hot calls (inquiry POST, OTP send,
 * OTP verify, customer detail) on the embedded database (PGlite) and on PostgreSQL, a bare Fastify
 * hello-world for the ratio, and a fixed 1,000 req/s run to read p99. Figures, not pass/fail: prints
 * a table and writes bench/results/api-<date>.json. On PostgreSQL also place-order
 * (`place-order.ts`): orders/s flat out and p99 at a fixed 300 orders/s; and the back office's filtered order list
 * over 100,000 orders (`office-orders.ts`): p95 at a fixed rate.
 *
 * The API runs as it ships (compiled, `node server/dist/main.js`, one process) on its own port, so the
 * e2e ports stay free; its per-address and OTP limits are raised by environment, since every request
 * comes from 127.0.0.1. `BENCH_SECONDS` (default 10) sets each timed run's length.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LOGIN_ATTEMPT_PARAM, methodPaths, partnerInquiryPayload } from '@site/contract';
import { SAMPLE_PARTNER } from '@site/testing/samples';
import { REPO_ROOT } from '../tools/apps';
import { API_BUILD_FILE, buildApiServer } from '../tools/build-servers';
import { TSX_CLI } from '../tools/processes';
import {
  benchOfficeOrderList,
  OFFICE_LIST_GOAL,
  OFFICE_LIST_RATE,
  OFFICE_ORDERS,
  type OfficeListRun,
} from './office-orders';
import {
  cannon,
  type CannonOptions,
  CONNECTIONS,
  FIXED_RATE_CONNECTIONS,
  type Result,
  type Run,
  SECONDS,
  summarise,
} from './api-cannon';
import { freshCodes, logIn, methodUrl, mobileOf, OUR_PAGES, registerCustomers } from './api-retailers';
import { benchPlaceOrder, PLACE_ORDER_GOALS, PLACE_ORDER_RATE } from './place-order';
import { formatTable, loadAverage, machine, spawnQuiet, stopChild, waitForHttp, writeResults } from './support';

const API_PORT = 9100;
const HELLO_PORT = 9101;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The fixed-rate run's requests a second, to read the p99. */
const FIXED_RATE = 1000;
/** Customers registered before the runs: OTP sends rotate over them; each gets one code to verify. */
const CUSTOMERS = 2000;
/** Logged-in customers whose tokens the customer-detail run rotates over. */
const TOKENS = 200;

/** Every limit that would answer 429 to one address sending thousands of requests. */
const RAISED_LIMITS: Record<string, string> = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '100000000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '100000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '100000000',
  RATE_LIMIT_INQUIRY_PER_HOUR: '100000000',
  OTP_SEND_INTERVAL_SECONDS: '0',
  OTP_SENDS_PER_NUMBER_PER_HOUR: '100000000',
  OTP_SENDS_PER_NUMBER_PER_DAY: '100000000',
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '100000000',
  OTP_SENDS_PER_ADDRESS_PER_DAY: '100000000',
  // The login defences' limits (docs/decisions/0010): look-ups of a number (sign-up, code sends),
  // unused codes, connections per address.
  LOOKUPS_PER_ADDRESS_PER_HOUR: '100000000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '100000000',
  LOOKUPS_PER_NUMBER_PER_DAY: '100000000',
  OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY: '100000000',
  // And the per-network ones: look-ups and strangers' codes per network, the hourly code ceiling, number changes.
  LOOKUPS_PER_NETWORK_PER_DAY: '100000000',
  OTP_SENDS_PER_NUMBER_PER_NETWORK_PER_DAY: '100000000',
  SMS_CODES_PER_HOUR: '100000000',
  MOBILE_CHANGES_PER_CUSTOMER_PER_DAY: '100000000',
  MAX_CONNECTIONS_PER_ADDRESS: '100000',
};

// ---- The runs ---------------------------------------------------------------------------------------

let inquiryCounter = 0;
/** A distinct partner inquiry each time, so no duplicate-suppression short-cut is measured. */
function inquiryBody(): string {
  inquiryCounter += 1;
  return JSON.stringify(
    partnerInquiryPayload({
      ...SAMPLE_PARTNER,
      email: `asha${inquiryCounter}@example.com`,
      phone: `97${String(inquiryCounter % 1e8).padStart(8, '0')}`,
      comment: `Benchmark inquiry ${inquiryCounter}`,
    }),
  );
}

const inquiryRun = (rate?: number): CannonOptions => ({
  path: methodUrl('createWebsiteInquiry'),
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  vary: (request) => ({ ...request, body: inquiryBody() }),
  ...(rate ? { rate } : {}),
});

/** GETs of `name` from our pages, each with the query of the next of `items` in turn. */
function queryRun<Item>(
  name: keyof typeof methodPaths,
  items: readonly Item[],
  queryOf: (item: Item) => string,
  more: Partial<CannonOptions> = {},
): CannonOptions {
  let next = 0;
  return {
    path: methodUrl(name),
    headers: OUR_PAGES,
    ...more,
    vary: (request) => ({ ...request, path: `${methodUrl(name)}?${queryOf(items[next++ % items.length]!)}` }),
  };
}

async function benchApi(
  database: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
): Promise<{ runs: Run[]; inquiryRowsStored?: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const server = spawnQuiet(['--enable-source-maps', API_BUILD_FILE], path.dirname(API_BUILD_FILE), {
    ...RAISED_LIMITS,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OTP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The codes are read from the dev outbox.
    SMS_PROVIDER: 'console',
    DATABASE_URL: databaseUrl ?? '',
  });
  const baseUrl = `http://127.0.0.1:${API_PORT}`;
  const runs: Run[] = [];
  const record = (call: string, result: Result, mode: Run['mode'] = 'throughput') => {
    const run = summarise(result, { target: 'API', database, call, mode });
    runs.push(run);
    console.log(
      `  ${database.padEnd(10)} ${call.padEnd(16)} ${mode.padEnd(12)} ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
    );
  };
  try {
    await waitForHttp(`${baseUrl}/api/health`).catch((error: unknown) => {
      throw new Error(`the API did not start on ${database}: ${String(error)}\n${server.output()}`);
    });
    const mobiles = Array.from({ length: CUSTOMERS }, (_, index) => mobileOf(index));
    console.log(`${database}: registering ${CUSTOMERS} customers and logging ${TOKENS} in…`);
    await registerCustomers(baseUrl, mobiles);
    const logins = await logIn(baseUrl, mobiles.slice(0, TOKENS));

    record('inquiry POST', await cannon(baseUrl, inquiryRun()));
    record('inquiry POST', await cannon(baseUrl, inquiryRun(FIXED_RATE)), `${FIXED_RATE} req/s`);

    record(
      'OTP send',
      await cannon(
        baseUrl,
        queryRun('generateAndSendOtp', mobiles, (mobile) => `phone_no=${mobile}`),
      ),
    );

    let detailIndex = 0;
    record(
      'customer detail',
      await cannon(baseUrl, {
        path: methodUrl('getCustomerDetail'),
        vary: (request) => {
          const login = logins[detailIndex++ % logins.length]!;
          return {
            ...request,
            path: `${methodUrl('getCustomerDetail')}?customer_id=${encodeURIComponent(login.customer_id)}`,
            headers: { ...request.headers, authorization: `token ${login.api_key}:${login.api_secret}` },
          };
        },
      }),
    );

    // Before the verify run, which logs every customer in again and so replaces these tokens.
    if (databaseUrl) {
      for (const run of await benchPlaceOrder(baseUrl, databaseUrl, logins, SECONDS)) {
        runs.push({ target: 'API', database, call: 'place order', ...run });
        console.log(
          `  ${database.padEnd(10)} ${'place order'.padEnd(16)} ${run.mode.padEnd(12)} ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
        );
      }
    }

    if (databaseUrl) {
      console.log(`${database}: writing ${OFFICE_ORDERS} orders for the office's list…`);
      const run: OfficeListRun = await benchOfficeOrderList(baseUrl, databaseUrl, SECONDS);
      runs.push({ target: 'API', database, call: 'office order list', ...run });
      console.log(
        `  ${database.padEnd(10)} ${'office orders'.padEnd(16)} ${run.mode.padEnd(12)} ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p95 ${run.latencyP95Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
    }

    console.log(`${database}: sending each of the ${CUSTOMERS} customers a fresh code to verify…`);
    const codes = await freshCodes(baseUrl, mobiles);
    const verifyQuery = (code: (typeof codes)[number]) =>
      `phone_no=${code.mobile}&otp=${code.otp}&${LOGIN_ATTEMPT_PARAM}=${code.attempt}`;
    record(
      'OTP verify',
      await cannon(baseUrl, queryRun('verifyOtpAndLogin', codes, verifyQuery, { amount: codes.length })),
    );
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!databaseUrl) return { runs };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [row] = (await client.query<{ n: number }>('select count(*)::int as n from website_inquiries')).rows;
    return { runs, inquiryRowsStored: row?.n ?? 0 };
  } finally {
    await client.end();
  }
}

async function benchHello(): Promise<Run[]> {
  const server = spawnQuiet([TSX_CLI, path.join(REPO_ROOT, 'bench', 'hello-server.ts')], REPO_ROOT, {
    PORT: String(HELLO_PORT),
  });
  const baseUrl = `http://127.0.0.1:${HELLO_PORT}`;
  try {
    await waitForHttp(baseUrl).catch((error: unknown) => {
      throw new Error(`the hello-world server did not start: ${String(error)}\n${server.output()}`);
    });
    const runs = [
      summarise(await cannon(baseUrl, { path: '/' }), {
        target: 'Fastify hello-world',
        database: '-',
        call: 'GET /',
        mode: 'throughput',
      }),
      summarise(await cannon(baseUrl, { path: '/', rate: FIXED_RATE }), {
        target: 'Fastify hello-world',
        database: '-',
        call: 'GET /',
        mode: `${FIXED_RATE} req/s`,
      }),
    ];
    for (const run of runs)
      console.log(
        `  hello-world ${run.mode.padEnd(12)} ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms`,
      );
    return runs;
  } finally {
    await stopChild(server);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `API benchmark: ${SECONDS} s per timed run, ${CONNECTIONS} connections (${FIXED_RATE_CONNECTIONS} at ${FIXED_RATE} req/s), loopback\n`,
  );
  const startedAt = new Date().toISOString();
  const loadAtStart = loadAverage();
  const hello = await benchHello();
  await buildApiServer();
  const pglite = await benchApi('PGlite', undefined);

  // A database of its own, dropped afterwards whatever happens.
  const databaseName = `bench_${randomBytes(6).toString('hex')}`;
  const postgresUrl = new URL(POSTGRES_URL);
  postgresUrl.pathname = `/${databaseName}`;
  let postgres: Awaited<ReturnType<typeof benchApi>> | null = null;
  let postgresError: string | null = null;
  try {
    await adminQuery(`create database ${databaseName}`);
    try {
      postgres = await benchApi('PostgreSQL', postgresUrl.toString());
    } finally {
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
    }
  } catch (error) {
    postgresError = error instanceof Error ? error.message : String(error);
    console.error(`PostgreSQL runs failed: ${postgresError}`);
  }

  const runs = [...hello, ...pglite.runs, ...(postgres?.runs ?? [])];
  const helloThroughput = hello[0]!.requestsPerSecond;
  const rows = runs.map((run) => [
    run.target === 'API' ? `${run.call} (${run.database})` : `${run.target} ${run.call}`,
    run.mode,
    String(run.requestsPerSecond),
    run.latencyP50Ms.toFixed(0),
    run.latencyP99Ms.toFixed(0),
    run.mode === 'throughput' ? `${((run.requestsPerSecond / helloThroughput) * 100).toFixed(1)} %` : '',
    String(run.non2xx + run.errors + run.timeouts),
  ]);
  console.log(`\n${formatTable(['call', 'mode', 'req/s', 'p50 ms', 'p99 ms', 'of hello-world', 'failed'], rows)}`);

  const inquiryOnPostgres = postgres?.runs.find((run) => run.call === 'inquiry POST' && run.mode === 'throughput');
  const fixedOnPostgres = postgres?.runs.find((run) => run.call === 'inquiry POST' && run.mode !== 'throughput');
  const goals = {
    inquiryWritesPerSecondOnPostgres: { goal: '>= 3000', measured: inquiryOnPostgres?.requestsPerSecond ?? null },
    p99At1000RequestsPerSecond: {
      goal: '<= 25 ms',
      measured: fixedOnPostgres?.latencyP99Ms ?? null,
      call: 'inquiry POST (PostgreSQL)',
    },
    placeOrdersPerSecondOnPostgres: {
      goal: `>= ${PLACE_ORDER_GOALS.ordersPerSecond}`,
      measured:
        postgres?.runs.find((run) => run.call === 'place order' && run.mode === 'throughput')?.requestsPerSecond ??
        null,
    },
    placeOrderP99AtFixedRate: {
      goal: `<= ${PLACE_ORDER_GOALS.p99MsAtRate} ms at ${PLACE_ORDER_RATE} orders/s`,
      measured:
        postgres?.runs.find((run) => run.call === 'place order' && run.mode !== 'throughput')?.latencyP99Ms ?? null,
    },
    officeOrderListP95: {
      goal: `<= ${OFFICE_LIST_GOAL.p95Ms} ms over ${OFFICE_ORDERS} orders at ${OFFICE_LIST_RATE} req/s`,
      measured: postgres?.runs.find((run) => run.call === 'office order list')?.latencyP95Ms ?? null,
    },
  };
  console.log(
    `\nGoals: inquiry writes on PostgreSQL ${goals.inquiryWritesPerSecondOnPostgres.measured ?? 'n/a'} req/s (goal ≥ 3000); p99 at ${FIXED_RATE} req/s ${goals.p99At1000RequestsPerSecond.measured ?? 'n/a'} ms (goal ≤ 25 ms)`,
  );
  console.log(
    `Goals: place order on PostgreSQL ${goals.placeOrdersPerSecondOnPostgres.measured ?? 'n/a'} orders/s (goal ≥ ${PLACE_ORDER_GOALS.ordersPerSecond}); p99 at ${PLACE_ORDER_RATE} orders/s ${goals.placeOrderP99AtFixedRate.measured ?? 'n/a'} ms (goal ≤ ${PLACE_ORDER_GOALS.p99MsAtRate} ms)`,
  );
  console.log(
    `Goals: office order list over ${OFFICE_ORDERS} orders p95 ${goals.officeOrderListP95.measured ?? 'n/a'} ms (goal ≤ ${OFFICE_LIST_GOAL.p95Ms} ms)`,
  );
  if (postgres?.inquiryRowsStored !== undefined) {
    const acknowledged = postgres.runs
      .filter((run) => run.call === 'inquiry POST')
      .reduce((sum, run) => sum + run.ok2xx, 0);
    console.log(
      `PostgreSQL inquiry rows stored: ${postgres.inquiryRowsStored}; 2xx answers counted: ${acknowledged} (a row more is a request still in flight when a timed run ended)`,
    );
  }

  const file = writeResults('api', {
    kind: 'api',
    startedAt,
    machine: machine(loadAtStart),
    settings: {
      seconds: SECONDS,
      connections: CONNECTIONS,
      fixedRate: FIXED_RATE,
      fixedRateConnections: FIXED_RATE_CONNECTIONS,
      customers: CUSTOMERS,
      tokens: TOKENS,
      serverLogLevel: 'warn',
    },
    goals,
    postgresInquiryRowsStored: postgres?.inquiryRowsStored ?? null,
    postgresError,
    runs,
  });
  console.log(`\nwritten to ${path.relative(REPO_ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
