import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, RouterProvider } from 'react-router-dom';
import type { Language } from '@site/contract/languages';
import {
  configureRuntime,
  getRuntimeConfig,
  PageQueryClientScope,
  type ReadReply,
  type SiteWords,
  ToastArea,
  WordsProvider,
} from '@site/state';
import {
  languageBasename,
  languageCookie,
  languageOfPath,
  pathInLanguage,
  type RouteEntry,
  routeOfPath,
  type SiteRoutes,
} from '@site/state/routes';
import { GlobalStyle, type ThemeMode, ThemeModeProvider } from '@site/ui';
import type { RemoteLoader } from '../lib/federation';
import { DEFAULT_RETRY_POLICY } from '../lib/load-with-retry';
import type { WordsStore } from '../lib/site-words';
import { LanguageChangeProvider } from '../features/language-switch/language-change';
import { RemoteLoaderProvider } from '../features/remote-loading/remote-loader-context';
import { useWords } from '../lib/words';
import type { RouteHandle } from './layout/layout';
import { appRoutes, LAYOUT_ROUTE_ID, remoteRouteObject } from './routes';

export interface AppProvidersProps {
  loader: RemoteLoader;
  /** The page's language and the catalogues it is shown with (the server's per request, the browser's held). */
  words: SiteWords;
  remoteTimeoutMs?: number;
  /** The theme mode the server rendered with (its cookie); the browser hydrates with the same. */
  initialMode?: ThemeMode;
  /** The page's reads the server rendered it with (`PageRead`): the browser hydrates from the same. */
  replies?: readonly ReadReply[];
  /** Reads every remote's routes again (the browser's; see RemoteLoaderProvider). */
  refreshRoutes?: () => Promise<SiteRoutes>;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}

/** The page's one toast area, its controls named in the shell's words. */
function ShellToastArea() {
  const t = useWords();
  return <ToastArea labels={{ region: t('toasts.region'), close: t('toasts.close') }} />;
}

/** docs/product.md#app-root-and-theme: theme, baseline reset, the one toast area, then the router; the same on the server and in the browser. */
export function AppProviders({
  loader,
  words,
  remoteTimeoutMs,
  initialMode,
  replies,
  refreshRoutes,
  children,
}: AppProvidersProps) {
  const policy = useMemo(
    () => ({ ...DEFAULT_RETRY_POLICY, ...(remoteTimeoutMs ? { timeoutMs: remoteTimeoutMs } : {}) }),
    [remoteTimeoutMs],
  );
  return (
    <WordsProvider words={words}>
      <ThemeModeProvider initialMode={initialMode}>
        <GlobalStyle />
        <ShellToastArea />
        {/* The page's query client is made by the first remote page that reads server data: the browser's
            slot lasts the page's life in one language, the server's one request (never shared between
            requests). The API answers in the page's language (a pack's name, a refusal), so a language switch
            starts a new slot and reads again. */}
        <PageQueryClientScope key={words.language} replies={replies}>
          <RemoteLoaderProvider loader={loader} policy={policy} refreshRoutes={refreshRoutes}>
            {children}
          </RemoteLoaderProvider>
        </PageQueryClientScope>
      </ThemeModeProvider>
    </WordsProvider>
  );
}

/**
 * An open tab meets pages its remotes published after it loaded: a path no route claims makes the
 * router read every remote's routes again and add the new ones before it decides (React Router's
 * patchRoutesOnNavigation), so a link to a new page opens it without a reload.
 */
export function discoverPublishedRoutes(
  initial: SiteRoutes,
  refreshRoutes: () => Promise<SiteRoutes>,
): PatchRoutesOnNavigationFunction {
  const known: RouteEntry[] = [...initial.routes];
  return async ({ path: fullPath, patch }) => {
    // The router's own path carries the language's prefix; the routes do not.
    const { path } = languageOfPath(fullPath);
    // Called for every path with a parameter: only a path no route claims may be a page published since.
    if (path === '/logout' || routeOfPath(known, path)) return;
    const site = await refreshRoutes().catch(() => null);
    const added = (site?.routes ?? []).filter(
      (route) => !known.some((other) => other.remote === route.remote && other.path === route.path),
    );
    known.push(...added);
    if (added.length > 0) patch(LAYOUT_ROUTE_ID, added.map(remoteRouteObject));
  };
}

/**
 * The browser's router over the site's routes: made before hydration, in a task of its own (ranking the
 * routes and matching the page costs a phone tens of ms), not while React renders the shell.
 */
export function createAppRouter(routes: SiteRoutes, refreshRoutes: () => Promise<SiteRoutes>, language: Language) {
  const basename = languageBasename(language);
  return createBrowserRouter(appRoutes(routes), {
    ...(basename ? { basename } : {}),
    patchRoutesOnNavigation: discoverPublishedRoutes(routes, refreshRoutes),
    // No route has a loader: this only tells the router its first matches are final, so it renders
    // them at once (hydration must meet the server's HTML) instead of first asking for new routes.
    hydrationData: { loaderData: {} },
  });
}

export function App({
  router: initialRouter,
  routes,
  words: wordsStore,
  ...props
}: Omit<AppProvidersProps, 'children' | 'words'> & {
  /** The page's router (`createAppRouter`), made before hydration; routes published later are patched in. */
  router: ReturnType<typeof createAppRouter>;
  /** The routes the page started with, for the router a language switch makes. */
  routes: SiteRoutes;
  /** The page's words (host/src/lib/site-words.ts): the shell holds them, and switches them with the language. */
  words: WordsStore;
  refreshRoutes: () => Promise<SiteRoutes>;
}) {
  const { refreshRoutes } = props;
  // Hydration starts from the words the server embedded. Words read later (another remote's, as its widget
  // loads) arrive as a transition: an urgent update would reach a page still waiting for its module to
  // hydrate, and React would throw the server's HTML of that page away and render it again.
  const [words, setWords] = useState(wordsStore.get);
  useEffect(() => {
    const show = () => startTransition(() => setWords(wordsStore.get()));
    show();
    return wordsStore.subscribe(show);
  }, [wordsStore]);
  // The router has the basename of the page's language; a language switch makes another.
  const [router, setRouter] = useState(initialRouter);
  // The server's replies are in the language it rendered the page in; after a switch they are not the page's.
  const [serverLanguage] = useState(() => wordsStore.get().language);
  const replies = words.language === serverLanguage ? props.replies : undefined;
  // `data-hydrated` on <html> once the shell is live: the server's HTML shows before it answers clicks.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // At each navigation to a remote's page its words are read again (a 304 when unchanged), so a remote's
  // release reaches open tabs as its routes do.
  useEffect(() => {
    let shown = router.state.location.key;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.key === shown) return;
      shown = state.location.key;
      const remote = (state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.remote;
      if (remote) void wordsStore.revalidate(remote);
    });
  }, [router, wordsStore]);

  const changeLanguage = useCallback(
    async (language: Language) => {
      if (language === wordsStore.get().language) return;
      // The words first, so the page turns at once: no moment in the new language's URL with the old words.
      const switchWords = await wordsStore.prepare(language);
      const { path } = languageOfPath(window.location.pathname);
      window.history.pushState(
        null,
        '',
        `${pathInLanguage(path, language)}${window.location.search}${window.location.hash}`,
      );
      document.cookie = languageCookie(language);
      document.documentElement.lang = language;
      configureRuntime({ ...getRuntimeConfig(), language });
      // The stores (login, cart) live in @site/state, apart from the router: they stay as they are.
      const next = createAppRouter(routes, refreshRoutes, language);
      flushSync(() => {
        switchWords();
        setWords(wordsStore.get());
        setRouter(next);
      });
      router.dispose();
    },
    [wordsStore, router, routes, refreshRoutes],
  );

  return (
    <AppProviders {...props} replies={replies} words={words}>
      <LanguageChangeProvider value={changeLanguage}>
        {/* Keyed: RouterProvider keeps the state of the router it first had, whose paths are not under
            the new basename (it would render nothing). */}
        <RouterProvider key={router.basename} router={router} />
      </LanguageChangeProvider>
    </AppProviders>
  );
}
