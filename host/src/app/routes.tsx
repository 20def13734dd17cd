import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteEntry, SiteRoutes } from '@site/state/routes';
import { LogoutRoute } from '../features/account-nav/logout-route';
import { RequireLogin } from './require-login';
import { Layout, type RouteHandle } from './layout/layout';
import { NOT_FOUND_TITLE, NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteFallback } from '../features/remote-loading/remote-fallback';
import { RemotePage } from '../features/remote-loading/remote-page';

/** The id of the layout route, under which routes a remote publishes later are added (patchRoutesOnNavigation). */
export const LAYOUT_ROUTE_ID = 'layout';

/** The router's route of one remote page: its remote's module, behind a login for account pages. */
export function remoteRouteObject(route: RouteEntry): RouteObject {
  // A page whose module no longer loads because its remote removed it is the not-found page.
  const page = <RemotePage remote={route.remote} module={route.module} removed={<NotFoundPage />} />;
  return {
    path: route.path,
    element: route.account ? <RequireLogin>{page}</RequireLogin> : page,
    handle: {
      title: route.title,
      description: route.description,
      account: route.account,
      remote: route.remote,
      path: route.path,
    } satisfies RouteHandle,
  };
}

/**
 * A path no route claims: the not-found page, unless a remote's routes could not be read, when it may
 * be one of that remote's pages, which are then in the state of a remote that is down.
 */
function unmatchedPath(site: SiteRoutes): ReactNode {
  const [unread] = site.unread;
  if (unread === undefined) return <NotFoundPage />;
  return <RemoteFallback remote={unread} onRetry={() => window.location.reload()} />;
}

/**
 * The whole site under one layout: every route the remotes publish (docs/decisions/0015), /logout, and
 * a not-found page for anything else (docs/product.md#logout-and-unknown-pages).
 */
export function appRoutes(site: SiteRoutes): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <Layout />,
      children: [
        ...site.routes.map(remoteRouteObject),
        { path: '/logout', element: <LogoutRoute />, handle: { title: 'Log-out' } satisfies RouteHandle },
        { path: '*', element: unmatchedPath(site), handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
      ],
    },
  ];
}
