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
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUR_PAGES, testDatabases } from '../test/harness';
import { newMobile, signUpForm, tokenHeader } from '../test/customers';
import { multipart, profileForm } from '../test/profile';
import { type ServerProcess, startServerProcess } from '../test/process';
import { startTestBucket } from '../test/s3';
import { type ProcessDatabase, processDatabases, UNLIMITED } from './fault-databases';

/**
 * Issue #19: two API processes on one PostgreSQL and one Redis, as compose runs them behind its proxy.
 * The per-address limits and the guesses at a code hold in total, not per instance; a picture stored
 * through one is served by the other; a rolling restart under 500 concurrent inquiry
 * writes loses nothing a client would not retry, and stores every acknowledged inquiry once.
 */
vi.setConfig({ hookTimeout: 120_000, testTimeout: 180_000 });

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgres = processDatabases.find((database) => database.label === 'PostgreSQL')!;

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp) console.warn(`two-instance tests skipped: no Redis answers at ${REDIS_URL}`);

const method = (name: keyof typeof methodPaths) => `${METHOD_PREFIX}/${methodPaths[name]}`;

describe.skipIf(postgres.skip || !redisUp || testDatabases.length === 0)(
  'two API instances (PostgreSQL, Redis)',
  () => {
    let db: ProcessDatabase;
    const started: ServerProcess[] = [];
    const start = async (env: Record<string, string>) => {
      const server = await startServerProcess({ ...db.env, ...UNLIMITED, REDIS_URL, ...env });
      started.push(server);
      return server;
    };
    beforeAll(async () => {
      db = await postgres.create();
    });
    afterAll(async () => {
      for (const server of started) await server.kill();
      await db.drop();
    });

    it('counts a per-address limit once across both instances (code checks per minute, sign-ups per hour)', async () => {
      const limits = {
        RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:`,
        RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '6',
        RATE_LIMIT_REGISTER_PER_HOUR: '4',
      };
      const [a, b] = await Promise.all([start(limits), start(limits)]);
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

    it('spends one budget of guesses at a code whichever instance each guess reaches', async () => {
      const env = { RATE_LIMIT_NAMESPACE: `guess-${randomBytes(6).toString('hex')}:`, OTP_MAX_ATTEMPTS_PER_CODE: '4' };
      const [a, b] = await Promise.all([start(env), start(env)]);
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
        const env = { RATE_LIMIT_NAMESPACE: `picture-${randomBytes(6).toString('hex')}:`, ...bucket.env };
        const [a, b] = await Promise.all(folders.map((folder) => start({ ...env, UPLOAD_DIR: folder })));
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
          body: multipart(
            profileUpdateFields(profileForm(retailer.customerId, { phoneNumber: retailer.form.mobile })),
            { content: png, name: 'me.png', type: 'image/png' },
          ),
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

    it('survives a rolling restart under 500 inquiry writes, 50 at once: nothing lost, every acknowledged one stored once', async () => {
      const env = { RATE_LIMIT_NAMESPACE: `roll-${randomBytes(6).toString('hex')}:`, SHUTDOWN_DELAY_MS: '200' };
      // What the proxy would route to: the instances taking traffic now.
      const live = await Promise.all([start(env), start(env)]);
      const run = randomBytes(4).toString('hex');
      const payloads = Array.from({ length: 500 }, (_, index) => ({
        key: `roll-${run}-${index}`,
        body: contactInquiryPayload({
          name: `Rolling ${index}`,
          company: `Company ${index}`,
          phone: newMobile(),
          email: `roll${index}@example.in`,
          message: `Inquiry ${index} of the rolling restart`,
        }),
      }));
      const acknowledged = new Map<string, string>();
      let retries = 0;
      let rolled: Promise<void> | null = null;

      /** A client as our pages are: on a refused or cut connection, or a 503, it tries again with the same key. */
      async function send(payload: (typeof payloads)[number], attempt = 0): Promise<void> {
        const server = live[(attempt + payloads.indexOf(payload)) % live.length]!;
        try {
          const reply = await fetch(`${server.baseUrl}${method('createWebsiteInquiry')}`, {
            method: 'POST',
            headers: { ...OUR_PAGES, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: payload.key },
            body: JSON.stringify(payload.body),
          });
          const body = (await reply.json()) as { message: { name?: string } };
          if (reply.status === 503) throw new Error('503');
          expect(reply.status).toBe(200);
          acknowledged.set(payload.key, body.message.name!);
          if (acknowledged.size === 100 && !rolled) rolled = roll();
        } catch (error) {
          if ((error as Error).name === 'AssertionError') throw error;
          if (attempt >= 20) throw error;
          retries++;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return send(payload, attempt + 1);
        }
      }

      /** One instance at a time: SIGTERM, a new one in its place, then the other. */
      async function roll() {
        for (const index of [0, 1]) {
          const leaving = live[index]!;
          const stopped = leaving.stop();
          const replacement = await start(env);
          live[index] = replacement;
          await stopped;
          expect(leaving.child.exitCode).toBe(0);
        }
      }

      // 500 writes, 50 at a time at most: the stream goes on through the whole roll.
      const queue = [...payloads];
      const worker = async () => {
        for (let payload = queue.shift(); payload; payload = queue.shift()) await send(payload);
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      await rolled;
      expect(acknowledged.size).toBe(500);
      const rows = await db.query<{ idempotency_key: string; id: string }>(
        `select idempotency_key, id from website_inquiries where idempotency_key like $1`,
        [`roll-${run}-%`],
      );
      expect(rows).toHaveLength(500);
      expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(500);
      for (const row of rows) expect(acknowledged.get(row.idempotency_key)).toBe(row.id);
      console.log(`rolling restart: 500 writes, ${retries} retries by the client, 500 acknowledged, 500 stored once`);
      // The roll happened under the stream: requests met an instance on its way out and were retried.
      expect(retries).toBeGreaterThan(0);
    });
  },
);
