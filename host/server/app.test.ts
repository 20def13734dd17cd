import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServerBuildDir, HOST_SERVER_FILE } from '@site/federation';
import { startHostServer } from './app';
import { loadHostConfig } from './config';
import { FIRST_PAINT_LOADER_CSP_SOURCE } from './first-paint-loader';
import { HSTS, IMMUTABLE, NO_CACHE } from './http-headers';

const BUILT_PAGE =
  '<!doctype html><html lang="en"><head><title>Suvasa</title>' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin><script defer src="/main.0123456789.js"></script>' +
  '</head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

/**
 * What rspack builds as the host's renderer (render.cjs), reduced to its interface: the page's path as its
 * content, and a failure for `/broken`, to show what the server does when rendering fails.
 */
const RENDERER = `
module.exports = {
  sharedModules: {
    '@site/ui': {
      themeModeFromCookieHeader: (header) => (/mode=dark/.test(header || '') ? 'dark' : 'system'),
      themeAttribute: (mode) => (mode === 'system' ? null : mode),
    },
  },
  async renderApp({ url }) {
    if (url.startsWith('/broken')) throw new Error('the renderer broke');
    return { status: 200, title: 'Home', html: '<main>rendered ' + url + '</main>', styles: '', errors: [] };
  },
};
`;

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string; headers?: unknown };
  err?: { message: string };
}

/** The rendering server over real HTTP, on a build written here, in a production environment. */
describe("the host's rendering server", () => {
  const lines: LogLine[] = [];
  let dist: string;
  let host: FastifyInstance;
  const get = (file: string, headers: Record<string, string> = {}) =>
    fetch(`http://localhost:${(host.server.address() as AddressInfo).port}${file}`, {
      headers: { 'accept-encoding': 'gzip', ...headers },
      redirect: 'manual',
    });
  const linesOf = (reqId: string | null) => lines.filter((line) => line.reqId === reqId);

  beforeAll(async () => {
    dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'host-server-test-')), 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), BUILT_PAGE);
    writeFileSync(path.join(dist, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(dist, 'assets', 'logo.abcdef0123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(hostServerBuildDir(dist));
    writeFileSync(path.join(hostServerBuildDir(dist), HOST_SERVER_FILE), RENDERER);
    const config = loadHostConfig({
      PORT: '1',
      NODE_ENV: 'production',
      ERP_ORIGINS: 'https://erp.example.com',
      API_BASE: 'https://api.example.com/api/method',
      // No remote answers here (port 1 refuses): pages are the shell, as when the remotes are down.
      ...Object.fromEntries(
        ['MARKETING', 'INQUIRY', 'AUTH', 'ACCOUNT', 'OFFICE'].map((name) => [
          `REMOTE_${name}_URL`,
          `http://127.0.0.1:1/${name.toLowerCase()}`,
        ]),
      ),
      SSR_BUDGET_MS: '200',
    });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    host = await startHostServer({ config: { ...config, port: 0 }, distDir: dist, logStream });
  });

  afterAll(async () => {
    await host.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('logs JSON lines naming each request by an id of its own, which the reply names too', async () => {
    const response = await get('/about?x=1', { 'x-request-id': 'chosen-by-the-client', cookie: 'session=secret' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(linesOf('chosen-by-the-client')).toEqual([]);
    const logged = linesOf(id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged[0]?.req).toEqual({ method: 'GET', url: '/about?x=1', remoteAddress: expect.any(String) });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('renders a page on the server, uncached and varying by the theme cookie', async () => {
    const response = await get('/about', { cookie: 'mode=dark' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(response.headers.get('vary')).toContain('Cookie');
    const html = await response.text();
    expect(html).toContain('<main>rendered /about</main>');
    expect(html).toContain('data-theme="dark"');
  });

  it('renders a page under a language prefix in that language', async () => {
    const response = await get('/gu/about');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="gu"');
    expect(html).toContain('<main>rendered /gu/about</main>');
  });

  it('sends an English URL to the language the visitor chose (its cookie), and never for Accept-Language alone', async () => {
    const chosen = await get('/about?x=1#top', { cookie: 'mode=dark; site_language=hi' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/hi/about?x=1');
    expect(chosen.headers.get('vary')).toContain('Cookie');
    expect((await get('/', { cookie: 'site_language=gu' })).headers.get('location')).toBe('/gu');

    const others: Record<string, string>[] = [
      { cookie: 'site_language=en' },
      { 'accept-language': 'hi' },
      { cookie: 'site_language=fr' },
    ];
    for (const headers of others) {
      const response = await get('/about', headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="en"');
    }
    // A prefixed URL is the language it names, whatever was chosen.
    expect((await get('/gu/about', { cookie: 'site_language=hi' })).status).toBe(200);
  });

  it('sends the built page when the render fails, and logs the failure with the request', async () => {
    const response = await get('/broken');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BUILT_PAGE.replace('<html lang="en">', '<html lang="en" data-debug="false">'));
    const failure = linesOf(response.headers.get('x-request-id')).find((line) => line.level === 50);
    expect(failure?.err?.message).toBe('the renderer broke');
  });

  it('sends the security headers on every response, errors included, and the policy on documents only', async () => {
    for (const file of [
      '/',
      '/remotes.json',
      '/health',
      '/main.0123456789.js',
      '/missing.0123456789.js',
      '/robots.txt',
    ]) {
      const response = await get(file);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), file).toBe(HSTS);
      expect(response.headers.get('access-control-allow-origin'), file).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      if (response.ok && /javascript|json/.test(response.headers.get('content-type') ?? '')) {
        expect(csp, file).toBe('');
        continue;
      }
      expect(csp, file).toContain(`script-src 'self' ${FIRST_PAINT_LOADER_CSP_SOURCE} http://127.0.0.1:1;`);
      expect(csp, file).toContain("frame-ancestors 'self' https://erp.example.com");
    }
  });

  it('answers remotes.json from its configuration, and its health, uncached', async () => {
    const manifest = await get('/remotes.json');
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await manifest.json()).toEqual({
      apiBase: 'https://api.example.com/api/method',
      debug: false,
      remotes: {
        marketing: 'http://127.0.0.1:1/marketing/mf-manifest.json',
        inquiry: 'http://127.0.0.1:1/inquiry/mf-manifest.json',
        auth: 'http://127.0.0.1:1/auth/mf-manifest.json',
        account: 'http://127.0.0.1:1/account/mf-manifest.json',
        office: 'http://127.0.0.1:1/office/mf-manifest.json',
      },
    });
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('serves robots.txt and the sitemap of the pages the remotes publish (none reachable here)', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('<urlset');
  });

  it('serves content-hashed files immutable and compressed, and a missing one as an uncached 404', async () => {
    const bundle = await get('/main.0123456789.js');
    expect(bundle.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/logo.abcdef0123.svg')).headers.get('cache-control')).toBe(IMMUTABLE);
    const missing = await get('/missing.0123456789.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NO_CACHE);
  });
});
