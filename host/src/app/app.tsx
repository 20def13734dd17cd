import { useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageQueryClientScope, type ReadReply, ToastArea } from '@site/state';
import { GlobalStyle, type ThemeMode, ThemeModeProvider } from '@site/ui';
import type { RemoteLoader } from '../lib/federation';
import { DEFAULT_RETRY_POLICY } from '../lib/load-with-retry';
import { RemoteLoaderProvider } from '../features/remote-loading/remote-loader-context';
import { appRoutes } from './routes';

export interface AppProvidersProps {
  loader: RemoteLoader;
  remoteTimeoutMs?: number;
  /** The theme mode the server rendered with (its cookie); the browser hydrates with the same. */
  initialMode?: ThemeMode;
  /** The page's reads the server rendered it with (`PageRead`): the browser hydrates from the same. */
  replies?: readonly ReadReply[];
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}

/** docs/product.md#app-root-and-theme: theme, baseline reset, the one toast area, then the router; the same on the server and in the browser. */
export function AppProviders({ loader, remoteTimeoutMs, initialMode, replies, children }: AppProvidersProps) {
  const policy = useMemo(
    () => ({ ...DEFAULT_RETRY_POLICY, ...(remoteTimeoutMs ? { timeoutMs: remoteTimeoutMs } : {}) }),
    [remoteTimeoutMs],
  );
  return (
    <ThemeModeProvider initialMode={initialMode}>
      <GlobalStyle />
      <ToastArea />
      {/* The page's query client is made by the first remote page that reads server data: the browser's
          slot lasts the page's life, the server's one request (never shared between requests). */}
      <PageQueryClientScope replies={replies}>
        <RemoteLoaderProvider loader={loader} policy={policy}>
          {children}
        </RemoteLoaderProvider>
      </PageQueryClientScope>
    </ThemeModeProvider>
  );
}

export function App(props: Omit<AppProvidersProps, 'children'>) {
  const router = useMemo(() => createBrowserRouter(appRoutes()), []);
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
