import { useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, RouterProvider } from 'react-router-dom';
import { PageQueryClientScope, type ReadReply, ToastArea } from '@site/state';
import { type RouteEntry, routeOfPath, type SiteRoutes } from '@site/state/routes';
import { GlobalStyle, type ThemeMode, ThemeModeProvider } from '@site/ui';
import type { RemoteLoader } from '../lib/federation';
import { DEFAULT_RETRY_POLICY } from '../lib/load-with-retry';
import { RemoteLoaderProvider } from '../features/remote-loading/remote-loader-context';
import { useWords } from '../lib/words';
import { appRoutes, LAYOUT_ROUTE_ID, remoteRouteObject } from './routes';

export interface AppProvidersProps {
  loader: RemoteLoader;
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
    <ThemeModeProvider initialMode={initialMode}>
      <GlobalStyle />
      <ShellToastArea />
      {/* The page's query client is made by the first remote page that reads server data: the browser's
          slot lasts the page's life, the server's one request (never shared between requests). */}
      <PageQueryClientScope replies={replies}>
        <RemoteLoaderProvider loader={loader} policy={policy} refreshRoutes={refreshRoutes}>
          {children}
        </RemoteLoaderProvider>
      </PageQueryClientScope>
    </ThemeModeProvider>
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
  return async ({ path, patch }) => {
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
export function createAppRouter(routes: SiteRoutes, refreshRoutes: () => Promise<SiteRoutes>) {
  return createBrowserRouter(appRoutes(routes), {
    patchRoutesOnNavigation: discoverPublishedRoutes(routes, refreshRoutes),
    // No route has a loader: this only tells the router its first matches are final, so it renders
    // them at once (hydration must meet the server's HTML) instead of first asking for new routes.
    hydrationData: { loaderData: {} },
  });
}

export function App({
  router,
  ...props
}: Omit<AppProvidersProps, 'children'> & {
  /** The page's one router (`createAppRouter`); routes published later are patched in. */
  router: ReturnType<typeof createAppRouter>;
}) {
  // `data-hydrated` on <html> once the shell is live: the server's HTML shows before it answers clicks.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AppProviders {...props}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
