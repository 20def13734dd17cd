import { methodPaths } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { jsonInit, startServer, suiteServer, testDatabases } from '../../test/harness';

const expectErrorShape = (body: any, reason: string) => {
  expect(body).toMatchObject({
    exc_type: expect.any(String),
    message: { status: 'error', reason, text: expect.any(String) },
  });
  expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|node_modules/);
};

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`HTTP behaviour (${database.label})`, () => {
    const server = suiteServer(database);

    it('answers unknown routes and methods with the JSON error shape', async () => {
      const unknown = await server.request('/nothing/here');
      expect(unknown.status).toBe(404);
      expectErrorShape(unknown.body, 'not_found');
      const wrongMethod = await server.request(`/api/method/${methodPaths.getStates}`, { method: 'DELETE' });
      expect(wrongMethod.status).toBe(404);
      expectErrorShape(wrongMethod.body, 'not_found');
    });

    it('answers malformed JSON, empty bodies, wrong content types and wrong body types with 4xx JSON, never 5xx', async () => {
      const path = `/api/method/${methodPaths.createWebsiteInquiry}`;
      const cases: RequestInit[] = [
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"inquiry_type": "contact",' },
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' },
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
        { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
        jsonInit([1, 2, 3]),
        jsonInit('a string'),
        jsonInit(null),
        jsonInit(42),
        jsonInit({ inquiry_type: ['contact'] }),
        jsonInit({ inquiry_type: 'contact', fullname: { $ne: 1 }, company: 7, phone: 9876543210, email: true }),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ a: 'x'.repeat(100_000) }),
        },
      ];
      for (const init of cases) {
        const reply = await server.request(path, init);
        expect(reply.status, String(init.body).slice(0, 60)).toBeGreaterThanOrEqual(400);
        expect(reply.status, String(init.body).slice(0, 60)).toBeLessThan(500);
        expect(reply.body.message.status).toBe('error');
      }
      const register = await server.request(
        `/api/method/${methodPaths.registerCustomer}`,
        jsonInit({ mobile: 9876543210, fullName: ['x'], gstRegistered: 'yes' }),
      );
      expect(register.status).toBe(417);
      expect(await server.count('customers')).toBe(0);
    });

    it("answers an undecodable path and oversized headers with the JSON error shape, not the framework's own", async () => {
      const badUrl = await server.request('/files/%ZZ');
      expect(badUrl.status).toBe(400);
      expectErrorShape(badUrl.body, 'validation');
      const hugeQuery = await server.request(`/api/method/${methodPaths.getStates}?x=${'a'.repeat(20_000)}`);
      expect(hugeQuery.status).toBe(431);
      expectErrorShape(hugeQuery.body, 'payload_too_large');
      // The server still answers afterwards.
      expect((await server.method('getStates')).status).toBe(200);
    });

    it('answers oversized JSON bodies with 413 payload_too_large', async () => {
      const reply = await server.method('createWebsiteInquiry', undefined, jsonInit({ comment: 'x'.repeat(200_000) }));
      expect(reply.status).toBe(413);
      expectErrorShape(reply.body, 'payload_too_large');
    });

    it('sends security headers', async () => {
      const reply = await server.method('getStates');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(reply.headers.get('x-powered-by')).toBeNull();
    });

    it('allows CORS only for configured origins', async () => {
      const allowed = await fetch(`${server.baseUrl}/api/method/${methodPaths.getStates}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:8080',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(allowed.status).toBeLessThan(300);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      const other = await server.method('getStates', undefined, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('serves the OpenAPI description at /api/docs', async () => {
      const reply = await server.request<any>('/api/docs');
      expect(reply.status).toBe(200);
      expect(reply.body.openapi).toMatch(/^3\./);
      for (const path of Object.values(methodPaths))
        expect(Object.keys(reply.body.paths)).toContain(`/api/method/${path}`);
    });
  });
}

describe.skipIf(testDatabases[0]!.skip)('configured CORS and ERP origins', () => {
  it('adds ERP_ORIGINS to CORS_ORIGINS', async () => {
    const server = await startServer(testDatabases[0]!, {
      CORS_ORIGINS: 'https://shop.example',
      ERP_ORIGINS: 'https://erp.example',
    });
    try {
      for (const origin of ['https://shop.example', 'https://erp.example']) {
        const reply = await server.method('getStates', undefined, { headers: { origin } });
        expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      }
      const local = await server.method('getStates', undefined, { headers: { origin: 'http://localhost:8080' } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });
});
