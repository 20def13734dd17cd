import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { GlobalStyle, ThemeModeProvider, toastContainerProps } from '@site/shared';
import type { RemoteLoader } from '../lib/federation';
import { DEFAULT_RETRY_POLICY } from '../lib/load-with-retry';
import { RemoteLoaderProvider } from '../features/remote-loading/RemoteLoaderContext';
import { appRoutes } from './routes';

/** §1: theme, baseline reset, the one toast area, then the router. */
export function App({ loader, remoteTimeoutMs }: { loader: RemoteLoader; remoteTimeoutMs?: number }) {
  const router = useMemo(() => createBrowserRouter(appRoutes()), []);
  const policy = useMemo(() => ({ ...DEFAULT_RETRY_POLICY, ...(remoteTimeoutMs ? { timeoutMs: remoteTimeoutMs } : {}) }), [remoteTimeoutMs]);
  return (
    <ThemeModeProvider>
      <GlobalStyle />
      <ToastContainer {...toastContainerProps} />
      <RemoteLoaderProvider loader={loader} policy={policy}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </ThemeModeProvider>
  );
}
