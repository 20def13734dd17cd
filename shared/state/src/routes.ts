/**
 * Routes travel with their remote (docs/decisions/0015-routes-travel-with-their-remote.md): each remote
 * declares its pages in its own `src/app/routes.ts`, and its build publishes them as `routes.json` beside
 * its `mf-manifest.json`. The host composes the site's routes at run time from what each remote in
 * `remotes.json` publishes, so a new page, a renamed route or a new title ships with the remote alone.
 * A screen's code is one hop from its URL: the remote's route names the file of its page, and the module
 * it is exposed as is made from that file's name (`pageModuleName`), so the routes are the one list.
 */
export * from './page-reads';
export * from './language-paths';
import type { PageRead, ReadReply } from './page-reads';
import type { Translate } from './words';

/** A remote's name as `remotes.json` lists it (the federation container's name). */
export type RemoteName = string;

/** One page of a remote, as it publishes it. */
export interface RemoteRoute {
  /** A React Router path pattern: `/about`, `/product-details/:itemCode`. */
  path: string;
  /** The exposed module, e.g. `./HomePage`; its default export is the page component. */
  module: `./${string}`;
  /** Document title of the page (the brand is added); a page may name itself from its data (`PageHead.title`). */
  title: string;
  /** Meta description (≤ 160 characters) of a public page, for search results and link previews. */
  description?: string;
  /** Account pages show the desktop account panel, need a stored login and are never crawled. */
  account?: boolean;
  /**
   * Pages of the company's own people (the office): never crawled, listed or indexed, and rendered on the
   * server as the shell and a loading state, as account pages are; no retailer's login guards them.
   */
  private?: boolean;
}

/** A remote's page as its `src/app/routes.ts` declares it: its route, naming the file of its page. */
export interface RemotePage extends Omit<RemoteRoute, 'module'> {
  /** The page's file from the remote's folder, `./src/features/orders/order-page.tsx`; its default export is the page. */
  page: `./src/features/${string}-page.tsx`;
}

/** The module a page's file is exposed as, made from its name: `…/orders/order-page.tsx` → `./OrderPage`. */
export function pageModuleName(file: string): `./${string}` {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.[jt]sx?$/, '');
  return `./${name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

/** The routes a remote publishes in `routes.json`: each names its page by the module it is exposed as. */
export function publishedRoutes(pages: readonly RemotePage[]): RemoteRoute[] {
  return pages.map(({ page, ...route }) => ({ ...route, module: pageModuleName(page) }));
}

/**
 * What a remote exposes for its pages: each module name → its file. Two files whose names make one module
 * name (`orders/order-page.tsx`, `returns/order-page.tsx`) would hide one of them, so they throw.
 */
export function exposedPages(pages: readonly { page: string }[]): Record<string, string> {
  const exposed: Record<string, string> = {};
  for (const { page } of pages) {
    const module = pageModuleName(page);
    const taken = exposed[module];
    if (taken !== undefined && taken !== page)
      throw new RoutesError(`${taken} and ${page} are both exposed as ${module}`);
    exposed[module] = page;
  }
  return exposed;
}

const PAGE_FILE = /^\.\/src\/features\/([^/]+)\/([^/]+)-page\.tsx$/;

/**
 * Each page's loader by its module name, for the dev harness, the server build and the tests: `load(feature,
 * name)` imports `./src/features/<feature>/<name>-page.tsx`, by a template the bundler turns into a chunk per
 * page file.
 */
export function pageLoaders<Module>(
  pages: readonly { page: string }[],
  load: (feature: string, name: string) => Promise<Module>,
): Record<string, () => Promise<Module>> {
  return Object.fromEntries(
    Object.entries(exposedPages(pages)).map(([module, file]) => {
      const [, feature, name] = PAGE_FILE.exec(file) ?? [];
      if (!feature || !name)
        throw new RoutesError(`${file} is not a page file, ./src/features/<feature>/<name>-page.tsx`);
      return [module, () => load(feature, name)];
    }),
  );
}

/** A route of the composed site: a remote's route and the remote that serves it. */
export interface RouteEntry extends RemoteRoute {
  remote: RemoteName;
}

/** The file each remote's build publishes beside its manifest: `{ "routes": RemoteRoute[] }`. */
export const ROUTES_FILE = 'routes.json';

/** The id of the JSON script that carries the composed routes of a rendered page to the browser. */
export const SITE_ROUTES_ELEMENT_ID = 'site-routes';

/** Where a remote publishes its routes: beside its entry (`…/mf-manifest.json` or `…/remoteEntry.js`). */
export function routesUrl(entry: string): string {
  return new URL(ROUTES_FILE, entry).href;
}

export class RoutesError extends Error {
  override name = 'RoutesError';
}

const MODULE_NAME = /^\.\/[A-Za-z0-9_-]+$/;
const PATH_PATTERN = /^\/[A-Za-z0-9_\-/:.]*$/;

/**
 * Checks a remote's published routes (untrusted JSON from another deployment) and returns them typed,
 * or throws saying what is wrong. By hand rather than with a schema library: this runs in the host's
 * first script, whose size every page pays for.
 */
export function parsePublishedRoutes(value: unknown, remote: RemoteName): RemoteRoute[] {
  const fail = (why: string): never => {
    throw new RoutesError(`${remote}'s ${ROUTES_FILE} ${why}`);
  };
  const routes = (value as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) fail('has no routes list');
  const seen = new Set<string>();
  return (routes as unknown[]).map((candidate, index): RemoteRoute => {
    const {
      path,
      module,
      title,
      description,
      account,
      private: isPrivate,
    } = (candidate ?? {}) as Record<string, unknown>;
    const at = `route ${index + 1}`;
    if (typeof path !== 'string' || !PATH_PATTERN.test(path)) fail(`${at} has no valid path`);
    if (typeof module !== 'string' || !MODULE_NAME.test(module)) fail(`${at} (${String(path)}) has no valid module`);
    if (typeof title !== 'string' || !title.trim()) fail(`${at} (${String(path)}) has no title`);
    if (description !== undefined && typeof description !== 'string')
      fail(`${at} (${String(path)}) has a bad description`);
    if (account !== undefined && typeof account !== 'boolean') fail(`${at} (${String(path)}) has a bad account flag`);
    if (isPrivate !== undefined && typeof isPrivate !== 'boolean')
      fail(`${at} (${String(path)}) has a bad private flag`);
    const shape = pathShape(path as string);
    if (seen.has(shape)) fail(`claims ${String(path)} twice`);
    seen.add(shape);
    return {
      path: path as string,
      module: module as `./${string}`,
      title: title as string,
      ...(description === undefined ? {} : { description: description as string }),
      ...(account === true ? { account: true } : {}),
      ...(isPrivate === true ? { private: true } : {}),
    };
  });
}

/** Two patterns that match the same paths (`/orders/:name` and `/orders/:id`) have one shape. */
function pathShape(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

/** A path two remotes claim: the first in `remotes.json` keeps it. */
export interface RouteConflict {
  path: string;
  kept: RemoteName;
  dropped: RemoteName;
}

/** The site's routes as composed now. */
export interface SiteRoutes {
  routes: RouteEntry[];
  /**
   * Remotes whose routes could not be read (never, or not lately with nothing kept): a path no route
   * claims may be one of theirs, so it is their loading or error state, not the not-found page.
   */
  unread: RemoteName[];
}

/**
 * Composes the remotes' routes in `remotes.json`'s order (`null`: that remote's could not be read). One
 * rule decides a path two remotes claim: the first remote keeps it; each conflict is returned to be logged.
 */
export function composeRoutes(published: readonly { remote: RemoteName; routes: readonly RemoteRoute[] | null }[]): {
  site: SiteRoutes;
  conflicts: RouteConflict[];
} {
  const owners = new Map<string, RemoteName>();
  const routes: RouteEntry[] = [];
  const conflicts: RouteConflict[] = [];
  for (const { remote, routes: remoteRoutes } of published) {
    for (const route of remoteRoutes ?? []) {
      const shape = pathShape(route.path);
      const owner = owners.get(shape);
      if (owner !== undefined) {
        conflicts.push({ path: route.path, kept: owner, dropped: remote });
        continue;
      }
      owners.set(shape, remote);
      routes.push({ ...route, remote });
    }
  }
  return {
    site: { routes, unread: published.filter((entry) => entry.routes === null).map((entry) => entry.remote) },
    conflicts,
  };
}

export function describeConflict({ path, kept, dropped }: RouteConflict): string {
  return `${dropped} and ${kept} both claim ${path}: ${kept}, listed first in remotes.json, serves it`;
}

/** The route a path is a page of: the one with that path, or whose `:parameter` segments it fills. */
export function routeOfPath(routes: readonly RouteEntry[], path: string): RouteEntry | undefined {
  const segments = path.split('/');
  const fills = (route: RouteEntry) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  };
  return routes.find((route) => route.path === path) ?? routes.find(fills);
}

/**
 * What an exposed page module may add to the document's head beyond its route's title and
 * description, as a named export `head`, a `PageHeadFunction` (`replies`: the page's reads as
 * made, see `PageRead`; `t`: the remote's own words in the page's language). A function, not a constant:
 * the host's server calls it at render time, once the remote's asset public path is set, so the
 * image URLs it imports are absolute.
 */
export type PageHead = {
  /** The page's own title, from its data (a pack's name), in place of its route's. */
  title?: string;
  description?: string;
  /** The page names something that does not exist (a product code no longer sold): answered with 404. */
  notFound?: boolean;
  /** Structured data (schema.org objects), each written as one `application/ld+json` script. */
  jsonLd?: readonly Record<string, unknown>[];
};

/** A page module's `head` export: `path` is the page's path without its language prefix. */
export type PageHeadFunction = (path: string, replies: readonly ReadReply[], t: Translate<string>) => PageHead;

/**
 * The concrete URLs a page with a parameter has, for the sitemap (every published pack's page), as a
 * named export of its module, `export const sitemap: PageSitemap`: the host's server makes the reads and
 * asks for the paths.
 */
export interface PageSitemap {
  reads: readonly PageRead[];
  paths(replies: readonly ReadReply[]): string[];
}

/** Modules that are not pages: the account remote's cart drawer, mounted once by the host. */
export const CART_DRAWER_MODULE = { remote: 'account', module: './CartDrawer' } as const satisfies {
  remote: RemoteName;
  module: `./${string}`;
};

/**
 * The sign-up for other teams' pages (the ERP desk, a foreign React host): a bridge component with
 * a framework-neutral `mount`, not a page of our router. See docs/decisions/0007-embeddable-sign-up.md.
 */
export const EMBEDDABLE_SIGN_UP_MODULE = { remote: 'auth', module: './SignUpWidget' } as const satisfies {
  remote: RemoteName;
  module: `./${string}`;
};

/** Navigation state that asks the home page to scroll to its product section (docs/product.md#header, docs/product.md#footer). */
export const PRODUCT_SECTION_ID = 'products';
export const scrollToProductsState = { scrollTo: PRODUCT_SECTION_ID } as const;
export type ScrollToState = { scrollTo?: string } | null | undefined;

/**
 * Account panel links (docs/product.md#account-panel): /logout signs out.
 * A link is active on the paths of `activeOn` and on the pages below them (`/orders` covers `/orders/<name>`).
 */
export const accountPanelLinks = [
  { label: 'Profile', to: '/user/profile', activeOn: ['/user/profile'] },
  { label: 'Order History', to: '/orders', activeOn: ['/orders'] },
  {
    label: 'Address',
    to: '/user-address',
    activeOn: ['/user-address', '/user/create-address', '/user/edit-address'],
  },
  { label: 'Settings', to: '/settings', activeOn: ['/settings'] },
  { label: 'Log-out', to: '/logout', activeOn: [] },
] as const;

/**
 * Navigation state that carries where a visitor was going when an account page sent them to /login;
 * /login passes it on to /otp-verify, which returns there after a successful verify (docs/product.md#access-to-account-pages).
 */
export type LoginReturnState = { returnTo?: string } | null | undefined;

export function loginReturnState(returnTo: string): { returnTo: string } {
  return { returnTo };
}

/** The path to return to after logging in, only when it is one of our own pages (no open redirect). */
export function safeReturnPath(state: unknown): string | null {
  const returnTo = (state as LoginReturnState)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\'))
    return null;
  return returnTo;
}
