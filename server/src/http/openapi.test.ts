import { methodPaths } from '@site/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, type TestServer } from '../../test/harness';
import { DOCS_PAGE_CSP } from './docs-page';
import { type RegisteredRoute, registeredRoutes, undocumentedRoutes } from '../../test/route-coverage';

/** A PGlite server starts in seconds, but in tens of them on a busy machine. */
const SERVER_START_TIMEOUT_MS = 120_000;

describe('undocumentedRoutes', () => {
  const document = { paths: { '/api/health': { get: {} }, '/files/{name}': { get: {} } } };

  it('finds a registered route the document lacks', () => {
    const routes: RegisteredRoute[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/files/:name' },
      { method: 'POST', url: '/api/health' },
      { method: 'GET', url: '/api/forgotten' },
    ];
    expect(undocumentedRoutes(routes, document)).toEqual(['POST /api/health', 'GET /api/forgotten']);
  });

  it('leaves out HEAD copies, the docs page and CORS preflights, nothing else', () => {
    const routes = [
      { method: 'GET', url: '/api/health' },
      { method: 'HEAD', url: '/api/health' },
      { method: 'GET', url: '/api/documentation' },
      { method: 'GET', url: '/api/swagger-ui/:asset' },
      { method: 'OPTIONS', url: '*' },
      { method: 'GET', url: '/api/documentation/x' },
      { method: 'OPTIONS', url: '/api/health' },
    ];
    expect(undocumentedRoutes(routes, document)).toEqual(['GET /api/documentation/x', 'OPTIONS /api/health']);
  });
});

/** One server for the document and the page: they read it and change nothing. */
describe.skipIf(testDatabases[0]!.skip)('the API documentation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabases[0]!);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.close());

  describe('the OpenAPI document generated from the route schemas', () => {
    let registered: RegisteredRoute[];
    let document: any;

    beforeAll(async () => {
      registered = registeredRoutes(server.app);
      document = (await server.request<any>('/api/docs')).body;
    });

    it('is a valid OpenAPI 3.1 document', async () => {
      expect(document.openapi).toBe('3.1.0');
      const result = await new Validator().validate(document);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('describes every route the server registered', () => {
      expect(registered.length).toBeGreaterThan(Object.keys(methodPaths).length);
      expect(undocumentedRoutes(registered, document)).toEqual([]);
      // The same check fails as soon as one registered route is not in the document.
      expect(
        undocumentedRoutes([...registered, { method: 'POST', url: '/api/method/not.in.the.document' }], document),
      ).toEqual(['POST /api/method/not.in.the.document']);
    });

    it('takes its schemas from the shared zod schemas', () => {
      const register = document.paths[`/api/method/${methodPaths.registerCustomer}`].post;
      expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toContain(
        'gstRegistered',
      );
      const detail = document.paths[`/api/method/${methodPaths.getCustomerDetail}`].get;
      expect(detail.security).toEqual([{ frappeToken: [] }]);
      expect(detail.parameters).toContainEqual(
        expect.objectContaining({ name: 'customer_id', in: 'query', required: true }),
      );
      const record = detail.responses['200'].content['application/json'].schema.properties.message;
      expect(record.required).toEqual(expect.arrayContaining(['customer_id', 'customer_address', 'gst_registered']));
      const update = document.paths[`/api/method/${methodPaths.updateCustomerDetail}`].put;
      expect(Object.keys(update.requestBody.content)).toEqual(['multipart/form-data']);
      const refused = detail.responses['403'].content['application/json'].schema;
      expect(refused.properties.message.properties.reason.enum).toContain('forbidden');
    });
  });

  describe('the docs page at /api/documentation', () => {
    it('is served from this server only, under its own policy', async () => {
      const page = await fetch(`${server.baseUrl}/api/documentation`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toBe(DOCS_PAGE_CSP);
      const html = await page.text();
      // Offline: nothing is loaded from another origin.
      expect(html).not.toMatch(/(https?:)?\/\/[a-z]/i);
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
      expect(assets).toEqual([
        '/api/swagger-ui/swagger-ui.css',
        '/api/swagger-ui/swagger-ui-bundle.js',
        '/api/swagger-ui/init.js',
      ]);
      for (const asset of assets) {
        const reply = await fetch(`${server.baseUrl}${asset}`);
        expect(reply.status, asset).toBe(200);
        expect(reply.headers.get('content-type'), asset).toMatch(
          asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/,
        );
        expect((await reply.text()).length, asset).toBeGreaterThan(50);
      }
      expect(await (await fetch(`${server.baseUrl}/api/swagger-ui/init.js`)).text()).toContain('"/api/docs"');
    });

    it('serves nothing else of the Swagger UI package', async () => {
      for (const name of ['index.html', 'package.json', '..%2Fpackage.json', 'swagger-ui.js']) {
        const reply = await server.request<any>(`/api/swagger-ui/${name}`);
        expect(reply.status, name).toBe(404);
        expect(reply.body.message.reason).toBe('not_found');
      }
    });
  });
});
