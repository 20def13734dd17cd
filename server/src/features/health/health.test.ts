import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { METHOD_PREFIX, methodPaths } from '@site/contract';
import { SAMPLE_CONTACT_PAYLOAD } from '@site/testing/samples';
import { describe, expect, it, vi } from 'vitest';
import { logCapture, OUR_PAGES, suiteServer, testDatabases } from '../../test/harness';
import { startServerProcess } from '../../test/process';
import { folderPictureStore } from '../../files/picture-store';
import { notReadyBecause } from './routes';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const TOKEN = 'metrics-token-0123456789';

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
    const server = suiteServer(database, { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, () => ({
      logStream: logs.stream,
    }));

    it('is ready with its database, migrations and picture storage, and says what is missing when it is not', async () => {
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
      try {
        expect((await server.request('/api/ready')).body.message.text).toBe(
          `Not ready: migrations not applied: ${latest!.name}.`,
        );
      } finally {
        await db.query('insert into schema_migrations (version, name) values ($1, $2)', [
          latest!.version,
          latest!.name,
        ]);
      }
      expect((await server.request('/api/ready')).status).toBe(200);
      server.app.startDraining();
      const draining = await server.request('/api/ready');
      expect(draining.status).toBe(503);
      expect(draining.body.message.text).toBe('Not ready: shutting down.');
      // Liveness is another question: the process still answers.
      expect((await server.request('/api/health')).status).toBe(200);
    });

    it('counts requests, latency, code sends and inquiries, and serves them only with the token', async () => {
      expect((await server.request('/api/metrics')).status).toBe(401);
      expect((await server.request('/api/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const read = async () =>
        (await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const before = await read();
      const route = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;
      const stored = await server.method('createWebsiteInquiry', undefined, {
        method: 'POST',
        headers: { ...OUR_PAGES, 'content-type': 'application/json' },
        body: JSON.stringify(SAMPLE_CONTACT_PAYLOAD),
      });
      expect(stored.status).toBe(200);
      const unknown = await server.method('generateAndSendOtp', { phone_no: '6000000001' }, { headers: OUR_PAGES });
      expect(unknown.status).toBe(404);
      const after = await read();
      const labels = { method: 'POST', route, status: '200' };
      expect(sample(after, 'http_requests_total', labels)).toBe(sample(before, 'http_requests_total', labels) + 1);
      expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe(
        sample(before, 'http_request_duration_seconds_count', labels) + 1,
      );
      expect(sample(after, 'inquiries_stored_total')).toBe(sample(before, 'inquiries_stored_total') + 1);
      expect(sample(after, 'otp_code_sends_total', { outcome: 'not_found' })).toBe(
        sample(before, 'otp_code_sends_total', { outcome: 'not_found' }) + 1,
      );
      expect(sample(after, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(after).toContain('process_resident_memory_bytes');
      // The route's pattern is the label, never a raw URL with its query.
      expect(after).not.toContain('6000000001');
    });

    it('names each request in its reply and in every log line of it', async () => {
      const reply = await server.request('/api/health');
      const id = reply.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs.lines.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);
      const other = (await server.request('/api/health', { headers: { 'x-request-id': 'chosen-by-client' } })).headers;
      expect(other.get('x-request-id')).not.toBe('chosen-by-client');
    });
  });
}

describe('SIGTERM (the real process)', () => {
  it('stops taking connections, finishes the request in flight and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'graceful-'));
    const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '300' });
    const url = new URL(`${server.baseUrl}${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`);
    // An inquiry whose body is still arriving when the signal comes.
    const { request } = await import('node:http');
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const pending = request(
        url,
        { method: 'POST', headers: { ...OUR_PAGES, 'content-type': 'application/json' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
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
    expect(JSON.parse(answered.body).message.name).toEqual(expect.any(String));
    await server.exited;
    expect(server.child.exitCode).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  });
});
