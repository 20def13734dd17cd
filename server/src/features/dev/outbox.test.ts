import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEVELOPMENT_SELLER_GSTIN } from '../invoicing/settings';
import { startServer, testDatabases, type TestServer } from '../../../test/harness';
import { register } from '../../../test/customers';

const pglite = testDatabases[0]!;

describe('dev SMS outbox', () => {
  let standIn: Server;
  let standInUrl: string;
  beforeAll(async () => {
    standIn = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ type: 'success', request_id: 'r1' }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

  it('lists the codes sent to a number, newest first, with the console provider outside production', async () => {
    const server: TestServer = await startServer(pglite);
    try {
      const { form } = await register(server);
      await server.method('generateAndSendOtp', { phone_no: form.mobile });
      const second = await server.method('generateAndSendOtp', { phone_no: form.mobile });
      const reply = await server.request<{
        message: { phone_no: string; text: string; otp: string; sent_at: string }[];
      }>(`/api/dev/sms-outbox?phone_no=${form.mobile}`);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toHaveLength(2);
      for (const entry of reply.body.message) {
        expect(entry).toEqual({
          phone_no: form.mobile,
          text: expect.stringContaining(entry.otp),
          otp: expect.stringMatching(/^\d{4}$/),
          sent_at: expect.any(String),
        });
      }
      expect(reply.body.message[0]!.sent_at >= reply.body.message[1]!.sent_at).toBe(true);
      const verified = await server.method('verifyOtpAndLogin', {
        phone_no: form.mobile,
        otp: reply.body.message[0]!.otp,
        login_attempt: second.body.message.login_attempt,
      });
      expect(verified.status).toBe(200);
      expect((await server.request('/api/dev/sms-outbox?phone_no=9999999999')).body).toEqual({ message: [] });
    } finally {
      await server.close();
    }
  });

  it('is 404 with a real provider, also in production', async () => {
    const msg91 = {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      MSG91_BASE_URL: standInUrl,
    };
    for (const env of [msg91, { ...msg91, NODE_ENV: 'production', SELLER_GSTIN: DEVELOPMENT_SELLER_GSTIN }]) {
      const server = await startServer(pglite, env);
      try {
        const reply = await server.request('/api/dev/sms-outbox?phone_no=9876543210');
        expect(reply.status).toBe(404);
        expect(reply.body.message.reason).toBe('not_found');
      } finally {
        await server.close();
      }
    }
  });

  it('refuses the console provider and a missing OTP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }),
    ).toThrow(/OTP_SECRET/);
  });
});
