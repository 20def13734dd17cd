import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_LOADER_CSP_SOURCE } from '../host/server/first-paint-loader';
import { HSTS, IMMUTABLE, NO_CACHE } from '../host/server/http-headers';
import { appInfo } from './apps';
import { startStaticServer } from './serve';

/** The remotes' `npm start` servers over real HTTP, on a build written here, in a production environment. */
describe("the remotes' static servers", () => {
  const env = {
    NODE_ENV: 'production',
    ERP_ORIGINS: 'https://erp.example.com, https://erp2.example.com',
    REMOTE_MARKETING_URL: 'https://m.example.com',
    API_BASE: 'https://api.example.com/api/method',
  };
  let root: string;
  let remote: FastifyInstance;
  let developmentRemote: FastifyInstance;
  const urlOf = (server: FastifyInstance) => `http://localhost:${(server.server.address() as AddressInfo).port}`;
  const get = (server: FastifyInstance, file: string) =>
    fetch(`${urlOf(server)}${file}`, { headers: { 'accept-encoding': 'gzip' } });

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><script defer src="/main.0123456789.js"></script></html>',
    );
    writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(root, 'remoteEntry.js'), `var marketing = ${JSON.stringify('y'.repeat(3000))};`);
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'assets', 'logo.abcdef0123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    remote = await startStaticServer(appInfo('marketing'), { root, port: 0, env, quiet: true });
    developmentRemote = await startStaticServer(appInfo('auth'), { root, port: 0, env: {}, quiet: true });
  });

  afterAll(async () => {
    await Promise.all([remote.close(), developmentRemote.close()]);
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the security headers on every response, errors included, and the policy on documents only', async () => {
    for (const file of [
      '/',
      '/remoteEntry.js',
      '/main.0123456789.js',
      '/missing.0123456789.js',
      '/assets/logo.abcdef0123.svg',
    ]) {
      const response = await get(remote, file);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), file).toBe(HSTS);
      const csp = response.headers.get('content-security-policy') ?? '';
      if (response.ok && /javascript|json/.test(response.headers.get('content-type') ?? '')) {
        expect(csp, file).toBe('');
        continue;
      }
      expect(csp, file).toContain(
        `script-src 'self' ${FIRST_PAINT_LOADER_CSP_SOURCE} https://m.example.com http://localhost:8082 http://localhost:8083 http://localhost:8084 http://localhost:8085;`,
      );
      expect(csp, file).toContain("frame-ancestors 'self' https://erp.example.com https://erp2.example.com");
    }
  });

  it('sends HSTS only in production', async () => {
    expect((await get(developmentRemote, '/remoteEntry.js')).headers.get('strict-transport-security')).toBeNull();
    expect((await get(remote, '/remoteEntry.js')).headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('answers any page URL with its dev harness, uncached', async () => {
    for (const page of ['/', '/partner']) {
      const response = await get(remote, page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('cache-control'), page).toBe(NO_CACHE);
      expect(await response.text(), page).toBe(
        '<!doctype html><html lang="en"><script defer src="/main.0123456789.js"></script></html>',
      );
    }
    expect((await get(remote, '/remotes.json')).status).toBe(404);
  });

  it('serves content-hashed files immutable and compressed, and a missing one as an uncached 404', async () => {
    const bundle = await get(remote, '/main.0123456789.js');
    expect(bundle.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await get(remote, '/assets/logo.abcdef0123.svg')).headers.get('cache-control')).toBe(IMMUTABLE);
    const missing = await get(remote, '/missing.0123456789.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('serves a remote entry and manifest uncached, compressed when large, and readable from another origin', async () => {
    for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
      const response = await get(remote, file);
      expect(response.headers.get('cache-control'), file).toBe(NO_CACHE);
      expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
    }
    expect((await get(remote, '/remoteEntry.js')).headers.get('content-encoding')).toBe('gzip');
    expect((await get(remote, '/mf-manifest.json')).headers.get('content-encoding')).toBeNull();
  });
});
