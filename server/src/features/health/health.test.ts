import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOGIN_ATTEMPT_PARAM, METHOD_PREFIX, methodPaths } from '@site/contract';
import { SAMPLE_CONTACT_PAYLOAD } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { logCapture, OUR_PAGES, suiteServer, testDatabases } from '../../../test/harness';
import { latestCode, register } from '../../../test/customers';
import { START_TIMEOUT_MS, startServerProcess } from '../../../test/process';
import { folderPictureStore } from '../../files/picture-store';
import { METRICS_WRONG_TOKENS } from '../../http/metrics';
import { notReadyBecause, READY_CHECK_CACHE_MS } from './routes';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const TOKEN = 'metrics-token-0123456789-abcdefghij';

/** One metric's value from Prometheus text: the sample whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((label) => row.includes(label)) : false,
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`operations (${database.label})`, () => {
    const logs = logCapture();
    // The app's clock runs with the real one, moved ahead by the tests that need a cached answer to expire,
    // or stopped (`stoppedAt`) while a test counts the checks made within one cache period.
    let clockAhead = 0;
    let stoppedAt: number | null = null;
    const server = suiteServer(
      database,
      {
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'info',
        // For the code-check outcomes: one wrong short guess a day per number, four checks a minute.
        OTP_SHORT_CODE_FAILURES_PER_DAY: '1',
        RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '4',
      },
      () => ({ logStream: logs.stream, now: () => new Date((stoppedAt ?? Date.now()) + clockAhead) }),
    );
    const expireReadyCache = () => void (clockAhead += READY_CHECK_CACHE_MS);
    const metrics = async () =>
      (await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

    it('is ready with its database, migrations and picture storage; when not, says only that, and logs why', async () => {
      expect((await server.request('/api/ready')).status).toBe(200);
      // Storage that cannot be written, even by root: a path under a file.
      const unwritable = {
        db: server.app.db,
        pictures: folderPictureStore('/dev/null/uploads'),
        draining: () => false,
      };
      expect(await notReadyBecause(unwritable)).toBe('the picture folder is not writable');
      // A database on an older schema (an instance of a newer release started before the migration ran).
      const db = server.app.db;
      const [latest] = await db.query<{ version: number; name: string }>(
        'delete from schema_migrations where version = (select max(version) from schema_migrations) returning version, name',
      );
      const from = logs.lines.length;
      try {
        expireReadyCache();
        const notReady = await server.request('/api/ready');
        expect(notReady.status).toBe(503);
        // The public answer names nothing internal: no migration, no bucket, no folder.
        expect(notReady.body).toEqual({
          exc_type: 'ServerError',
          message: { status: 'error', reason: 'server_error', text: 'Not ready.' },
        });
        const warned = logs.lines
          .slice(from)
          .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
          .filter((line) => line.msg === 'not ready');
        expect(warned).toEqual([
          expect.objectContaining({ level: 40, reason: `migrations not applied: ${latest!.name}` }),
        ]);
      } finally {
        await db.query('insert into schema_migrations (version, name) values ($1, $2)', [
          latest!.version,
          latest!.name,
        ]);
      }
      expireReadyCache();
      expect((await server.request('/api/ready')).status).toBe(200);
    });

    it('checks readiness once per READY_CHECK_CACHE_MS however often it is asked; shutting down is seen at once', async () => {
      expireReadyCache();
      const checks = vi.spyOn(server.app.pictures, 'check');
      stoppedAt = Date.now();
      try {
        const replies = await Promise.all(Array.from({ length: 200 }, () => server.request('/api/ready')));
        expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
        console.log(`/api/ready: 200 requests, ${checks.mock.calls.length} picture storage check(s)`);
        expect(checks).toHaveBeenCalledTimes(1);
        expireReadyCache();
        await server.request('/api/ready');
        expect(checks).toHaveBeenCalledTimes(2);
      } finally {
        checks.mockRestore();
        stoppedAt = null;
      }
      server.app.startDraining();
      const draining = await server.request('/api/ready');
      expect(draining.status).toBe(503);
      expect(draining.body.message.text).toBe('Not ready.');
      // Liveness is another question: the process still answers.
      expect((await server.request('/api/health')).status).toBe(200);
    });

    it('counts requests, latency, code sends and inquiries, and serves them only with the token', async () => {
      expect((await server.request('/api/metrics')).status).toBe(401);
      expect((await server.request('/api/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const before = await metrics();
      const route = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;
      const stored = await server.method('createWebsiteInquiry', undefined, {
        method: 'POST',
        headers: { ...OUR_PAGES, 'content-type': 'application/json' },
        body: JSON.stringify(SAMPLE_CONTACT_PAYLOAD),
      });
      expect(stored.status).toBe(200);
      const unknown = await server.method('generateAndSendOtp', { phone_no: '6000000001' }, { headers: OUR_PAGES });
      expect(unknown.status).toBe(404);
      const after = await metrics();
      const labels = { method: 'POST', route, status: '200' };
      expect(sample(after, 'http_requests_total', labels)).toBe(sample(before, 'http_requests_total', labels) + 1);
      expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe(
        sample(before, 'http_request_duration_seconds_count', labels) + 1,
      );
      expect(sample(after, 'inquiries_stored_total')).toBe(sample(before, 'inquiries_stored_total') + 1);
      expect(sample(after, 'otp_code_sends_total', { outcome: 'not_registered' })).toBe(
        sample(before, 'otp_code_sends_total', { outcome: 'not_registered' }) + 1,
      );
      expect(sample(after, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(after).toContain('process_resident_memory_bytes');
      // The route's pattern is the label, never a raw URL with its query.
      expect(after).not.toContain('6000000001');
    });

    it("counts code checks by their reply's reason, and a request limit's refusal by route", async () => {
      const before = await metrics();
      const { form } = await register(server);
      const send = async () =>
        (await server.method('generateAndSendOtp', { phone_no: form.mobile })).body.message.login_attempt as string;
      const check = async (attempt: string, otp: string) => {
        const reply = await server.method('verifyOtpAndLogin', {
          phone_no: form.mobile,
          otp,
          [LOGIN_ATTEMPT_PARAM]: attempt,
        });
        return `${reply.status} ${reply.body.message.reason ?? reply.body.message.status}`;
      };
      const short = await send();
      const code = await latestCode(server, form.mobile);
      const wrong = code === '0000' ? '1111' : '0000';
      const replies = [await check(short, wrong), await check(short, wrong), await check(short, code)];
      const long = await send();
      replies.push(await check(long, await latestCode(server, form.mobile)), await check(long, '12345678'));
      // The number's one wrong short guess of the day, then the code retired (its budget spent), then refused as
      // ended; the long code sent next logs in; the fifth check of the minute meets the request limit.
      expect(replies).toEqual([
        '401 invalid_otp',
        '401 otp_expired',
        '401 otp_expired',
        '200 success',
        '429 rate_limited',
      ]);
      const after = await metrics();
      const moved = (name: string, labels: Record<string, string>) =>
        sample(after, name, labels) - sample(before, name, labels);
      const outcomes = ['invalid_otp', 'budget_spent', 'otp_expired', 'ok', 'rate_limited'];
      expect(outcomes.map((outcome) => moved('otp_code_checks_total', { outcome }))).toEqual([1, 1, 1, 1, 1]);
      expect(moved('otp_code_sends_total', { outcome: 'ok' })).toBe(2);
      const route = `${METHOD_PREFIX}/${methodPaths.verifyOtpAndLogin}`;
      expect(moved('limit_refusals_total', { route })).toBe(1);
      expect(moved('http_requests_total', { route, status: '429' })).toBe(1);
    });

    it('names each request in its reply and in every log line of it', async () => {
      const from = logs.lines.length;
      const reply = await server.request('/api/health');
      const id = reply.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // The completion line is written once the reply is out: wait for it (bounded).
      const during = () => logs.lines.slice(from).map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      for (let wait = 0; wait < 100 && !during().some((line) => line.msg === 'request completed'); wait++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(during().map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      for (const line of during()) expect(line.reqId).toBe(id);
      const other = (await server.request('/api/health', { headers: { 'x-request-id': 'chosen-by-client' } })).headers;
      expect(other.get('x-request-id')).not.toBe('chosen-by-client');
    });

    it('names the request in the lines its work writes deeper down: the SMS provider sending a code', async () => {
      const { form } = await register(server);
      const from = logs.lines.length;
      const reply = await server.method('generateAndSendOtp', { phone_no: form.mobile }, { headers: OUR_PAGES });
      expect(reply.status).toBe(200);
      const id = reply.headers.get('x-request-id');
      const during = () => logs.lines.slice(from).map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      for (let wait = 0; wait < 100 && !during().some((line) => line.msg === 'request completed'); wait++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(during().map((line) => line.msg)).toContain('SMS (console provider)');
      for (const line of during()) expect(line.reqId).toBe(id);
    });

    // Last in the suite: it spends this client's wrong tokens for the window, the right one is refused after.
    it('limits wrong metrics tokens per client: 429 with retry_after_seconds past METRICS_WRONG_TOKENS.max', async () => {
      const ask = (authorization: string) => fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization } });
      const statuses: number[] = [];
      // Two wrong tokens were sent by the test of the token above; the window counts them too.
      for (let index = 0; index < METRICS_WRONG_TOKENS.max; index++)
        statuses.push((await ask(`Bearer wrong-${index}`)).status);
      const refused = await ask(`Bearer ${TOKEN}`);
      const body = (await refused.json()) as { message: { reason: string; retry_after_seconds: number } };
      const counts = statuses.reduce<Record<number, number>>((tally, status) => {
        tally[status] = (tally[status] ?? 0) + 1;
        return tally;
      }, {});
      console.log(
        `metrics tokens: ${statuses.length} wrong from one client → ${JSON.stringify(counts)}, then the right one → ${refused.status} (retry after ${body.message.retry_after_seconds} s)`,
      );
      expect(statuses.filter((status) => status === 401).length).toBe(METRICS_WRONG_TOKENS.max - 2);
      expect(statuses.filter((status) => status === 429).length).toBe(2);
      expect(refused.status).toBe(429);
      expect(body.message.reason).toBe('rate_limited');
      expect(body.message.retry_after_seconds).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBe(body.message.retry_after_seconds);
    });
  });
}

describe('SIGTERM (the real process)', () => {
  it(
    'stops taking connections, finishes the request in flight, closes the connections kept alive and exits 0',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'graceful-'));
      // A connection left open would hold the shutdown until the grace is over, then exit 1.
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        SHUTDOWN_DELAY_MS: '300',
        SHUTDOWN_GRACE_MS: '20000',
      });
      const url = new URL(`${server.baseUrl}${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`);
      // An inquiry whose body is still arriving when the signal comes, from a client that keeps its
      // connections open for as long as the server does (a proxy's upstream keep-alive).
      const { Agent, request } = await import('node:http');
      const agent = new Agent({ keepAlive: true });
      const reply = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        const pending = request(
          url,
          { agent, method: 'POST', headers: { ...OUR_PAGES, 'content-type': 'application/json' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
            );
          },
        );
        pending.on('error', reject);
        const payload = JSON.stringify(SAMPLE_CONTACT_PAYLOAD);
        pending.write(payload.slice(0, 20));
        setTimeout(() => pending.end(payload.slice(20)), 800);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Draining: not ready any more, while the in-flight inquiry goes on.
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(503);
      const answered = await reply;
      expect(answered.status).toBe(200);
      expect(answered.connection).toBe('close');
      expect(JSON.parse(answered.body).message.name).toEqual(expect.any(String));
      await server.exited;
      agent.destroy();
      expect(server.child.exitCode).toBe(0);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    },
    START_TIMEOUT_MS + 30_000,
  );
});
