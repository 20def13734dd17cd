import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginReturnState, useAuth } from '@site/state';
import { PageLoading } from '../features/remote-loading/page-loading';
import { useIsHydrating } from '../features/remote-loading/use-is-hydrating';

/**
 * Account pages need a stored login: without one the visitor goes to /login, carrying the page they
 * asked for so the OTP page can bring them back (docs/product.md#access-to-account-pages). The host guards here, once, so no
 * account page renders — or calls the API — without a token. The login lives in the browser's
 * storage: the server, and the browser while hydrating its HTML, show the loading state, never a
 * retailer's data.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (useIsHydrating()) return <PageLoading />;
  if (!isLoggedIn) {
    return <Navigate to="/login" replace state={loginReturnState(`${location.pathname}${location.search}`)} />;
  }
  return children;
}
