import {
  composeRoutes,
  describeConflict,
  parsePublishedRoutes,
  type RemoteName,
  type RemoteRoute,
  routesUrl,
  SITE_ROUTES_ELEMENT_ID,
  type SiteRoutes,
} from '@site/state/routes';

/** How long the browser waits for one remote's routes: a remote that hangs must not hold the others' pages. */
const ROUTES_TIMEOUT_MS = 5_000;

/** Reads one remote's published routes; null when they cannot be read. */
export type RoutesFetcher = (remote: RemoteName, url: string) => Promise<RemoteRoute[] | null>;

export const browserRoutesFetcher: RoutesFetcher = async (remote, url) => {
  try {
    // Revalidated (served with no-cache), so an unchanged file costs a 304.
    const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parsePublishedRoutes(await response.json(), remote);
  } catch (error) {
    console.warn(`The ${remote} remote's routes could not be read`, error);
    return null;
  }
};

/**
 * The site's routes as every remote of `remotes.json` publishes them now, composed in its order (a
 * path two remotes claim goes to the first; the browser says so in the console as the server logs it).
 */
export async function fetchSiteRoutes(
  remotes: Record<RemoteName, string>,
  fetchRoutes: RoutesFetcher = browserRoutesFetcher,
): Promise<SiteRoutes> {
  const published = await Promise.all(
    Object.entries(remotes).map(async ([remote, entry]) => ({
      remote,
      routes: await fetchRoutes(remote, routesUrl(entry)),
    })),
  );
  const { site, conflicts } = composeRoutes(published);
  for (const conflict of conflicts) console.warn(describeConflict(conflict));
  return site;
}

/**
 * The routes the server rendered the page with (a JSON script, never run): the browser starts from
 * them, so neither the first paint nor hydration waits for a request. Null on a page the server did
 * not render (the static index.html, the dev servers).
 */
export function embeddedSiteRoutes(): SiteRoutes | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_ROUTES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SiteRoutes>;
    return Array.isArray(value.routes) && Array.isArray(value.unread) ? (value as SiteRoutes) : null;
  } catch {
    return null;
  }
}
