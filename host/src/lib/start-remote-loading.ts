import type { SiteWords, WordsOwner } from '@site/state';
import { languageOfPath, routeOfPath, sharedWordsFile, type SiteRoutes, wordsFile } from '@site/state/routes';
import type { Language } from '@site/contract/languages';
import {
  createFederationLoader,
  type FederationRuntime,
  type RemoteLoader,
  browserFederationRuntime,
} from './federation';
import { parseRemotesManifest, type RemotesManifest } from '@site/state/remotes-manifest';
import { embeddedSiteRoutes, fetchSiteRoutes, type RoutesFetcher } from './site-routes';
import { type CatalogueFetcher, createWordsStore, embeddedSiteWords, shellOwners, type WordsStore } from './site-words';

export interface StartedRemotes {
  manifest: RemotesManifest;
  loader: RemoteLoader;
  /** The site's routes: the server's (in the HTML), or read from every remote when the server rendered nothing. */
  routes: SiteRoutes;
  /** The page's words: the server's (in the HTML), each remote's read as its pages are shown. */
  words: WordsStore;
}

export interface StartOptions {
  fetchManifest?: () => Promise<unknown>;
  runtime?: FederationRuntime;
  /** The routes the server rendered the page with, if it did. */
  embeddedRoutes?: SiteRoutes | null;
  fetchRoutes?: RoutesFetcher;
  /** The words the server rendered the page with, if it did. */
  embeddedWords?: SiteWords | null;
  fetchCatalogue?: CatalogueFetcher;
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
    embeddedWords = embeddedSiteWords(),
    fetchCatalogue,
  }: StartOptions = {},
): Promise<StartedRemotes> {
  const { language, path } = languageOfPath(pathname);
  const manifest = parseRemotesManifest(await fetchManifest());
  // A page the server did not render reads the routes and the shell's words while the shared modules download.
  const routes = embeddedRoutes ? Promise.resolve(embeddedRoutes) : fetchSiteRoutes(manifest.remotes, fetchRoutes);
  const words = createWordsStore(
    embeddedWords?.language === language ? embeddedWords : { language, catalogues: {} },
    (owner, wordsLanguage) => wordsUrl(manifest.remotes, owner, wordsLanguage),
    fetchCatalogue,
  );
  const shellWords = Promise.all(shellOwners(language).map((owner) => words.ensure(owner)));
  await sharedReady;
  const loader = withWords(createFederationLoader(manifest.remotes, runtime), words);
  const site = await routes;
  const route = routeOfPath(site.routes, path);
  // A failure here is met again, and handled, when the page itself asks for the module.
  // Only a page the server renders: an account or staff page hydrates as the loading state it was sent.
  if (route && !route.account && !route.private) loader.load(route.remote, route.module).catch(() => undefined);
  await shellWords;
  return { manifest, loader, routes: site, words };
}

/** Where a catalogue is read: the host's own and the shared messages beside its page, a remote's beside its entry. */
function wordsUrl(remotes: Record<string, string>, owner: WordsOwner, language: Language): string {
  if (owner === 'host') return `/${wordsFile(language)}`;
  if (owner === 'shared') return `/${sharedWordsFile(language)}`;
  const entry = remotes[owner];
  if (!entry) throw new Error(`remotes.json does not list ${owner}`);
  return new URL(wordsFile(language), entry).href;
}

/**
 * A remote's module and its words in the page's language arrive together: a page is never shown with its
 * remote's ids while the words are on their way, and a loaded module counts as loaded only once its words are.
 */
function withWords(loader: RemoteLoader, words: WordsStore): RemoteLoader {
  return {
    ...loader,
    peek: (remote, module) => (words.settled(remote) ? loader.peek(remote, module) : undefined),
    async load(remote, module) {
      const [Component] = await Promise.all([loader.load(remote, module), words.ensure(remote)]);
      return Component;
    },
  };
}

async function fetchRemotesJson(): Promise<unknown> {
  // Same request as index.html's preload, so the browser answers it from there; the server sends
  // remotes.json with no-cache, so a redeployed environment's copy is read on the next visit.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}
