import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConsoleSmsProvider } from './console';

describe('console SMS provider', () => {
  it("logs through the sending request's logger (its lines carry the request id), the code masked", async () => {
    const lines: { reqId?: string; msg: string; sms: { to: string; text: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as (typeof lines)[number]);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    try {
      const provider = new ConsoleSmsProvider(app.log);
      const request = app.log.child({ reqId: 'request-1' });
      await provider.sendOtp({ mobile: '9876543210', code: '0427', ttlMinutes: 10, language: 'en' }, request);
      const order = {
        mobile: '9876543210',
        order: 'SAL-ORD-2026-00001',
        amount: '₹1.00',
        language: 'en' as const,
        text: 'Order placed',
      };
      await provider.sendOrderPlaced(order, request);
      // Sent outside a request: the app's logger, no request id.
      await provider.sendOrderPlaced(order);
      expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
        ['SMS (console provider)', 'request-1'],
        ['order SMS (console provider)', 'request-1'],
        ['order SMS (console provider)', undefined],
      ]);
      expect(lines[0]!.sms.to).toBe('******3210');
      expect(JSON.stringify(lines)).not.toContain('0427');
      expect(provider.outbox('9876543210').map((entry) => entry.otp)).toEqual([null, null, '0427']);
    } finally {
      await app.close();
    }
  });
});
