import type { PageModules } from '@site/dev-harness';
import { pageLoaders } from '@site/state/routes';
import { routes } from './routes';

/** The routes' pages, imported directly for the dev harness, the server build and the tests. */
export const pageModules: PageModules = pageLoaders(
  routes,
  (feature, name) => import(`../features/${feature}/${name}-page.tsx`),
);
