import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInfo, remotesManifestForEnv } from './apps';
import { cacheControlFor, contentSecurityPolicy, IMMUTABLE, NO_CACHE, startStaticServer } from './serve';

describe('cacheControlFor', () => {
  it('revalidates the files whose names stay the same between releases', () => {
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']) expect(cacheControlFor(name)).toBe(NO_CACHE);
  });

  it('keeps content-hashed files for a year', () => {
    expect(cacheControlFor('main.46c7fa739c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('183.c6785b7b91.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('banner.0123456789.svg')).toBe(IMMUTABLE);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from itself and the remotes, and frames only from the configured origins', () => {
    const policy = contentSecurityPolicy(remotesManifestForEnv({}), ['https://erp.example.com']);
    expect(policy).toContain("script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain('connect-src');
    expect(policy).toContain('http://localhost:8000');
    expect(policy).toContain("frame-ancestors 'self' https://erp.example.com");
  });
});

describe('the static servers', () => {
  let root: string;
  let host: FastifyInstance;
  let remote: FastifyInstance;
  const hostUrl = () => `http://localhost:${(host.server.address() as { port: number }).port}`;
  const remoteUrl = () => `http://localhost:${(remote.server.address() as { port: number }).port}`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><script defer src="/main.0123456789.js"></script>');
    writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var marketing;');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    const manifest = () => remotesManifestForEnv({ REMOTE_MARKETING_URL: 'https://m.example.com', API_BASE: 'https://api.example.com/api/method' });
    host = await startStaticServer(appInfo('host'), { root, port: 0, manifest, quiet: true });
    remote = await startStaticServer(appInfo('marketing'), { root, port: 0, manifest, quiet: true });
  });

  afterAll(async () => {
    await host.close();
    await remote.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers any page URL of the host with the app, uncached, with the security headers', async () => {
    const response = await fetch(`${hostUrl()}/user/create-address`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('main.0123456789.js');
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain('script-src');
  });

  it('generates remotes.json from the environment, uncached', async () => {
    const response = await fetch(`${hostUrl()}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.json()).toMatchObject({
      apiBase: 'https://api.example.com/api/method',
      remotes: { marketing: 'https://m.example.com/mf-manifest.json', inquiry: 'http://localhost:8082/mf-manifest.json' },
    });
  });

  it('serves hashed bundles immutable and compressed, and a missing asset as 404', async () => {
    const bundle = await fetch(`${hostUrl()}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${hostUrl()}/missing.0123456789.js`)).status).toBe(404);
  });

  it('serves a remote entry and manifest uncached and readable from another origin', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${remoteUrl()}/${file}`);
      expect(response.headers.get('cache-control'), file).toBe(NO_CACHE);
      expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
    }
    expect((await fetch(`${hostUrl()}/remoteEntry.js`)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
