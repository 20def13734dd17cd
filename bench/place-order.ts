/**
 * `place_order` under load, for `bench:api` on PostgreSQL. A placement empties its cart, so
 * every order is preceded by an untimed refill of the same retailer's cart, written straight into the
 * database (the API's `update_cart` would spend the API process's time, which is what is measured): the
 * cart is the same each time (2 packs of suvasa-2g-48), so its fingerprint, read once through
 * `update_cart` before the runs, stays valid. Only the placement is timed and counted. Each retailer's
 * cart belongs to one worker at a time (the cart is locked per retailer), and every placement has its
 * own Idempotency-Key.
 *
 * Two runs: as fast as `workers` loops allow (orders/s), and a fixed rate with an open schedule (an order
 * starts on time whether or not earlier ones have finished, so a server falling behind shows as growing
 * latency, not as a slower client). Latency is the placement request's own, refill excluded.
 */
import { METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import pg from 'pg';
import { percentile } from './support';

/** The fixed rate of the latency run, and its goals on PostgreSQL. */
export const PLACE_ORDER_RATE = 300;
export const PLACE_ORDER_GOALS = { ordersPerSecond: 1000, p99MsAtRate: 50 };
const WORKERS = 20;

export interface Retailer {
  customer_id: string;
  api_key: string;
  api_secret: string;
}

interface Ready extends Retailer {
  fingerprint: string;
}

export interface PlaceOrderRun {
  mode: 'throughput' | `${number} req/s`;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const path = (name: keyof typeof orderingMethodPaths) => `${METHOD_PREFIX}/${orderingMethodPaths[name]}`;

let keyCounter = 0;

const headersOf = (retailer: Retailer) => ({
  authorization: `token ${retailer.api_key}:${retailer.api_secret}`,
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
});

/** The cart of every order, through the API once per retailer: its fingerprint. */
async function prepare(baseUrl: string, retailer: Retailer): Promise<Ready> {
  const reply = await fetch(`${baseUrl}${path('updateCart')}`, {
    method: 'POST',
    headers: headersOf(retailer),
    body: JSON.stringify({ item_code: 'suvasa-2g-48', qty: 2 }),
  });
  const cart = (await reply.json()) as { message: { fingerprint: string } };
  return { ...retailer, fingerprint: cart.message.fingerprint };
}

let pool: pg.Pool | null = null;

/** Refills the retailer's cart in the database (untimed), then places it through the API (timed). Status 0: no reply. */
async function oneOrder(baseUrl: string, retailer: Ready) {
  await pool!.query(
    `insert into cart_items (customer_id, item_code, qty) values ($1, 'suvasa-2g-48', 2)
     on conflict (customer_id, item_code) do update set qty = 2`,
    [retailer.customer_id],
  );
  const headers = headersOf(retailer);
  const started = performance.now();
  try {
    const placed = await fetch(`${baseUrl}${path('placeOrder')}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-${process.pid}-${++keyCounter}` },
      body: JSON.stringify({ cart_fingerprint: retailer.fingerprint }),
    });
    await placed.arrayBuffer();
    return { status: placed.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** The figures of timed requests (status 0: no reply), as `bench:api` records a run. */
export function summariseTimings(
  mode: PlaceOrderRun['mode'],
  connections: number,
  seconds: number,
  results: { status: number; ms: number }[],
): PlaceOrderRun {
  const times = results.map((result) => result.ms);
  return {
    mode,
    connections,
    seconds,
    requests: results.length,
    requestsPerSecond: Math.round(results.length / seconds),
    latencyP50Ms: Number(percentile(times, 50).toFixed(1)),
    latencyP99Ms: Number(percentile(times, 99).toFixed(1)),
    latencyMaxMs: Number(Math.max(0, ...times).toFixed(1)),
    ok2xx: results.filter((result) => result.status >= 200 && result.status < 300).length,
    non2xx: results.filter((result) => result.status >= 300).length,
    errors: results.filter((result) => result.status === 0).length,
    timeouts: 0,
  };
}

/** `workers` loops, each over its own retailers, for `seconds`. */
export async function placeOrdersFlatOut(
  baseUrl: string,
  retailers: readonly Ready[],
  workers: number,
  seconds: number,
): Promise<PlaceOrderRun> {
  const results: { status: number; ms: number }[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const own = retailers.filter((_, index) => index % workers === worker);
      for (let turn = 0; performance.now() < deadline; turn++) {
        results.push(await oneOrder(baseUrl, own[turn % own.length]!));
      }
    }),
  );
  return summariseTimings('throughput', workers, (performance.now() - started) / 1000, results);
}

/** One placement every 1/rate s for `seconds`, each on the next free retailer (none has two in flight). */
export async function placeOrdersAtRate(
  baseUrl: string,
  retailers: readonly Ready[],
  rate: number,
  seconds: number,
): Promise<PlaceOrderRun> {
  const free = [...retailers];
  const results: { status: number; ms: number }[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(rate * seconds);
  let busiest = 0;
  for (let index = 0; index < total; index++) {
    const scheduledAt = started + (index * 1000) / rate;
    const wait = scheduledAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const retailer = free.shift();
    if (!retailer) {
      // Every retailer has an order in flight: the server is behind; count it as a failure at its time.
      results.push({ status: 0, ms: performance.now() - scheduledAt });
      continue;
    }
    busiest = Math.max(busiest, retailers.length - free.length);
    inFlight.push(
      oneOrder(baseUrl, retailer).then((result) => {
        results.push(result);
        free.push(retailer);
      }),
    );
  }
  await Promise.all(inFlight);
  return summariseTimings(`${rate} req/s`, busiest, seconds, results);
}

/**
 * Both runs against a server on PostgreSQL at `databaseUrl`, its stock raised first so that no placement
 * meets an empty warehouse (each order takes 2 packs).
 */
export async function benchPlaceOrder(
  baseUrl: string,
  databaseUrl: string,
  retailers: readonly Retailer[],
  seconds: number,
): Promise<PlaceOrderRun[]> {
  pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  try {
    await pool.query('update website_items set stock_qty = 1000000000');
    const ready: Ready[] = [];
    for (const retailer of retailers) ready.push(await prepare(baseUrl, retailer));
    return [
      await placeOrdersFlatOut(baseUrl, ready, WORKERS, seconds),
      await placeOrdersAtRate(baseUrl, ready, PLACE_ORDER_RATE, seconds),
    ];
  } finally {
    await pool.end();
    pool = null;
  }
}
