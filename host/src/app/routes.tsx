import type { RouteObject } from 'react-router-dom';
import { routeTable } from '@site/state';
import { LogoutRoute } from '../features/account-nav/logout-route';
import { RequireLogin } from './require-login';
import { Layout, type RouteHandle } from './layout/layout';
import { NOT_FOUND_TITLE, NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remote-loading/remote-page';

/**
 * The whole site under one layout: every route of the shared route table served by its remote,
 * /logout, and a not-found page for anything else (docs/product.md#logout-and-unknown-pages).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...routeTable.map((route): RouteObject => ({
          path: route.path,
          element: route.account ? (
            <RequireLogin>
              <RemotePage remote={route.remote} module={route.module} />
            </RequireLogin>
          ) : (
            <RemotePage remote={route.remote} module={route.module} />
          ),
          handle: { title: route.title, description: route.description, account: route.account } satisfies RouteHandle,
        })),
        { path: '/logout', element: <LogoutRoute />, handle: { title: 'Log-out' } satisfies RouteHandle },
        { path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
      ],
    },
  ];
}
