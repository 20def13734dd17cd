/**
 * The back office's order list under 100,000 orders, for `bench:api` on PostgreSQL. The orders are written
 * straight into the database (one statement; placing them through the API would take minutes and measure
 * something else), spread over a year, the five statuses and a handful of states, then vacuumed; a sales
 * member's session is written the same way. Then `list_orders` is called at a fixed rate with an open
 * schedule (a request starts on time whether or not earlier ones have finished), each with the next of a
 * set of filtered queries: status and state, status and a month, a state alone, a search, and a later
 * keyset page. The goal is the filtered page's p95.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { METHOD_PREFIX, officeMethodPaths, STAFF_SESSION_COOKIE } from '@site/contract';
import pg from 'pg';
import { type PlaceOrderRun, summariseTimings } from './place-order';
import { percentile } from './support';

export const OFFICE_ORDERS = 100_000;
export const OFFICE_LIST_RATE = 100;
export const OFFICE_LIST_GOAL = { p95Ms: 50 };

const STATES = ['Gujarat', 'Maharashtra', 'Rajasthan', 'Madhya Pradesh', 'Karnataka', 'Tamil Nadu'];
const STATUSES = ['Placed', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'];

const listUrl = (query: Record<string, string>) =>
  `${METHOD_PREFIX}/${officeMethodPaths.listOrders}?${new URLSearchParams(query).toString()}`;

/** 100,000 orders of the registered customers, newest a minute ago, one every five minutes before it. */
async function seedOrders(client: pg.Client) {
  await client.query(
    `insert into sales_orders (name, customer_id, idempotency_key, request_hash, status, transaction_date, payment_terms,
       delivery_window, billing_address, shipping_address, place_of_supply, scheme, total_qty, subtotal_paise,
       discount_paise, taxable_paise, gst_basis_points, tax_split, cgst_paise, sgst_paise, igst_paise, grand_total_paise)
     select 'SAL-ORD-BENCH-' || lpad(i::text, 6, '0'), c.id, 'bench-seed-' || i, 'seed', ($2::text[])[1 + i % 5],
       now() - make_interval(mins => 1 + 5 * i), 'Cash on delivery', '{"from": "09:00:00", "to": "18:00:00"}',
       jsonb_build_object('address_title', 'Shop ' || i, 'phone', c.mobile, 'city', 'City ' || i % 50,
         'state', ($1::text[])[1 + i % 6]),
       jsonb_build_object('address_title', 'Shop ' || i, 'phone', c.mobile, 'city', 'City ' || i % 50,
         'state', ($1::text[])[1 + i % 6]),
       ($1::text[])[1 + i % 6], null, 2, 96000, 0, 96000, 4000, 'intra_state', 19200, 19200, 0, 134400
     from generate_series(0, $3::int - 1) as i,
       (select array_agg(id order by id) as ids, array_agg(mobile order by id) as mobiles from customers) as registered,
       lateral (select registered.ids[1 + i % cardinality(registered.ids)] as id,
                       registered.mobiles[1 + i % cardinality(registered.ids)] as mobile) as c`,
    [STATES, STATUSES, OFFICE_ORDERS],
  );
  // What autovacuum does for a table filled over a year: statistics, and the visibility map that lets the
  // counts per status read their index alone.
  await client.query('vacuum analyze sales_orders');
}

/** A sales member with a live session, as the sign-in would leave them: the cookie to send. */
async function salesSession(client: pg.Client): Promise<string> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into staff (id, email, role, enrolled_at, created_at) values ($1, $2, 'sales', now(), now())`,
    [id, `bench-${id.slice(0, 8)}@suvasa.example`],
  );
  await client.query(
    `insert into staff_sessions (token_hash, staff_id, created_at, last_used_at) values ($1, $2, now(), now())`,
    [createHash('sha256').update(token).digest('hex'), id],
  );
  return `${STAFF_SESSION_COOKIE}=${token}`;
}

async function timedGet(baseUrl: string, url: string, cookie: string) {
  const started = performance.now();
  try {
    const reply = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    await reply.arrayBuffer();
    return { status: reply.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

export interface OfficeListRun extends PlaceOrderRun {
  latencyP95Ms: number;
}

/** Seeds the orders, then `OFFICE_LIST_RATE` filtered pages a second for `seconds`. */
export async function benchOfficeOrderList(
  baseUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<OfficeListRun> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let cookie: string;
  try {
    await seedOrders(client);
    cookie = await salesSession(client);
  } finally {
    await client.end();
  }
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const queries: Record<string, string>[] = [
    { status: 'Confirmed', state: 'Maharashtra' },
    { status: 'Placed', from: day(120), to: day(90) },
    { state: 'Karnataka', page_length: '50' },
    { search: 'shop 4242' },
    { status: 'Delivered', from: day(300), to: day(200), state: 'Gujarat' },
  ];
  // A later page of each: the keyset continues where the first page ended.
  for (const query of [...queries]) {
    const first = await fetch(`${baseUrl}${listUrl(query)}`, { headers: { cookie } });
    const body = (await first.json()) as { message: { next_cursor: string | null } };
    if (first.status !== 200) throw new Error(`list_orders answered ${first.status}: ${JSON.stringify(body)}`);
    if (body.message.next_cursor) queries.push({ ...query, cursor: body.message.next_cursor });
  }

  const results: { status: number; ms: number }[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(OFFICE_LIST_RATE * seconds);
  let open = 0;
  let busiest = 0;
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / OFFICE_LIST_RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    open += 1;
    busiest = Math.max(busiest, open);
    inFlight.push(
      timedGet(baseUrl, listUrl(queries[index % queries.length]!), cookie).then((result) => {
        open -= 1;
        results.push(result);
      }),
    );
  }
  await Promise.all(inFlight);
  return {
    ...summariseTimings(`${OFFICE_LIST_RATE} req/s`, busiest, seconds, results),
    latencyP95Ms: Number(
      percentile(
        results.map((result) => result.ms),
        95,
      ).toFixed(1),
    ),
  };
}
