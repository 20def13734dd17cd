import { routeOfPath, type SiteRoutes } from '@site/state/routes';
import {
  createFederationLoader,
  type FederationRuntime,
  type RemoteLoader,
  browserFederationRuntime,
} from './federation';
import { parseRemotesManifest, type RemotesManifest } from '@site/state/remotes-manifest';
import { embeddedSiteRoutes, fetchSiteRoutes, type RoutesFetcher } from './site-routes';

export interface StartedRemotes {
  manifest: RemotesManifest;
  loader: RemoteLoader;
  /** The site's routes: the server's (in the HTML), or read from every remote when the server rendered nothing. */
  routes: SiteRoutes;
}

export interface StartOptions {
  fetchManifest?: () => Promise<unknown>;
  runtime?: FederationRuntime;
  /** The routes the server rendered the page with, if it did. */
  embeddedRoutes?: SiteRoutes | null;
  fetchRoutes?: RoutesFetcher;
}

/**
 * Reads the environment's `/remotes.json` (preloaded beside the host's script) while the host's shared
 * modules download and, once those modules are in (`sharedReady`), registers the remotes and starts
 * loading the module of the page at `pathname`, before React renders the shell. Not earlier: a remote
 * container initialised while the host's share scope still is one left the page blank in about one
 * load in five, and a remote registered before the host has taken its own shared modules makes
 * federation's `version-first` choice fetch every remote's entry to compare versions. Account pages
 * are left out: without a stored login the visitor is sent to /login instead.
 */
export async function startRemoteLoading(
  pathname: string,
  sharedReady: Promise<unknown>,
  {
    fetchManifest = fetchRemotesJson,
    runtime = browserFederationRuntime,
    embeddedRoutes = embeddedSiteRoutes(),
    fetchRoutes,
  }: StartOptions = {},
): Promise<StartedRemotes> {
  const manifest = parseRemotesManifest(await fetchManifest());
  // A page the server did not render reads the routes while the shared modules download.
  const routes = embeddedRoutes ? Promise.resolve(embeddedRoutes) : fetchSiteRoutes(manifest.remotes, fetchRoutes);
  await sharedReady;
  const loader = createFederationLoader(manifest.remotes, runtime);
  const site = await routes;
  const route = routeOfPath(site.routes, pathname);
  // A failure here is met again, and handled, when the page itself asks for the module.
  // Only a page the server renders: an account or staff page hydrates as the loading state it was sent.
  if (route && !route.account && !route.private) loader.load(route.remote, route.module).catch(() => undefined);
  return { manifest, loader, routes: site };
}

async function fetchRemotesJson(): Promise<unknown> {
  // Same request as index.html's preload, so the browser answers it from there; the server sends
  // remotes.json with no-cache, so a redeployed environment's copy is read on the next visit.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}
