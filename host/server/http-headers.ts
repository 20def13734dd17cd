/**
 * The caching and security headers of every app, defined once, beside the one inline script their policy
 * allows. The host's rendering server (app.ts) and the remotes' static servers of tools/serve.ts
 * (`npm start`, the e2e suite) send them, and tools/deploy-config.ts writes the nginx configuration of the
 * remotes' images from them, so what is tested is what is deployed. tools/examples.ts sends them on the
 * embedding examples' pages, with the policy of a page that embeds the sign-up.
 */
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { FIRST_PAINT_LOADER_CSP_SOURCE } from './first-paint-loader';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name does not change between releases: always revalidated. */
export const ALWAYS_REVALIDATE = [
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remotes.json',
  'routes.json',
] as const;

/** `[name].[contenthash:10].ext` as rspack.config.base.ts emits them; a pattern JavaScript and nginx (PCRE) both read. */
export const CONTENT_HASHED_PATTERN = String.raw`\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$`;
const CONTENT_HASHED = new RegExp(CONTENT_HASHED_PATTERN);

export function cacheControlFor(fileName: string): string {
  if ((ALWAYS_REVALIDATE as readonly string[]).includes(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/** Responses smaller than this are sent uncompressed (gzip or brotli above it). */
export const COMPRESS_MIN_BYTES = 1024;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Sent in production only: over plain http on a developer's machine it would pin localhost to https. */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** A remote's manifest, entry and chunks are fetched by the host's origin (and the ERP's); nothing there is private. */
export const REMOTE_CORS_ORIGIN = '*';

/** The sources of the Content-Security-Policy that come from the environment. */
export interface CspSources {
  remoteOrigins: readonly string[];
  apiOrigin: string | null;
  /** `ERP_ORIGINS`: who may frame the apps. */
  frameAncestors: readonly string[];
}

/** A page of another site that embeds the sign-up (examples/): the auth remote is its only remote origin. */
export interface EmbeddingPageCspSources extends CspSources {
  /**
   * `npm run dev` only: the `ws:` origin of the auth remote's dev server, whose live-reload client
   * (in `sign-up-embed.js` and `remoteEntry.js`) connects back to it. Empty otherwise.
   */
  devServerSockets: readonly string[];
}

interface DirectiveSources<Sources> {
  fixed: readonly string[];
  /** Added after the fixed sources, in this order. */
  fromEnvironment: readonly (keyof Sources)[];
}

export interface CspDirective extends DirectiveSources<CspSources> {
  name: string;
  /**
   * On a page that embeds the sign-up, when it needs other sources than the site: those, or null when
   * it needs none of this directive (default-src then applies).
   */
  embeddingPage?: DirectiveSources<EmbeddingPageCspSources> | null;
}

/** The widget's code and any asset it brings come from the auth remote. */
const FROM_REMOTES_ONLY = { fixed: ["'self'"], fromEnvironment: ['remoteOrigins'] } as const;

/**
 * No inline script but one: the rendered page's first-paint loader, allowed by its hash (its text never
 * changes; host/server/first-paint-loader.ts); every other script loads a file. Styles allow inline
 * because styled-components injects its rules at run time.
 */
export const CSP_DIRECTIVES: readonly CspDirective[] = [
  { name: 'default-src', fixed: ["'self'"], fromEnvironment: [] },
  {
    name: 'script-src',
    fixed: ["'self'", FIRST_PAINT_LOADER_CSP_SOURCE],
    fromEnvironment: ['remoteOrigins'],
    embeddingPage: FROM_REMOTES_ONLY,
  },
  { name: 'style-src', fixed: ["'self'", "'unsafe-inline'"], fromEnvironment: [] },
  // Profile pictures are served by the API; the sign-up shows none.
  {
    name: 'img-src',
    fixed: ["'self'", 'data:', 'blob:'],
    fromEnvironment: ['apiOrigin', 'remoteOrigins'],
    embeddingPage: FROM_REMOTES_ONLY,
  },
  {
    name: 'font-src',
    fixed: ["'self'", 'data:'],
    fromEnvironment: ['remoteOrigins'],
    embeddingPage: FROM_REMOTES_ONLY,
  },
  {
    name: 'connect-src',
    fixed: ["'self'"],
    fromEnvironment: ['apiOrigin', 'remoteOrigins'],
    embeddingPage: { fixed: ["'self'"], fromEnvironment: ['apiOrigin', 'remoteOrigins', 'devServerSockets'] },
  },
  // The contact page embeds the head-office map; the sign-up frames nothing.
  {
    name: 'frame-src',
    fixed: ['https://maps.google.com', 'https://www.google.com'],
    fromEnvironment: [],
    embeddingPage: null,
  },
  { name: 'object-src', fixed: ["'none'"], fromEnvironment: [] },
  { name: 'base-uri', fixed: ["'self'"], fromEnvironment: [] },
  { name: 'form-action', fixed: ["'self'"], fromEnvironment: [] },
  { name: 'frame-ancestors', fixed: ["'self'"], fromEnvironment: ['frameAncestors'] },
];

type SourceValue = string | null | readonly string[];

function policy<Sources extends { [key in keyof Sources]: SourceValue }>(
  directives: readonly (DirectiveSources<Sources> & { name: string })[],
  sources: Sources,
): string {
  const listOf = (value: SourceValue): readonly string[] =>
    value === null ? [] : typeof value === 'string' ? [value] : value;
  return directives
    .map(({ name, fixed, fromEnvironment }) =>
      [name, ...fixed, ...fromEnvironment.flatMap((key) => listOf(sources[key]))].join(' '),
    )
    .join('; ');
}

/** The policy of the site's own pages. */
export function contentSecurityPolicy(sources: CspSources): string {
  return policy(CSP_DIRECTIVES, sources);
}

/** The policy of a page of another site that embeds the sign-up (README, "What the embedding site must allow"). */
export function embeddingPageCsp(sources: EmbeddingPageCspSources): string {
  const directives = CSP_DIRECTIVES.flatMap(({ name, embeddingPage, ...site }) =>
    embeddingPage === null ? [] : [{ name, ...(embeddingPage ?? site) }],
  );
  return policy(directives, sources);
}

/** The origin of an absolute http(s) URL; null for anything else (a path is covered by 'self'). */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `ERP_ORIGINS`: a comma-separated list. */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export function cspSourcesFor(manifest: RemotesManifest, frameAncestors: readonly string[]): CspSources {
  const remoteOrigins = Object.values(manifest.remotes)
    .map(httpOrigin)
    .filter((origin): origin is string => origin !== null);
  return { remoteOrigins: [...new Set(remoteOrigins)], apiOrigin: httpOrigin(manifest.apiBase), frameAncestors };
}

/** What a response's security headers depend on; a null value leaves its header out. */
export interface SecurityHeaderValues {
  csp: string;
  hsts: string | null;
  crossOrigin: string | null;
}

/**
 * The content types a browser runs or reads as data, never renders as a document of its own: a script runs
 * under the policy of the page that loaded it, and JSON or a style sheet opened alone is shown as text. The
 * Content-Security-Policy (about 0.8 KB) governs only documents, so these go without it; HTML, SVG, images
 * and anything else keep it. A pattern JavaScript and nginx (PCRE, deploy/nginx) both read.
 */
export const NON_DOCUMENT_CONTENT_TYPE_PATTERN = String.raw`^(application/javascript|text/javascript|application/json|text/css) *(;|$)`;
const NON_DOCUMENT_CONTENT_TYPE = new RegExp(NON_DOCUMENT_CONTENT_TYPE_PATTERN, 'i');

const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** Whether a response of this `Content-Type` may be rendered as a document (none said: it may). */
function mayBeDocument(contentType: unknown): boolean {
  return typeof contentType !== 'string' || !NON_DOCUMENT_CONTENT_TYPE.test(contentType);
}

/** Every response of every app carries these (errors included); `headersByResponse` leaves the policy off what is never a document. */
export function securityHeaders({
  csp,
  hsts,
  crossOrigin,
}: SecurityHeaderValues): [name: string, value: string | null][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    [CONTENT_SECURITY_POLICY, csp],
    ['Strict-Transport-Security', hsts],
    ['Access-Control-Allow-Origin', crossOrigin],
  ];
}

/**
 * The security headers of one response: all of them where it may be rendered as a document, all but the
 * Content-Security-Policy on a successful script, JSON or style sheet. An error keeps the policy, whatever
 * its type: nginx answers one with an HTML page. Computed once, picked per response.
 */
export function headersByResponse(
  values: SecurityHeaderValues,
): (response: { contentType: unknown; status: number }) => [string, string][] {
  const all = securityHeaders(values).filter((header): header is [string, string] => header[1] !== null);
  const withoutPolicy = all.filter(([name]) => name !== CONTENT_SECURITY_POLICY);
  return ({ contentType, status }) => (status >= 400 || mayBeDocument(contentType) ? all : withoutPolicy);
}

/** What the headers take from the environment besides the remotes manifest. */
export interface HeaderSettings {
  /** `ERP_ORIGINS`: who may frame the apps. */
  frameAncestors: readonly string[];
  /** `NODE_ENV=production`: HSTS. */
  production: boolean;
}

/** `ERP_ORIGINS` and `NODE_ENV` as a remote's static server and its container's start script read them. */
export function headerSettingsFromEnv(env: Record<string, string | undefined>): HeaderSettings {
  return { frameAncestors: parseOriginList(env.ERP_ORIGINS), production: env.NODE_ENV === 'production' };
}

/** The security header values of one app in one environment. */
export function securityHeaderValues(
  isHost: boolean,
  manifest: RemotesManifest,
  { frameAncestors, production }: HeaderSettings,
): SecurityHeaderValues {
  return {
    csp: contentSecurityPolicy(cspSourcesFor(manifest, frameAncestors)),
    hsts: production ? HSTS : null,
    crossOrigin: isHost ? null : REMOTE_CORS_ORIGIN,
  };
}
