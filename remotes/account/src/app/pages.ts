import type { PageModules } from '@site/dev-harness';
import { pageLoaders } from '@site/state/routes';
import { routes } from './routes';

/** The routes' pages, imported directly for the dev harness, the server build and the tests. */
export const pageModules: PageModules = {
  ...pageLoaders(routes, (feature, name) => import(`../features/${feature}/${name}-page.tsx`)),
  // Not a page: the harness shows it beside every page, as the host does.
  './CartDrawer': () => import('../features/cart/cart-drawer'),
};
