import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, testDatabases } from '../../test/harness';
import { register } from '../../test/customers';
import { type Msg91Options, Msg91SmsProvider } from './msg91';
import { SmsDeliveryError } from './provider';

interface Received {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for MSG91's SendOTP v5 endpoint. */
describe('MSG91 provider against a local stand-in', () => {
  let standIn: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: string; delayMs?: number };

  beforeAll(async () => {
    standIn = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: new URL(request.url ?? '/', 'http://stand-in'),
          headers: request.headers,
          body,
        });
        setTimeout(() => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.body);
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = { status: 200, body: JSON.stringify({ type: 'success', request_id: '3461656e6c6f6e' }) };
  });

  const provider = (options: Partial<Msg91Options> = {}) =>
    new Msg91SmsProvider({ authKey: 'auth-key-1', templateId: 'tmpl-42', baseUrl, timeoutMs: 2000, ...options });

  it('posts an order confirmation to the Flow API with the order template and its variables', async () => {
    await provider({ orderTemplateId: 'order-7' }).sendOrderPlaced({
      mobile: '9876543210',
      order: 'SAL-ORD-2026-00001',
      amount: '₹3,251.20',
      language: 'en',
      text: 'ignored',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.url.pathname).toBe('/api/v5/flow');
    expect(received[0]!.headers.authkey).toBe('auth-key-1');
    expect(JSON.parse(received[0]!.body)).toEqual({
      template_id: 'order-7',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', order: 'SAL-ORD-2026-00001', amount: '₹3,251.20' }],
    });
  });

  it('refuses an order confirmation without an order template, and one MSG91 refuses, with a clear error', async () => {
    const order = {
      mobile: '9876543210',
      order: 'SAL-ORD-2026-00001',
      amount: '₹1.00',
      language: 'en' as const,
      text: '',
    };
    await expect(provider().sendOrderPlaced(order)).rejects.toThrow('MSG91_ORDER_TEMPLATE_ID is not set');
    expect(received).toHaveLength(0);
    answer = { status: 401, body: '{"type":"error"}' };
    await expect(provider({ orderTemplateId: 'order-7' }).sendOrderPlaced(order)).rejects.toThrow(SmsDeliveryError);
  });

  it('texts a change of status with that status’s template, and says which variable is missing when unset', async () => {
    const statuses = provider({ orderStatusTemplateIds: { Dispatched: 'dispatched-3' } });
    await statuses.sendOrderStatus({
      mobile: '9876543210',
      order: 'SAL-ORD-2026-00001',
      status: 'Dispatched',
      language: 'en',
      text: '',
    });
    expect(JSON.parse(received[0]!.body)).toEqual({
      template_id: 'dispatched-3',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', order: 'SAL-ORD-2026-00001' }],
    });
    await expect(
      statuses.sendOrderStatus({
        mobile: '9876543210',
        order: 'SAL-ORD-2026-00001',
        status: 'Cancelled',
        language: 'en',
        text: '',
      }),
    ).rejects.toThrow('MSG91_ORDER_CANCELLED_TEMPLATE_ID is not set');
    expect(received).toHaveLength(1);
  });

  it('posts our code to /api/v5/otp with the template, the +91 number and the authkey header', async () => {
    await provider().sendOtp({ mobile: '9876543210', code: '0427', ttlMinutes: 10, language: 'en' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      template_id: 'tmpl-42',
      mobile: '919876543210',
      otp: '0427',
      otp_length: '4',
      otp_expiry: '10',
    });
    expect(request!.headers.authkey).toBe('auth-key-1');
    expect(request!.url.search).not.toContain('auth-key-1');
    expect(request!.headers['content-type']).toBe('application/json');
  });

  it("takes each text's template in the retailer's language, the English one where that language has none", async () => {
    const languages = provider({
      translatedTemplateIds: { hi: 'otp-hi' },
      orderTemplateId: 'order-en',
      translatedOrderTemplateIds: { gu: 'order-gu' },
      orderStatusTemplateIds: { Delivered: 'delivered-en' },
      translatedOrderStatusTemplateIds: { hi: { Delivered: 'delivered-hi' } },
    });
    const otp = { mobile: '9876543210', code: '0427', ttlMinutes: 10 };
    await languages.sendOtp({ ...otp, language: 'hi' });
    await languages.sendOtp({ ...otp, language: 'gu' });
    const order = { mobile: '9876543210', order: 'SAL-ORD-2026-00001', amount: '₹1.00', text: '' };
    await languages.sendOrderPlaced({ ...order, language: 'gu' });
    await languages.sendOrderPlaced({ ...order, language: 'hi' });
    const delivered = { mobile: '9876543210', order: 'SAL-ORD-2026-00001', status: 'Delivered' as const, text: '' };
    await languages.sendOrderStatus({ ...delivered, language: 'hi' });
    await languages.sendOrderStatus({ ...delivered, language: 'gu' });
    const templates = received.map(
      (request) => request.url.searchParams.get('template_id') ?? JSON.parse(request.body).template_id,
    );
    expect(templates).toEqual(['otp-hi', 'tmpl-42', 'order-gu', 'order-en', 'delivered-hi', 'delivered-en']);
  });

  it('fails on an error reply, an HTTP error, a non-JSON reply and a timeout', async () => {
    const failures: (typeof answer)[] = [
      { status: 200, body: JSON.stringify({ type: 'error', message: 'Invalid template id' }) },
      { status: 401, body: JSON.stringify({ type: 'error', message: 'Authentication failure' }) },
      { status: 502, body: '<html>bad gateway</html>' },
      { status: 200, body: JSON.stringify({ type: 'success' }), delayMs: 500 },
    ];
    for (const failure of failures) {
      answer = failure;
      await expect(
        provider({ timeoutMs: 200 }).sendOtp({ mobile: '9876543210', code: '1111', ttlMinutes: 10, language: 'en' }),
      ).rejects.toBeInstanceOf(SmsDeliveryError);
    }
  });

  it('logs a customer in end to end through the server, and withdraws a code MSG91 refused', async () => {
    const server = await startServer(testDatabases[0]!, {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key-1',
      MSG91_TEMPLATE_ID: 'tmpl-42',
      MSG91_BASE_URL: baseUrl,
    });
    try {
      const { form } = await register(server);
      const sent = await server.method('generateAndSendOtp', { phone_no: form.mobile });
      expect(sent.status).toBe(200);
      const code = received.at(-1)!.url.searchParams.get('otp')!;
      const login = await server.method('verifyOtpAndLogin', {
        phone_no: form.mobile,
        otp: code,
        login_attempt: sent.body.message.login_attempt,
      });
      expect(login.status).toBe(200);

      answer = { status: 200, body: JSON.stringify({ type: 'error', message: 'Insufficient balance' }) };
      const refused = await server.method('generateAndSendOtp', { phone_no: form.mobile });
      expect(refused.status).toBe(502);
      expect(refused.body.message.reason).toBe('server_error');
      // The undelivered code is retired: no attempt can use it.
      const [live] = await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from otp_attempts where not retired and used_at is null',
      );
      expect(live!.n).toBe(0);
    } finally {
      await server.close();
    }
  });
});
