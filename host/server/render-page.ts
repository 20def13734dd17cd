/**
 * One page request of the host's rendering server: the route's remote page module from its server
 * build deployed now (remote-pages.ts), the shell and page rendered by the host's server build, put
 * into the built index.html with its head tags and styles.
 *
 * What is rendered depends on the route, the language (the URL's prefix), the theme mode, the remotes'
 * releases and words and the replies of the page's public reads only, never on a visitor (nothing private
 * is rendered on the server), so a rendered document is kept per (URL, mode, release, words, replies) and
 * served again until one changes.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@site/contract/languages';
import type { AnyCatalogue, CompiledCatalogue, SiteWords, Translate } from '@site/state';
import {
  languageOfPath,
  PAGE_READS_ELEMENT_ID,
  type PageHead,
  type ReadReply,
  type RemoteName,
  type RouteEntry,
  routeOfPath,
  SITE_ROUTES_ELEMENT_ID,
  SITE_WORDS_ELEMENT_ID,
  type SiteRoutes,
} from '@site/state/routes';
import type { ThemeMode } from '@site/ui';
import type { RenderAppInput, RenderedApp } from '../src/app/server-entry';
import type { DocumentTemplate } from './document';
import type { PageReads } from './page-reads';
import type { PageModule, RemoteServerBuilds } from './remote-pages';
import type { RemoteRoutes } from './remote-routes';

/** What the host's server build (dist-server/render.cjs) exports. */
export interface HostRenderer {
  renderApp(input: RenderAppInput): Promise<RenderedApp>;
  sharedModules: Readonly<Record<string, unknown>>;
  /** The version of each shared singleton entry the renderer provides (rspack.config.base.ts writes it). */
  siteSingletonVersions?: Readonly<Record<string, string>>;
  /** A catalogue's words as a function (a page module's `head` gets its remote's). */
  translatorOf(language: Language, catalogue: CompiledCatalogue): Translate<string>;
}

export interface HeadInput {
  /** The page's path within its language (`/products` for `/hi/products`). */
  path: string;
  language: Language;
  route: RouteEntry | undefined;
  title: string | undefined;
  /** The route's description in the page's language. */
  description: string | undefined;
  page: PageHead;
}

/** The catalogues a page is rendered with: the shell's, the contract's shared messages and its remote's. */
export interface PageWords {
  current(language: Language, remote: RemoteName | undefined): Promise<SiteWords>;
}

export interface PageRendererOptions {
  renderer: HostRenderer;
  /** The routes the remotes publish (remote-routes.ts). */
  routes: RemoteRoutes;
  builds: RemoteServerBuilds;
  words: PageWords;
  /** The public API reads pages are made of (page-reads.ts). */
  reads: PageReads;
  /** How long a page request waits for its reads (ms); a read not made by then is made in the browser. */
  readTimeoutMs: number;
  /** How long React may take to render a page (ms); a page not ready by then is left to the browser. */
  renderTimeoutMs: number;
  template: DocumentTemplate;
  /** Title, description, canonical, Open Graph and structured-data tags of a page. */
  headTags(input: HeadInput): string;
  themeMode(cookieHeader: string | undefined): ThemeMode;
  themeAttribute(mode: ThemeMode): 'light' | 'dark' | null;
  /** `DEBUG`: the browser's early hardening reads `data-debug` before any shared module runs. */
  debug: boolean;
  /** How many rendered documents to keep (oldest dropped first). */
  cacheSize?: number;
  onError?: (error: unknown, context: { url: string; remote?: RemoteName }) => void;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Whether the page's own content is in the HTML (false: shell and loading state only). */
  pageRendered: boolean;
}

export interface PageRenderer {
  render(url: string, cookieHeader: string | undefined): Promise<RenderedPage>;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const cache = new Map<string, RenderedPage>();
  const cacheSize = options.cacheSize ?? 500;

  function remember(key: string, page: RenderedPage): void {
    if (cacheSize === 0) return;
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(key, page);
  }

  return {
    async render(url, cookieHeader) {
      const { language, path } = languageOfPath(url.split('?')[0] ?? '/');
      const mode = options.themeMode(cookieHeader);
      const site = await options.routes.current();
      const route = routeOfPath(site.routes, path);
      // Account pages belong to a login that lives in the browser, private pages to a staff session that
      // is never rendered with: shell and loading state only, and only the shell's words (the browser reads
      // the remote's with its module).
      const serverRoute = route && !route.account && !route.private ? route : undefined;
      const words = await options.words.current(language, serverRoute?.remote);
      const release = serverRoute ? await options.builds.current(serverRoute.remote) : null;

      let page: RenderAppInput['page'] = null;
      let module: PageModule | undefined;
      let replies: ReadReply[] = [];
      let failed = false;
      if (route && release) {
        try {
          const load = release.build.pageModules[route.module];
          if (!load) throw new Error(`${route.remote}'s server build has no ${route.module}`);
          module = await load();
          const reads = module.reads?.(path) ?? [];
          if (reads.length > 0) {
            replies = await options.reads.make(reads, options.readTimeoutMs, language);
            // Rendered without a read it failed to make: fine to serve, not to keep.
            if (replies.length < reads.length) failed = true;
          }
          page = { remote: route.remote, module: route.module, Component: module.default };
        } catch (error) {
          failed = true;
          module = undefined;
          options.onError?.(error, { url, remote: route.remote });
        }
      }

      const key = `${url}|${language}|${mode}|${release?.release ?? '-'}|${digest(site)}|${wordsDigest(words)}|${digest(replies)}`;
      const cached = route ? cache.get(key) : undefined;
      if (cached) return cached;

      let pageHead: PageHead = {};
      try {
        // A remote's catalogue is compiled messages (only the contract's shared one holds its English too).
        const catalogue = route ? (words.catalogues[route.remote] as CompiledCatalogue | undefined) : undefined;
        const t = catalogue ? options.renderer.translatorOf(language, catalogue) : (id: string) => id;
        pageHead = module?.head?.(path, replies, t) ?? {};
      } catch (error) {
        failed = true;
        page = null;
        replies = [];
        options.onError?.(error, { url, remote: route?.remote });
      }

      const timeoutMs = options.renderTimeoutMs;
      let rendered: RenderedApp;
      try {
        rendered = await options.renderer.renderApp({ url, words, site, mode, page, replies, timeoutMs });
        // An error inside the page: rendered again without it, so the browser renders the page as it
        // would without server rendering (rather than meeting React's "server could not finish" marker).
        if (rendered.errors.length > 0 && page) {
          failed = true;
          for (const error of rendered.errors) options.onError?.(error, { url, remote: page.remote });
          page = null;
          pageHead = {};
          rendered = await options.renderer.renderApp({ url, words, site, mode, page, timeoutMs });
        }
      } catch (error) {
        // The page's render failed or was not ready in time: the shell is still served, and the browser
        // renders the page.
        if (!page) throw error;
        options.onError?.(error, { url, remote: page.remote });
        failed = true;
        page = null;
        pageHead = {};
        rendered = await options.renderer.renderApp({ url, words, site, mode, page, timeoutMs });
      }

      const theme = options.themeAttribute(mode);
      const document = options.template.render({
        language,
        htmlAttributes: { 'data-debug': String(options.debug), ...(theme ? { 'data-theme': theme } : {}) },
        // A page may name itself from its data (a pack's page), as it does in the browser.
        head: options.headTags({
          path,
          language,
          route,
          title: pageHead.title ?? rendered.title,
          description: rendered.description,
          page: pageHead,
        }),
        styles: rendered.styles,
        body: rendered.html,
        // The words the page was rendered with: hydration finds the same, with no request and no flash of English.
        data:
          jsonScript(SITE_ROUTES_ELEMENT_ID, site) +
          jsonScript(SITE_WORDS_ELEMENT_ID, words) +
          (page && replies.length > 0 ? jsonScript(PAGE_READS_ELEMENT_ID, replies) : ''),
        pageRendered: page !== null,
      });
      const status = page && pageHead.notFound ? 404 : rendered.status;
      const result: RenderedPage = { status, html: document, pageRendered: page !== null };
      // Only routes of the table are kept (any other URL is the not-found page, and URLs are endless),
      // and never a render that failed: the next request tries again.
      if (route && !failed) remember(key, result);
      return result;
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Digests of the composed routes by identity: they change with a remote's release, not per request. */
const routesDigests = new WeakMap<SiteRoutes, string>();

/**
 * Digests of read replies' messages by identity: page-reads.ts hands every request the same object while a
 * reply is fresh, so a cached page's key costs no serialising of its replies (a catalogue, on the home page).
 */
const messageDigests = new WeakMap<object, string>();

function messageDigest(message: unknown): string {
  if (typeof message !== 'object' || message === null) return String(JSON.stringify(message));
  let known = messageDigests.get(message);
  if (!known) {
    known = sha256(JSON.stringify(message));
    messageDigests.set(message, known);
  }
  return known;
}

const digest = (value: SiteRoutes | readonly ReadReply[]) => {
  if (Array.isArray(value)) {
    if (value.length === 0) return '-';
    return sha256(
      (value as readonly ReadReply[])
        .map(({ method, params, message }) => `${method}${JSON.stringify(params)}=${messageDigest(message)}`)
        .join(';'),
    );
  }
  const routes = value as SiteRoutes;
  let known = routesDigests.get(routes);
  if (!known) {
    known = sha256(JSON.stringify(routes));
    routesDigests.set(routes, known);
  }
  return known;
};

/** Digests of catalogues by identity: one is read again into a new object only when its file changed. */
const catalogueDigests = new WeakMap<AnyCatalogue, string>();

function wordsDigest(words: SiteWords): string {
  return Object.entries(words.catalogues)
    .map(([owner, catalogue]) => {
      if (!catalogue) return owner;
      let known = catalogueDigests.get(catalogue);
      if (!known) {
        known = sha256(JSON.stringify(catalogue));
        catalogueDigests.set(catalogue, known);
      }
      return `${owner}=${known}`;
    })
    .join(';');
}

/**
 * What the browser reads before hydrating, as a JSON script: the routes and the words the page was
 * rendered with (so neither the first paint nor hydration waits for a request to learn them) and the
 * page's read replies.
 * `type="application/json"` is data, never run, so the CSP's ban on inline scripts holds; `<` is escaped
 * so no text can end the element.
 */
function jsonScript(id: string, value: SiteRoutes | SiteWords | readonly ReadReply[]): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
