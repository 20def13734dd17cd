import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnvWithExamples, exampleInfo, remotesManifestForEnv } from './apps';
import { embedLocations, examplePageCsp, fillPlaceholders, startExampleServer } from './examples';

const deployed = remotesManifestForEnv({
  REMOTE_AUTH_URL: 'https://auth.example.com',
  API_BASE: 'https://api.example.com/api/method',
});

describe('the embedding examples', () => {
  it('let the API answer their origins, after any ERP origins already set', () => {
    expect(apiEnvWithExamples({})).toEqual({ ERP_ORIGINS: 'http://localhost:8086,http://localhost:8087' });
    expect(apiEnvWithExamples({ ERP_ORIGINS: 'https://erp.example.com, http://localhost:8086' })).toEqual({
      ERP_ORIGINS: 'https://erp.example.com,http://localhost:8086,http://localhost:8087',
    });
  });

  it('allow what the README tells an embedding site to allow, and nothing of the site’s own pages', () => {
    expect(examplePageCsp(embedLocations(deployed))).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://auth.example.com",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https://auth.example.com",
        "font-src 'self' https://auth.example.com",
        "connect-src 'self' https://api.example.com https://auth.example.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('let the page reach the auth dev server’s live-reload socket under npm run dev, and only then', () => {
    const local = embedLocations(remotesManifestForEnv({}));
    expect(examplePageCsp(local, true)).toContain(
      "connect-src 'self' http://localhost:8000 http://localhost:8083 ws://localhost:8083;",
    );
    expect(examplePageCsp(embedLocations(deployed), true)).toContain(
      'https://auth.example.com wss://auth.example.com;',
    );
    expect(examplePageCsp(local)).not.toContain('ws:');
  });

  it('write the deployment’s URLs into the page, escaped', () => {
    const html = '<script src="%AUTH_ORIGIN%/sign-up-embed.js"></script><meta content="%API_BASE%">';
    expect(fillPlaceholders(html, embedLocations(deployed))).toBe(
      '<script src="https://auth.example.com/sign-up-embed.js"></script><meta content="https://api.example.com/api/method">',
    );
    // A quote cannot end the attribute, nor a tag begin.
    expect(fillPlaceholders('"%API_BASE%"', { authOrigin: 'x', apiBase: 'https://a.example/"><script>' })).toBe(
      '"https://a.example/&quot;>&lt;script>"',
    );
  });

  describe('served', () => {
    let root: string;
    let server: FastifyInstance;
    beforeAll(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'example-test-'));
      writeFileSync(path.join(root, 'index.html'), '<script src="%AUTH_ORIGIN%/sign-up-embed.js"></script>');
      writeFileSync(path.join(root, 'page.js'), 'console.log(1);');
      server = await startExampleServer(exampleInfo('plain-page'), {
        root,
        port: 0,
        quiet: true,
        manifest: () => deployed,
      });
    });
    afterAll(async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('with the filled page, its CSP and no caching', async () => {
      const base = `http://localhost:${(server.server.address() as AddressInfo).port}`;
      const page = await fetch(`${base}/`);
      expect(await page.text()).toBe('<script src="https://auth.example.com/sign-up-embed.js"></script>');
      expect(page.headers.get('content-security-policy')).toBe(examplePageCsp(embedLocations(deployed)));
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const script = await fetch(`${base}/page.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(script.headers.get('content-security-policy')).toBe(examplePageCsp(embedLocations(deployed)));
      // Nobody else reads an example, and it is never served over https.
      expect(script.headers.get('access-control-allow-origin')).toBeNull();
      expect(script.headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    });
  });
});
