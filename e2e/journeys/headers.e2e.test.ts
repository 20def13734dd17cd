import { describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE, REFERRER_POLICY } from '../../host/server/http-headers';
import { FIRST_PAINT_LOADER, FIRST_PAINT_LOADER_CSP_SOURCE } from '../../host/server/first-paint-loader';
import { useBrowser } from '../support/browser';
import { BASE_URL, REMOTE_URLS } from '../support/environment';

/** The `npm start` servers as the suite runs them, serving the real production build. */
const browser = useBrowser();

const get = (url: string) => fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });

/** The Content-Security-Policy on a document; a script or JSON, never rendered as one, goes without its 0.8 KB. */
function expectSecurityHeaders(response: Response, what: string, { document = true } = {}): void {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  // Not production: no HSTS on http://localhost.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
  const csp = response.headers.get('content-security-policy');
  if (!document) {
    expect(csp, what).toBeNull();
    return;
  }
  expect(csp?.match(/(?:^|; )script-src ([^;]*)/)?.[1], what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, what).toMatch(/(?:^|; )frame-ancestors 'self'/);
}

/**
 * The bodies of the <script> elements of a page that run without loading a file. Structured data
 * (`application/ld+json`) and the read replies (`application/json`) are data blocks the browser never runs.
 */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes ?? ''))
    .filter(([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || (body ?? '').trim() !== '')
    .map(([, , body]) => body ?? '');
}

describe('the caching and security headers of the production build', () => {
  it('serves the host page and remotes.json uncached, and its hashed bundles immutable and compressed', async () => {
    const page = await get(`${BASE_URL}/about`);
    expect(page.headers.get('cache-control')).toBe(NO_CACHE);
    expectSecurityHeaders(page, 'host page');
    const html = await page.text();
    // One inline script, the first-paint loader, allowed by its hash and nothing else inline.
    expect(inlineScripts(html)).toEqual([FIRST_PAINT_LOADER]);
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${FIRST_PAINT_LOADER_CSP_SOURCE} `,
    );

    const bundle = html.match(/data-entry="\/(main\.[0-9a-f]{10}\.js)"/)?.[1];
    expect(bundle).toBeDefined();
    const script = await get(`${BASE_URL}/${bundle}`);
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(script.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expectSecurityHeaders(script, bundle as string, { document: false });

    const manifest = await get(`${BASE_URL}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expectSecurityHeaders(manifest, 'remotes.json', { document: false });
  });

  for (const [remote, origin] of Object.entries(REMOTE_URLS)) {
    it(`serves the ${remote} remote's entry and manifest uncached and its chunks immutable, to any origin`, async () => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await get(`${origin}/${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('cache-control'), file).toBe(NO_CACHE);
        expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
        expectSecurityHeaders(response, `${remote} ${file}`, { document: false });
      }
      const manifest = (await (await get(`${origin}/mf-manifest.json`)).json()) as {
        exposes: { assets: { js: { sync: string[] } } }[];
      };
      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
      const response = await get(`${origin}/${chunk}`);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');

      const missing = await get(`${origin}/gone.0123456789.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe(NO_CACHE);
    });
  }

  it('runs the composed site without a Content-Security-Policy violation', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportCspViolation: (violation: string) => Promise<void> }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
        );
      });
    });
    for (const url of ['/', '/about', '/partner', '/login', '/faq']) {
      await page.goto(url);
      await page.locator('[data-remote] h1').first().waitFor();
    }
    expect(violations).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
