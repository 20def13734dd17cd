/**
 * Server rendering, wired: the host's server build, its built index.html, the remotes' server builds at
 * the URLs of this environment, and the head tags. The rendering server (app.ts) answers with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HOST_SERVER_FILE, REMOTE_SERVER_DIR, REMOTE_SERVER_FILE } from '@site/federation';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@site/contract/languages';
import type { AnyCatalogue, CompiledCatalogue, SharedCatalogue, SiteWords } from '@site/state';
import {
  describeConflict,
  type RemoteName,
  routesUrl,
  sharedWordsFile,
  type SiteRoutes,
  wordsFile,
} from '@site/state/routes';
import type * as SiteUi from '@site/ui';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { parseDocumentTemplate } from './document';
import { canonicalPath, organizationJsonLd, renderHeadTags, robotsTxt, sitemapXml } from './head';
import { createPageReads } from './page-reads';
import { createRemoteServerBuilds, type RemoteServerBuilds } from './remote-pages';
import { createRemoteRoutes } from './remote-routes';
import { createRemoteWords, parseCatalogue } from './remote-words';
import {
  createPageRenderer,
  type HeadInput,
  type HostRenderer,
  type PageRenderer,
  type PageWords,
} from './render-page';

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

/** The code page has nothing to show without the number it was sent to: not for search engines. */
const NOT_INDEXED = new Set(['/otp-verify']);
const indexable = (routePath: string) => !NOT_INDEXED.has(routePath);

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
  /** Disallows the account pages the remotes publish now. */
  robotsTxt(): Promise<string>;
  /** Every public page the remotes publish now, and the concrete pages a page with a parameter names. */
  sitemapXml(): Promise<string>;
}

export function createHostSsr(options: HostSsrOptions): HostSsr {
  const rendererFile = path.join(options.serverDir, HOST_SERVER_FILE);
  if (!existsSync(rendererFile))
    throw new Error(`the host has no server build at ${rendererFile}: run npm run build first`);
  const host = createRequire(import.meta.url)(rendererFile) as HostRenderer;
  // The shared package's theme helpers, from the renderer's own copy: this server never loads React
  // code itself.
  const { themeAttribute, themeModeFromCookieHeader } = host.sharedModules['@site/ui'] as typeof SiteUi;
  const template = parseDocumentTemplate(readFileSync(path.join(options.distDir, 'index.html'), 'utf8'));
  const { settings } = options;

  /** Where this server reaches a remote's files: inside the container network, or at its public URL. */
  const remoteFolder = (remote: RemoteName) => {
    const internal = settings.internalRemoteUrls[remote];
    const entry = options.manifest().remotes[remote];
    if (internal) return `${internal}/`;
    if (!entry) throw new Error(`remotes.json no longer lists ${remote}`);
    return remoteBase(entry);
  };
  const builds = createRemoteServerBuilds({
    buildUrl: (remote) => new URL(`${REMOTE_SERVER_DIR}/${REMOTE_SERVER_FILE}`, remoteFolder(remote)).href,
    publicPath: (remote) => remoteBase(options.manifest().remotes[remote] ?? remoteFolder(remote)),
    sharedModules: host.sharedModules,
    // A renderer that does not say which singletons it provides renders no remote's pages.
    singletonVersions: host.siteSingletonVersions ?? {},
    revalidateMs: settings.revalidateMs,
    budgetMs: settings.budgetMs,
    onError: (remote, error) => options.onError?.(error, { remote }),
  });

  const routes = createRemoteRoutes({
    remotes: () => Object.keys(options.manifest().remotes),
    routesUrl: (remote) => routesUrl(remoteFolder(remote)),
    revalidateMs: settings.revalidateMs,
    budgetMs: settings.budgetMs,
    onError: (remote, error) => options.onError?.(error, { remote }),
    onConflict: (conflict) => options.onError?.(new Error(describeConflict(conflict)), { remote: conflict.dropped }),
  });

  const remoteWords = createRemoteWords({
    wordsUrl: (remote, language) => new URL(wordsFile(language), remoteFolder(remote)).href,
    revalidateMs: settings.revalidateMs,
    budgetMs: settings.budgetMs,
    onError: (remote, error) => options.onError?.(error, { remote }),
  });
  const shellWords = hostWords(options.distDir);
  const words: PageWords = {
    async current(language, remote) {
      const catalogue = remote === undefined ? null : await remoteWords.current(remote, language);
      return {
        language,
        catalogues: { ...shellWords[language], ...(catalogue && remote ? { [remote]: catalogue } : {}) },
      };
    },
  };

  // Each remote's routes, build and words are fetched at start, so the first visitors get rendered pages too.
  // Words only of the remotes with pages rendered here: the office has none.
  void routes.current().then((site) => {
    const rendered = new Set(site.routes.filter((route) => !route.account && !route.private).map((r) => r.remote));
    for (const remote of rendered) for (const language of LANGUAGE_CODES) void remoteWords.current(remote, language);
  });
  for (const remote of Object.keys(options.manifest().remotes)) void builds.current(remote);

  const organization = organizationJsonLd(settings.siteUrl);
  const headTags = ({ path: pagePath, language, route, title, description, page }: HeadInput) =>
    renderHeadTags({
      siteUrl: settings.siteUrl,
      path: pagePath,
      canonicalPath: route ? canonicalPath(route.path, pagePath) : pagePath,
      language,
      alternates: route !== undefined && !route.private && !page.notFound,
      title: title ?? '',
      description: page.description ?? description ?? '',
      image: {
        url: `${settings.siteUrl}${OG_IMAGE.path}`,
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        alt: 'Suvasa Pan Masala',
      },
      jsonLd: [organization, ...(page.jsonLd ?? [])],
      type: page.jsonLd?.some((item) => item['@type'] === 'Product') ? 'product' : 'website',
      noindex: route?.private === true,
    });

  const reads = createPageReads({
    apiBase: () => settings.internalApiBase ?? options.manifest().apiBase,
    freshMs: settings.revalidateMs,
    onError: (error, read) => options.onError?.(error, { url: read.method }),
  });

  const renderer = createPageRenderer({
    renderer: host,
    routes,
    builds,
    words,
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

  return {
    renderer,
    async robotsTxt() {
      return robotsTxt(settings.siteUrl, (await routes.current()).routes);
    },
    async sitemapXml() {
      const site = await routes.current();
      const paths = await sitemapPaths(site, builds, reads, settings.budgetMs);
      return sitemapXml(settings.siteUrl, paths);
    },
  };
}

/**
 * The shell's own words and the contract's shared messages, as the host's build published them beside its
 * index.html (tools/publish-words.ts): part of the host's release, read once. One missing leaves its ids.
 * English pages carry no shared messages: `useSharedText` says the contract's English as it is.
 */
function hostWords(distDir: string): Record<Language, SiteWords['catalogues']> {
  const read = <Catalogue extends AnyCatalogue>(file: string): Catalogue | undefined => {
    const full = path.join(distDir, file);
    return existsSync(full) ? (parseCatalogue(readFileSync(full, 'utf8')) as Catalogue) : undefined;
  };
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const host = read<CompiledCatalogue>(wordsFile(language));
      const shared = language === DEFAULT_LANGUAGE ? undefined : read<SharedCatalogue>(sharedWordsFile(language));
      return [language, { ...(host ? { host } : {}), ...(shared ? { shared } : {}) }];
    }),
  ) as Record<Language, SiteWords['catalogues']>;
}

/**
 * The public pages of the composed routes: a page without a parameter by its canonical path, a page
 * with one by the concrete paths its module names (`export const sitemap: PageSitemap`, e.g. every
 * published pack), read within the budget. A remote whose build cannot be had now lists no such page.
 */
async function sitemapPaths(
  site: SiteRoutes,
  builds: RemoteServerBuilds,
  reads: ReturnType<typeof createPageReads>,
  budgetMs: number,
): Promise<string[]> {
  const listed = site.routes.filter((route) => indexable(route.path) && !route.account && !route.private);
  const named = await Promise.all(
    listed.map(async (route) => {
      if (!route.path.includes('/:')) return [canonicalPath(route.path, route.path)];
      const release = await builds.current(route.remote);
      const module = await release?.build.pageModules[route.module]?.().catch(() => undefined);
      if (!module?.sitemap) return [];
      const replies = await reads.make([...module.sitemap.reads], budgetMs);
      return module.sitemap.paths(replies);
    }),
  );
  return [...new Set(named.flat())];
}
