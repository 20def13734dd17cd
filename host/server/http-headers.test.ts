import { describe, expect, it } from 'vitest';
import { API_LOCAL_PORT, REMOTE_LOCAL_PORTS } from '@site/federation';
import { remotesManifestFromEnv } from '@site/state/remotes-manifest';
import { FIRST_PAINT_LOADER_CSP_SOURCE } from './first-paint-loader';
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspSourcesFor,
  embeddingPageCsp,
  HSTS,
  httpOrigin,
  IMMUTABLE,
  NO_CACHE,
  headerSettingsFromEnv,
  headersByResponse,
  parseOriginList,
  securityHeaderValues,
} from './http-headers';

const remotesManifestForEnv = (env: Record<string, string>) =>
  remotesManifestFromEnv(env, REMOTE_LOCAL_PORTS, API_LOCAL_PORT);

describe('cacheControlFor', () => {
  it('revalidates the files whose names stay the same between releases', () => {
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'remotes.json']) {
      expect(cacheControlFor(name)).toBe(NO_CACHE);
    }
  });

  it('keeps content-hashed files for a year, and revalidates any other file', () => {
    expect(cacheControlFor('main.46c7fa739c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('183.c6785b7b91.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('banner.0123456789.svg')).toBe(IMMUTABLE);
    expect(cacheControlFor('favicon.svg')).toBe(NO_CACHE);
    expect(cacheControlFor('page.0123456789.html')).toBe(NO_CACHE);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts only from itself, the remotes and the first-paint loader (by its hash), and frames only from the configured origins', () => {
    const policy = contentSecurityPolicy(cspSourcesFor(remotesManifestForEnv({}), ['https://erp.example.com']));
    expect(policy).toContain(
      `script-src 'self' ${FIRST_PAINT_LOADER_CSP_SOURCE} http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084 http://localhost:8085;`,
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:8000 /);
    expect(policy.endsWith("frame-ancestors 'self' https://erp.example.com")).toBe(true);
  });

  it('lets the site frame the head-office map and show the API’s pictures, and a page embedding the sign-up neither', () => {
    const sources = cspSourcesFor(remotesManifestForEnv({}), []);
    const site = contentSecurityPolicy(sources);
    expect(site).toContain('; frame-src https://maps.google.com https://www.google.com;');
    expect(site).toContain("img-src 'self' data: blob: http://localhost:8000 ");
    const embeddingPage = embeddingPageCsp({ ...sources, devServerSockets: [] });
    expect(embeddingPage).not.toContain('frame-src');
    expect(embeddingPage).not.toContain('google');
    expect(embeddingPage).toMatch(
      /img-src 'self' http:\/\/localhost:8081 [^;]*; font-src 'self' http:\/\/localhost:8081 /,
    );
    // Scripts from the site's origins, without the site's loader (not on their page); everything else is the site's.
    expect(embeddingPage).toContain(
      "script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 http://localhost:8084 http://localhost:8085;",
    );
    expect(embeddingPage).toContain(site.slice(site.indexOf('connect-src'), site.indexOf('; frame-src')));
    expect(embeddingPage.endsWith(site.slice(site.indexOf('object-src')))).toBe(true);
  });

  it('lists a shared remote origin once, and leaves relative URLs to self', () => {
    const manifest = remotesManifestForEnv({
      REMOTE_MARKETING_URL: 'https://cdn.example.com/marketing',
      REMOTE_INQUIRY_URL: 'https://cdn.example.com/inquiry',
      REMOTE_AUTH_URL: '/auth',
      REMOTE_ACCOUNT_URL: 'https://cdn.example.com/account',
      REMOTE_OFFICE_URL: 'https://cdn.example.com/office',
      API_BASE: '/api/method',
    });
    expect(cspSourcesFor(manifest, [])).toEqual({
      remoteOrigins: ['https://cdn.example.com'],
      apiOrigin: null,
      frameAncestors: [],
    });
    expect(contentSecurityPolicy(cspSourcesFor(manifest, []))).toContain("frame-ancestors 'self'");
  });
});

describe('origins from the environment', () => {
  it('takes the normalised origin of http(s) URLs only', () => {
    expect(httpOrigin('HTTPS://Example.COM:443/a/b')).toBe('https://example.com');
    expect(httpOrigin('http://user:pw@example.com:8080/x')).toBe('http://example.com:8080');
    expect(httpOrigin('ftp://example.com')).toBeNull();
    expect(httpOrigin('/relative')).toBeNull();
  });

  it('reads ERP_ORIGINS as a comma-separated list', () => {
    expect(parseOriginList(' https://a.example.com , ,https://b.example.com,')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});

describe('securityHeaderValues', () => {
  const manifest = remotesManifestForEnv({});

  it('sends HSTS in production only', () => {
    expect(securityHeaderValues(true, manifest, headerSettingsFromEnv({ NODE_ENV: 'production' })).hsts).toBe(HSTS);
    expect(securityHeaderValues(true, manifest, headerSettingsFromEnv({})).hsts).toBeNull();
  });

  it('lets other origins read a remote, not the host', () => {
    expect(securityHeaderValues(false, manifest, headerSettingsFromEnv({})).crossOrigin).toBe('*');
    expect(securityHeaderValues(true, manifest, headerSettingsFromEnv({})).crossOrigin).toBeNull();
  });
});

describe('headersByResponse', () => {
  const headersFor = headersByResponse({ csp: "default-src 'self'", hsts: HSTS, crossOrigin: null });
  const names = (contentType: unknown, status = 200) => headersFor({ contentType, status }).map(([name]) => name);

  it('sends the policy on whatever may be rendered as a document', () => {
    for (const contentType of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xml',
      'text/plain',
      undefined,
    ]) {
      expect(names(contentType), String(contentType)).toEqual([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Content-Security-Policy',
        'Strict-Transport-Security',
      ]);
    }
  });

  it('leaves it off scripts, JSON and style sheets, and keeps every other header there', () => {
    for (const contentType of [
      'application/javascript; charset=utf-8',
      'text/javascript',
      'application/json; charset=utf-8',
      'text/css',
    ]) {
      expect(names(contentType), contentType).toEqual([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Strict-Transport-Security',
      ]);
    }
    // An error may be opened as a page (nginx answers with one); a type that only begins like one of them is not one of them.
    expect(names('application/json; charset=utf-8', 404)).toContain('Content-Security-Policy');
    expect(names('application/json-seq')).toContain('Content-Security-Policy');
  });
});
