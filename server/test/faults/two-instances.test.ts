import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contactInquiryPayload,
  IDEMPOTENCY_KEY_HEADER,
  LOGIN_ATTEMPT_PARAM,
  METHOD_PREFIX,
  methodPaths,
  profileUpdateFields,
} from '@site/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUR_PAGES } from '../harness';
import { newMobile, signUpForm, tokenHeader } from '../customers';
import { multipart, profileForm } from '../profile';
import { type ServerProcess, startServerProcess } from '../process';
import { redisAnswers, TEST_REDIS_URL } from '../redis';
import { startTestBucket } from '../s3';
import { type ProcessDatabase, processDatabases, UNLIMITED } from './fault-databases';

/**
 * Two API processes on one PostgreSQL (and one Redis, as compose runs them behind its proxy).
 * The guesses at a code hold in total, not per instance, and a picture stored through one is served by
 * the other: both need only the shared database (and bucket). With Redis, the per-address limits hold in
 * total too, and a rolling restart under 500 concurrent inquiry writes loses nothing a client would not
 * retry, and stores every acknowledged inquiry once.
 */
vi.setConfig({ hookTimeout: 120_000, testTimeout: 180_000 });

const postgres = processDatabases.find((database) => database.label === 'PostgreSQL')!;
const redisUp = await redisAnswers();
if (!redisUp)
  console.warn(`two-instance limit and rolling-restart tests skipped: no Redis answers at ${TEST_REDIS_URL}`);

/** What an instance on PostgreSQL without Redis logs at start (config.ts, configWarnings). */
const NO_REDIS_WARNING = 'DATABASE_URL is set but REDIS_URL is not';

const method = (name: keyof typeof methodPaths) => `${METHOD_PREFIX}/${methodPaths[name]}`;

/** The rolling restart: writes in flight at once, the roll's start, a write's tries, the stream's bounds. */
const ROLL_CONCURRENT = 500;
const ROLL_AFTER_ACKNOWLEDGED = 100;
const ROLL_MAX_ATTEMPTS = 20;
const ROLL_MAX_WRITES = 20_000;
const ROLL_STREAM_MS = 40_000;

/** One new PostgreSQL database for the enclosing suite; the processes a test starts are killed after it. */
function sharedDatabase(common: Record<string, string> = {}) {
  let db: ProcessDatabase;
  const started: ServerProcess[] = [];
  beforeAll(async () => {
    db = await postgres.create();
  });
  afterEach(async () => {
    for (const server of started.splice(0)) await server.kill();
  });
  afterAll(() => db.drop());
  return {
    query: <Row>(sql: string, params?: unknown[]) => db.query<Row>(sql, params),
    async start(env: Record<string, string>) {
      const server = await startServerProcess({ ...db.env, ...UNLIMITED, ...common, ...env });
      started.push(server);
      return server;
    },
  };
}

/** A new retailer signed up through `server`, with a login code sent to their number. */
async function retailerWithCode(server: ServerProcess) {
  const form = signUpForm();
  const registered = await fetch(`${server.baseUrl}${method('registerCustomer')}`, {
    method: 'POST',
    headers: { ...OUR_PAGES, 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  expect(registered.status).toBe(200);
  const customerId = ((await registered.json()) as { message: { customer_id: string } }).message.customer_id;
  const sent = (await (
    await fetch(`${server.baseUrl}${method('generateAndSendOtp')}?phone_no=${form.mobile}`, { headers: OUR_PAGES })
  ).json()) as { message: { login_attempt: string } };
  const outbox = (await (await fetch(`${server.baseUrl}/api/dev/sms-outbox?phone_no=${form.mobile}`)).json()) as {
    message: { otp: string | null }[];
  };
  const code = outbox.message.find((entry) => entry.otp)!.otp!;
  const verify = (through: ServerProcess, otp: string) =>
    fetch(
      `${through.baseUrl}${method('verifyOtpAndLogin')}?phone_no=${form.mobile}&otp=${otp}&${LOGIN_ATTEMPT_PARAM}=${sent.message.login_attempt}`,
      { headers: OUR_PAGES },
    );
  return { form, customerId, code, verify };
}

// The guess budget and the pictures are shared through the database and the bucket: no Redis needed.
describe.skipIf(postgres.skip)('two API instances (PostgreSQL)', () => {
  const { start } = sharedDatabase();

  it('spends one budget of guesses at a code whichever instance each guess reaches', async () => {
    const env = { OTP_MAX_ATTEMPTS_PER_CODE: '4' };
    const [a, b] = await Promise.all([start(env), start(env)]);
    // PostgreSQL without Redis: each instance warned at start that it counts the request limits alone.
    for (const server of [a, b]) expect(server!.output()).toContain(NO_REDIS_WARNING);
    const retailer = await retailerWithCode(a!);
    const wrong = retailer.code === '0000' ? '1111' : '0000';
    const replies: string[] = [];
    for (const through of [a, b, a, b, a, b]) {
      const reply = await retailer.verify(through!, wrong);
      replies.push(`${reply.status} ${((await reply.json()) as { message: { reason?: string } }).message.reason}`);
    }
    // Four wrong guesses in all (two on each) spend the code; per instance, each would have had two left.
    expect(replies).toEqual([...Array(4).fill('401 invalid_otp'), '401 otp_expired', '401 otp_expired']);
    expect((await retailer.verify(b!, retailer.code)).status).toBe(401);
  });

  it('serves a picture uploaded through one instance from the other (the shared bucket; each has its own folder)', async () => {
    const bucket = await startTestBucket();
    const folders = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'instance-pictures-'))));
    try {
      const [a, b] = await Promise.all(folders.map((folder) => start({ ...bucket.env, UPLOAD_DIR: folder })));
      const retailer = await retailerWithCode(a!);
      const login = (await (await retailer.verify(a!, retailer.code)).json()) as {
        message: { api_key: string; api_secret: string };
      };
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      const updated = await fetch(`${a!.baseUrl}${method('updateCustomerDetail')}`, {
        method: 'PUT',
        headers: { ...OUR_PAGES, ...tokenHeader(login.message) },
        body: multipart(profileUpdateFields(profileForm(retailer.customerId, { phoneNumber: retailer.form.mobile })), {
          content: png,
          name: 'me.png',
          type: 'image/png',
        }),
      });
      expect(updated.status).toBe(200);
      const picture = ((await updated.json()) as { message: { profile: string } }).message.profile;
      const fromOther = await fetch(`${b!.baseUrl}${picture}`);
      expect(fromOther.status).toBe(200);
      expect(fromOther.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await fromOther.arrayBuffer())).metadata()).format).toBe('webp');
      // Neither instance kept it on its own disk.
      for (const folder of folders) expect(await readdir(folder)).toEqual([]);
    } finally {
      await bucket.close();
    }
  });
});

describe.skipIf(postgres.skip || !redisUp)('two API instances (PostgreSQL, Redis)', () => {
  const { start, query } = sharedDatabase({ REDIS_URL: TEST_REDIS_URL });

  it('counts a per-address limit once across both instances (code checks per minute, sign-ups per hour)', async () => {
    const limits = {
      RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '6',
      RATE_LIMIT_REGISTER_PER_HOUR: '4',
    };
    const [a, b] = await Promise.all([start(limits), start(limits)]);
    expect(a!.output()).not.toContain(NO_REDIS_WARNING);
    const statuses = async (count: number, request: (baseUrl: string, index: number) => Promise<Response>) => {
      const seen: number[] = [];
      for (let index = 0; index < count; index++)
        seen.push((await request(index % 2 ? b!.baseUrl : a!.baseUrl, index)).status);
      return seen;
    };
    const checks = await statuses(10, (baseUrl) =>
      fetch(`${baseUrl}${method('verifyOtpAndLogin')}?phone_no=${newMobile()}&otp=1234`, { headers: OUR_PAGES }),
    );
    expect(checks.filter((status) => status === 429)).toHaveLength(4);
    const signUps = await statuses(7, (baseUrl) =>
      fetch(`${baseUrl}${method('registerCustomer')}`, {
        method: 'POST',
        headers: { ...OUR_PAGES, 'content-type': 'application/json' },
        body: JSON.stringify(signUpForm()),
      }),
    );
    expect(signUps.filter((status) => status === 200)).toHaveLength(4);
    expect(signUps.filter((status) => status === 429)).toHaveLength(3);
  });

  it('survives a rolling restart under 500 concurrent inquiry writes: no failure a client would not retry, every acknowledged one stored once', async () => {
    const env = { RATE_LIMIT_NAMESPACE: `roll-${randomBytes(6).toString('hex')}:`, SHUTDOWN_DELAY_MS: '200' };
    // What the proxy would route to: the instances taking traffic now.
    const live = await Promise.all([start(env), start(env)]);
    const run = randomBytes(4).toString('hex');
    const write = (index: number) => ({
      key: `roll-${run}-${index}`,
      body: contactInquiryPayload({
        name: `Rolling ${index}`,
        company: `Company ${index}`,
        phone: newMobile(),
        email: `roll${index}@example.in`,
        message: `Inquiry ${index} of the rolling restart`,
      }),
    });

    /** One request as sent: to which instance, and whether that instance acknowledged it. */
    interface Attempt {
      server: ServerProcess;
      acknowledged: boolean;
    }
    const inFlight = new Set<Attempt>();
    let peakInFlight = 0;
    const acknowledged = new Map<string, string>();
    const unretryable: string[] = [];
    let retries = 0;
    let gaveUp = 0;
    /** The roll, started once the first writes are acknowledged; `caught`: what each SIGTERM found in flight. */
    const roll: { done: boolean; seconds: number; caught?: Promise<Attempt[][]> } = { done: false, seconds: 0 };

    /** A client as our pages are: on a refused or cut connection, or a 503, it tries again with the same key. */
    async function send(index: number): Promise<void> {
      const { key, body } = write(index);
      for (let attempt = 0; attempt < ROLL_MAX_ATTEMPTS; attempt++) {
        if (attempt > 0) {
          retries++;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const tried: Attempt = { server: live[(index + attempt) % live.length]!, acknowledged: false };
        inFlight.add(tried);
        peakInFlight = Math.max(peakInFlight, inFlight.size);
        let reply: { status: number; text: string };
        try {
          const response = await fetch(`${tried.server.baseUrl}${method('createWebsiteInquiry')}`, {
            method: 'POST',
            headers: { ...OUR_PAGES, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
            body: JSON.stringify(body),
          });
          reply = { status: response.status, text: await response.text() };
        } catch {
          continue; // refused or cut: never acknowledged, sent again
        } finally {
          inFlight.delete(tried);
        }
        if (reply.status === 503) continue;
        const name =
          reply.status === 200 ? (JSON.parse(reply.text) as { message: { name?: string } }).message.name : '';
        if (!name) {
          unretryable.push(`${reply.status} ${reply.text.slice(0, 200)}`);
          return;
        }
        tried.acknowledged = true;
        acknowledged.set(key, name);
        if (acknowledged.size === ROLL_AFTER_ACKNOWLEDGED) roll.caught = rollingRestart();
        return;
      }
      gaveUp++;
    }

    /**
     * One instance at a time: SIGTERM, its replacement started and taking its traffic, then the other.
     * Answers, for each SIGTERM, the requests in flight on that instance when the signal came.
     */
    async function rollingRestart(): Promise<Attempt[][]> {
      const caught: Attempt[][] = [];
      const began = Date.now();
      try {
        for (const index of [0, 1]) {
          const leaving = live[index]!;
          caught.push([...inFlight].filter((tried) => tried.server === leaving));
          const stopped = leaving.stop();
          live[index] = await start(env);
          await stopped;
          expect(leaving.child.exitCode).toBe(0);
        }
      } finally {
        roll.done = true;
        roll.seconds = (Date.now() - began) / 1000;
      }
      return caught;
    }

    // 500 writes started at once; each one done starts the next until the roll is over (within bounds),
    // so both SIGTERMs land with requests in flight.
    const deadline = Date.now() + ROLL_STREAM_MS;
    let started = 0;
    const more = () => started < ROLL_CONCURRENT || (!roll.done && started < ROLL_MAX_WRITES && Date.now() < deadline);
    await Promise.all(
      Array.from({ length: ROLL_CONCURRENT }, async () => {
        while (more()) await send(started++);
      }),
    );
    expect(roll.caught).toBeDefined();
    const caught = await roll.caught!;
    const rows = await query<{ idempotency_key: string; id: string }>(
      `select idempotency_key, id from website_inquiries where idempotency_key like $1`,
      [`roll-${run}-%`],
    );
    const inFlightAtSignal = caught.map((attempts) => attempts.length);
    const acknowledgedAfterSignal = caught.map((attempts) => attempts.filter((tried) => tried.acknowledged).length);
    console.log(
      `rolling restart in ${roll.seconds.toFixed(1)} s: ${started} writes (${peakInFlight} in flight at most), in flight on the instance at each SIGTERM ` +
        `${inFlightAtSignal.join(' / ')} (acknowledged by it after the signal ${acknowledgedAfterSignal.join(' / ')}), ` +
        `${retries} retries by the client, ${unretryable.length} failures not retried, ${gaveUp} given up, ` +
        `${acknowledged.size} acknowledged, ${rows.length} stored`,
    );
    expect(peakInFlight).toBe(ROLL_CONCURRENT);
    // Each SIGTERM came while its instance had requests in flight, and the instance still answered them.
    expect(caught).toHaveLength(2);
    for (const count of acknowledgedAfterSignal) expect(count).toBeGreaterThan(0);
    expect(unretryable).toEqual([]);
    expect(gaveUp).toBe(0);
    expect(acknowledged.size).toBe(started);
    expect(rows).toHaveLength(started);
    expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(started);
    for (const row of rows) expect(acknowledged.get(row.idempotency_key)).toBe(row.id);
  });
});
