import { connect, type Socket } from 'node:net';
import {
  contactInquiryPayload,
  IDEMPOTENCY_KEY_HEADER,
  METHOD_PREFIX,
  methodPaths,
  profileUpdateFields,
} from '@site/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inquiryMailText, type StoredInquiry } from '../../src/mail/inquiry-mail';
import { jsonInit, logCapture, suiteServer, testDatabases } from '../harness';
import { newMobile, registerAndLogin, tokenHeader } from '../customers';
import { multipart, profileForm } from '../profile';
import { requestFrom } from '../proxy';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection from `source` that writes `text` and then stalls; resolves when it is connected. */
function stalledConnection(
  port: number,
  source: string,
  text: string,
): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: source });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(text);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

for (const database of testDatabases) {
  /** Slow clients cannot hold the server, a burst of big pictures cannot keep its memory. */
  describe.skipIf(database.skip)(`slow and heavy clients (${database.label})`, () => {
    const { lines: logLines, stream: logStream } = logCapture();
    const server = suiteServer(
      database,
      {
        MAX_CONNECTIONS_PER_ADDRESS: '20',
        REQUEST_TIMEOUT_MS: '2000',
        HEADERS_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'info',
      },
      { logStream },
    );

    it('caps connections per address and ends bodies and headers that never finish; the health route stays reachable', async () => {
      const port = Number(new URL(server.baseUrl).port);
      const path = `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`;
      const halfBody = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"inquiry_type":`;
      const halfHeaders = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: `;
      const started = performance.now();
      const attackers = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          stalledConnection(port, '127.0.0.2', index % 2 === 0 ? halfBody : halfHeaders),
        ),
      );
      await sleep(300);
      const health = await requestFrom('127.0.0.3', `${server.baseUrl}/api/health`);
      const healthMs = performance.now() - started;
      const endings = await Promise.all(attackers.map(({ closed }) => closed));
      const allClosedMs = performance.now() - started;
      const timedOut = endings.filter((text) => text.includes(' 408 ')).length;
      const tooMany = endings.filter((text) => text.includes(' 503 ')).length;
      console.log(
        `slow clients (${database.label}): 200 stalled connections from one address (cap 20): refused 503 ${tooMany}, ` +
          `held until the request timeout ${timedOut} (408), all closed after ${(allClosedMs / 1000).toFixed(1)} s; ` +
          `health from another address ${health.status} after ${Math.round(healthMs)} ms`,
      );
      expect(timedOut).toBeLessThanOrEqual(20);
      expect(health.status).toBe(200);
      expect(allClosedMs).toBeLessThan(10_000);
      expect(timedOut + tooMany).toBe(200);
    }, 30_000);

    it('logs a client that hangs up mid-body as an abort, not as a lost database connection', async () => {
      const port = Number(new URL(server.baseUrl).port);
      const from = logLines.length;
      const { socket } = await stalledConnection(
        port,
        '127.0.0.4',
        `POST ${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Requested-With: XMLHttpRequest\r\nContent-Length: 500\r\n\r\n{"inquiry_type":"contact",`,
      );
      await sleep(200);
      socket.destroy();
      await sleep(500);
      const lines = logLines.slice(from).map((line) => JSON.parse(line) as { level: number; msg: string });
      const aborts = lines.filter((line) => line.msg === 'client aborted the request');
      const errors = lines.filter((line) => line.level >= 50);
      console.log(
        `client abort (${database.label}): log lines ${lines.length}, "client aborted" ${aborts.length}, error-level ${errors.length}`,
      );
      expect(aborts.length).toBe(1);
      expect(aborts[0]!.level).toBe(30);
      expect(errors).toEqual([]);
    });
  });

  /**
   * On one database: what it bounds is decoding (threads and memory in this process), and the database
   * only stores the few pictures let through, as the profile suites do on both.
   */
  if (database === testDatabases[0]) {
    describe(`picture bursts (${database.label})`, () => {
      const server = suiteServer(database);

      it('decodes at most 2 pictures at once and refuses large ones; a burst of 40 costs and keeps under 150 MB', async () => {
        const owner = (await registerAndLogin(server)).login;
        // 4096 × 4096 = 16.8 MP, the default limit; each decodes to 50 MB of pixels.
        const big = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#dc004e' } })
          .png({ compressionLevel: 9 })
          .toBuffer();
        const tooBig = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#1976d2' } })
          .png({ compressionLevel: 9 })
          .toBuffer();
        const upload = (content: Buffer) =>
          server.method('updateCustomerDetail', undefined, {
            method: 'PUT',
            body: multipart(profileUpdateFields(profileForm(owner.customer_id, { phoneNumber: owner.mobile })), {
              content,
              name: 'p.png',
              type: 'image/png',
            }),
            headers: tokenHeader(owner),
          });
        const refusedLarge = await upload(tooBig);
        // Warm-up: the first decodes load libvips' code and the allocator's arenas, once per process.
        await Promise.all(Array.from({ length: 4 }, () => upload(big)));
        globalThis.gc?.();
        await sleep(500);
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        let mostAtOnce = 0;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
          // Pictures sharp holds now, queued for a thread or decoding: what the app's decode bound limits.
          const tasks = sharp.counters();
          mostAtOnce = Math.max(mostAtOnce, tasks.queue + tasks.process);
        }, 5);
        const replies = await Promise.all(Array.from({ length: 40 }, () => upload(big)));
        clearInterval(sampler);
        globalThis.gc?.();
        await sleep(2_000);
        const after = process.memoryUsage().rss;
        const statuses = replies.reduce<Record<number, number>>(
          (tally, reply) => ({ ...tally, [reply.status]: (tally[reply.status] ?? 0) + 1 }),
          {},
        );
        const mb = (bytes: number) => Math.round(bytes / 1_048_576);
        console.log(
          `picture burst (${database.label}): 40 × 16.8 MP at once → ${JSON.stringify(statuses)}, decoding at once ≤ ${mostAtOnce}; 20 MP → ${refusedLarge.status}; ` +
            `RSS ${mb(baseline)} MB before (after a 4-picture warm-up), ${mb(peak)} MB peak, ${mb(after)} MB 2 s after`,
        );
        expect(refusedLarge.status).toBe(415);
        expect(mostAtOnce).toBeGreaterThan(0);
        expect(mostAtOnce).toBeLessThanOrEqual(2);
        expect(Object.keys(statuses).every((status) => status === '200' || status === '503')).toBe(true);
        expect(statuses[200]).toBeGreaterThan(0);
        // Two decodes of 50 MB each, plus encoder buffers: the burst costs about that, and leaves it.
        expect(mb(peak - baseline)).toBeLessThan(400);
        expect(mb(after - baseline)).toBeLessThan(150);
      }, 120_000);
    });
  }

  /** An Idempotency-Key is its sender's and its payload's; a visitor's lines stay quoted in the sales mail. */
  describe.skipIf(database.skip)(`idempotency keys and inquiry mail (${database.label})`, () => {
    const server = suiteServer(database, { TRUST_PROXY: '127.0.0.1' });

    it('answers a reused key with a different payload 422, and keeps another sender’s same key apart', async () => {
      const key = crypto.randomUUID();
      const payload = () =>
        contactInquiryPayload({
          name: 'Asha',
          company: 'Patel Traders',
          phone: newMobile(),
          email: 'asha@example.in',
          message: 'Call me',
        });
      const send = (body: unknown, address: string) =>
        server.method(
          'createWebsiteInquiry',
          undefined,
          jsonInit(body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key, 'x-forwarded-for': address } }),
        );
      const first = payload();
      const original = await send(first, '203.0.113.10');
      const retry = await send(first, '203.0.113.10');
      const hijack = await send(payload(), '203.0.113.10');
      const otherSender = await send(payload(), '203.0.113.11');
      const [rows] = await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from website_inquiries where idempotency_key = $1',
        [key],
      );
      console.log(
        `idempotency (${database.label}): first ${original.status}, retry ${retry.status} same id ${retry.body.message.name === original.body.message.name}, ` +
          `other payload ${hijack.status}, other sender ${otherSender.status}, rows under the key ${rows!.n}`,
      );
      expect(retry.body).toEqual(original.body);
      expect(hijack.status).toBe(422);
      expect(otherSender.status).toBe(200);
      expect(otherSender.body.message.name).not.toBe(original.body.message.name);
      expect(rows!.n).toBe(2);
    });

    it('quotes multi-line text so it cannot pass for a field line', () => {
      const forged = 'Please call.\nPhone: 9000000000\r\nE-mail: attacker@example.com\u2028Business name: Fake Ltd';
      const inquiry = Object.fromEntries(
        [
          'fullname',
          'company',
          'phone',
          'email',
          'comment',
          'inquiry_type',
          'website_name',
          'business_name',
          'current_business_type',
          'how_long_have_you_been_oprating_your_business',
          'do_you_currently_have_your_own_vehicle_for_distribution',
          'preferred_area_of_distribution',
          'business_address',
        ].map((key) => [key, null]),
      ) as Record<string, string | null>;
      Object.assign(inquiry, {
        inquiry_type: 'distributor',
        fullname: 'Asha\nPhone: 9111111111',
        phone: '9876543210',
        comment: forged,
        business_address: forged,
      });
      const text = inquiryMailText('INQ-1', inquiry as unknown as StoredInquiry);
      const fieldLines = text.split('\n').filter((line) => /^[A-Z][\w ]*: /.test(line));
      console.log(
        `inquiry mail: ${text.split('\n').length} lines, field lines ${fieldLines.length} (${fieldLines.map((line) => line.split(':')[0]).join(', ')})`,
      );
      expect(fieldLines.map((line) => line.split(':')[0])).toEqual(['Inquiry type', 'Name', 'Phone', 'Promised reply']);
      expect(fieldLines).toContain('Phone: 9876543210');
      expect(text).toContain('> Phone: 9000000000');
      expect(text).toContain('> Business name: Fake Ltd');
    });
  });
}
