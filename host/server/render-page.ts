/**
 * One page request of the host's rendering server: the route's remote page module from its server
 * build deployed now (remote-pages.ts), the shell and page rendered by the host's server build, put
 * into the built index.html with its head tags and styles.
 *
 * What is rendered depends on the route, the theme mode and the remotes' releases only, never on a
 * visitor (nothing private is rendered on the server), so a rendered document is kept per
 * (URL, mode, release) and served again until that remote's release changes.
 */
import { type PageHead, type RemoteName, type RouteEntry, routeTable } from '@site/state/routes';
import type { ThemeMode } from '@site/ui';
import type { RenderAppInput, RenderedApp } from '../src/app/server-entry';
import type { DocumentTemplate } from './document';
import type { RemoteServerBuilds } from './remote-pages';

/** What the host's server build (dist-server/render.cjs) exports. */
export interface HostRenderer {
  renderApp(input: RenderAppInput): Promise<RenderedApp>;
  sharedModules: Readonly<Record<string, unknown>>;
  /** The version of each shared singleton entry the renderer provides (rspack.config.base.ts writes it). */
  siteSingletonVersions?: Readonly<Record<string, string>>;
}

export interface HeadInput {
  path: string;
  route: RouteEntry | undefined;
  title: string | undefined;
  page: PageHead;
}

export interface PageRendererOptions {
  renderer: HostRenderer;
  builds: RemoteServerBuilds;
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
      const path = url.split('?')[0] ?? '/';
      const mode = options.themeMode(cookieHeader);
      const route = routeTable.find((entry) => entry.path === path);
      // Account pages belong to a login that lives in the browser: shell and loading state only.
      const release = route && !route.account ? await options.builds.current(route.remote) : null;
      const key = `${url}|${mode}|${release?.release ?? '-'}`;
      const cached = route ? cache.get(key) : undefined;
      if (cached) return cached;

      let page: RenderAppInput['page'] = null;
      let pageHead: PageHead = {};
      let failed = false;
      if (route && release) {
        try {
          const load = release.build.pageModules[route.module];
          if (!load) throw new Error(`${route.remote}'s server build has no ${route.module}`);
          const module = await load();
          page = { remote: route.remote, module: route.module, Component: module.default };
          pageHead = module.head?.() ?? {};
        } catch (error) {
          failed = true;
          options.onError?.(error, { url, remote: route.remote });
        }
      }

      let rendered: RenderedApp;
      try {
        rendered = await options.renderer.renderApp({ url, mode, page });
        // An error inside the page: rendered again without it, so the browser renders the page as it
        // would without server rendering (rather than meeting React's "server could not finish" marker).
        if (rendered.errors.length > 0 && page) {
          failed = true;
          for (const error of rendered.errors) options.onError?.(error, { url, remote: page.remote });
          page = null;
          pageHead = {};
          rendered = await options.renderer.renderApp({ url, mode, page });
        }
      } catch (error) {
        // The page's render failed: the shell is still served, and the browser renders the page.
        if (!page) throw error;
        options.onError?.(error, { url, remote: page.remote });
        failed = true;
        page = null;
        pageHead = {};
        rendered = await options.renderer.renderApp({ url, mode, page });
      }

      const theme = options.themeAttribute(mode);
      const document = options.template.render({
        htmlAttributes: { 'data-debug': String(options.debug), ...(theme ? { 'data-theme': theme } : {}) },
        head: options.headTags({ path, route, title: rendered.title, page: pageHead }),
        styles: rendered.styles,
        body: rendered.html,
        pageRendered: page !== null,
      });
      const result: RenderedPage = { status: rendered.status, html: document, pageRendered: page !== null };
      // Only routes of the table are kept (any other URL is the not-found page, and URLs are endless),
      // and never a render that failed: the next request tries again.
      if (route && !failed) remember(key, result);
      return result;
    },
  };
}
