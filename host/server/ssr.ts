/**
 * The host's rendering server, wired: its server build, its built index.html, the remotes' server
 * builds at the URLs of this environment, and the head tags. Read by tools/serve.ts (`npm start`,
 * the e2e suite) and by the host's container (tools/host-container.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebsiteItem } from '@site/contract';
import { CATALOGUE_READ, REMOTE_NAMES, type RemoteName, routeTable } from '@site/state/routes';
import type * as SiteUi from '@site/ui';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { HOST_SERVER_FILE, REMOTE_SERVER_DIR, REMOTE_SERVER_FILE } from './build-files';
import { parseDocumentTemplate } from './document';
import { canonicalPath, organizationJsonLd, renderHeadTags, robotsTxt, sitemapXml } from './head';
import { createPageReads } from './page-reads';
import { createRemoteServerBuilds } from './remote-pages';
import { createPageRenderer, type HeadInput, type HostRenderer, type PageRenderer } from './render-page';

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface SsrSettings {
  /** The site's public origin, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /** How long a page request waits for a remote's server build (ms). */
  budgetMs: number;
  /**
   * How long React may take to render a page (ms): a page still waiting past it (a read that never
   * settles) is left to the browser. Apart from the budget: a render is CPU, slower on a busy machine.
   */
  renderTimeoutMs: number;
  /** How often a remote's server build is checked for a new release (ms): the longest a redeploy takes to show. */
  revalidateMs: number;
  /** Where this server reaches each remote, when not at its public URL (inside a container network). */
  internalRemoteUrls: Partial<Record<RemoteName, string>>;
  /** Where this server reaches the API's methods for the pages' reads, when not at the public `apiBase`. */
  internalApiBase?: string;
  /** How many rendered documents are kept (0: every request is rendered; the benchmark measures both). */
  cacheSize: number;
}

const DIGITS = /^[1-9][0-9]*$/;

/** The code page has nothing to show without the number it was sent to: not for search engines. */
const NOT_INDEXED = new Set(['/otp-verify']);
const indexable = (routePath: string) => !NOT_INDEXED.has(routePath);

/**
 * `SITE_URL`, `SSR_BUDGET_MS`, `SSR_RENDER_TIMEOUT_MS`, `SSR_REVALIDATE_MS`, `SSR_CACHE_SIZE`,
 * `REMOTE_<NAME>_INTERNAL_URL`, `API_INTERNAL_BASE`.
 */
export function ssrSettingsFromEnv(env: Record<string, string | undefined>, localSiteUrl: string): SsrSettings {
  const number = (value: string | undefined, fallback: number) => (DIGITS.test(value ?? '') ? Number(value) : fallback);
  const cacheSize = env.SSR_CACHE_SIZE === '0' ? 0 : number(env.SSR_CACHE_SIZE, 500);
  return {
    siteUrl: (env.SITE_URL || localSiteUrl).replace(/\/+$/, ''),
    budgetMs: number(env.SSR_BUDGET_MS, 300),
    renderTimeoutMs: number(env.SSR_RENDER_TIMEOUT_MS, 1_000),
    revalidateMs: number(env.SSR_REVALIDATE_MS, 5_000),
    cacheSize,
    ...(env.API_INTERNAL_BASE ? { internalApiBase: env.API_INTERNAL_BASE.replace(/\/+$/, '') } : {}),
    internalRemoteUrls: Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const url = env[`REMOTE_${name.toUpperCase()}_INTERNAL_URL`]?.replace(/\/+$/, '');
        return url ? [[name, url]] : [];
      }),
    ),
  };
}

/** The folder of a remote's entry (its mf-manifest.json or remoteEntry.js URL), with a trailing slash. */
function remoteBase(entry: string): string {
  return new URL('./', entry).href;
}

export interface HostSsrOptions {
  /** host/dist: the built index.html. */
  distDir: string;
  /** host/dist-server: the host's server build. */
  serverDir: string;
  manifest: () => RemotesManifest;
  settings: SsrSettings;
  onError?: (error: unknown, context: { url?: string; remote?: RemoteName }) => void;
}

export interface HostSsr {
  renderer: PageRenderer;
  robotsTxt: string;
  /** The public pages, the catalogue's product pages among them (read from the API, as the pages are). */
  sitemapXml(): Promise<string>;
}

export function createHostSsr(options: HostSsrOptions): HostSsr {
  const rendererFile = path.join(options.serverDir, HOST_SERVER_FILE);
  if (!existsSync(rendererFile))
    throw new Error(`the host has no server build at ${rendererFile}: run npm run build first`);
  const host = createRequire(import.meta.url)(rendererFile) as HostRenderer;
  // The shared package's theme helpers, from the renderer's own copy: this server (run by tsx) never
  // loads React code itself.
  const { themeAttribute, themeModeFromCookieHeader } = host.sharedModules['@site/ui'] as typeof SiteUi;
  const template = parseDocumentTemplate(readFileSync(path.join(options.distDir, 'index.html'), 'utf8'));
  const { settings } = options;

  const builds = createRemoteServerBuilds({
    buildUrl: (remote) =>
      new URL(
        `${REMOTE_SERVER_DIR}/${REMOTE_SERVER_FILE}`,
        settings.internalRemoteUrls[remote]
          ? `${settings.internalRemoteUrls[remote]}/`
          : remoteBase(options.manifest().remotes[remote]),
      ).href,
    publicPath: (remote) => remoteBase(options.manifest().remotes[remote]),
    sharedModules: host.sharedModules,
    // A renderer that does not say which singletons it provides renders no remote's pages.
    singletonVersions: host.siteSingletonVersions ?? {},
    revalidateMs: settings.revalidateMs,
    budgetMs: settings.budgetMs,
    onError: (remote, error) => options.onError?.(error, { remote }),
  });

  // Each remote's build is fetched at start, so the first visitors get rendered pages too.
  for (const remote of REMOTE_NAMES) void builds.current(remote);

  const organization = organizationJsonLd(settings.siteUrl);
  const headTags = ({ path: pagePath, route, title, page }: HeadInput) =>
    renderHeadTags({
      siteUrl: settings.siteUrl,
      path: pagePath,
      canonicalPath: route ? canonicalPath(route.path, pagePath) : pagePath,
      title: title ?? '',
      description: page.description ?? route?.description ?? '',
      image: {
        url: `${settings.siteUrl}${OG_IMAGE.path}`,
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        alt: 'Suvasa Pan Masala',
      },
      jsonLd: [organization, ...(page.jsonLd ?? [])],
      type: page.jsonLd?.some((item) => item['@type'] === 'Product') ? 'product' : 'website',
    });

  const reads = createPageReads({
    apiBase: () => settings.internalApiBase ?? options.manifest().apiBase,
    freshMs: settings.revalidateMs,
    onError: (error, read) => options.onError?.(error, { url: read.method }),
  });

  const renderer = createPageRenderer({
    renderer: host,
    builds,
    reads,
    readTimeoutMs: settings.budgetMs,
    renderTimeoutMs: settings.renderTimeoutMs,
    template,
    headTags,
    themeMode: themeModeFromCookieHeader,
    themeAttribute,
    debug: options.manifest().debug,
    cacheSize: settings.cacheSize,
    onError: (error, context) => options.onError?.(error, context),
  });

  // Pages with a parameter (a product's, an order's) are listed from what they show, not their pattern.
  const publicPaths = [
    ...new Set(
      routeTable
        .filter((route) => indexable(route.path) && !route.account && !route.path.includes(':'))
        .map((route) => canonicalPath(route.path, route.path)),
    ),
  ];
  return {
    renderer,
    robotsTxt: robotsTxt(settings.siteUrl),
    async sitemapXml() {
      const [catalogue] = await reads.make([CATALOGUE_READ], settings.budgetMs);
      const items = (catalogue?.message as { items?: WebsiteItem[] } | undefined)?.items ?? [];
      const productPaths = items.map((item) => `/${item.route}`).filter((itemPath) => !publicPaths.includes(itemPath));
      return sitemapXml(settings.siteUrl, [...publicPaths, ...productPaths]);
    },
  };
}
