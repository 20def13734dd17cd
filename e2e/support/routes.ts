import { composeRoutes, publishedRoutes, type RouteEntry } from '@site/state/routes';
import { routes as account } from '../../remotes/account/src/app/routes';
import { routes as auth } from '../../remotes/auth/src/app/routes';
import { routes as inquiry } from '../../remotes/inquiry/src/app/routes';
import { routes as marketing } from '../../remotes/marketing/src/app/routes';
import { routes as office } from '../../remotes/office/src/app/routes';

/** The site's routes as the five remotes publish them, composed in remotes.json's order (the host's view). */
export const siteRoutes: readonly RouteEntry[] = composeRoutes([
  { remote: 'marketing', routes: publishedRoutes(marketing) },
  { remote: 'inquiry', routes: publishedRoutes(inquiry) },
  { remote: 'auth', routes: publishedRoutes(auth) },
  { remote: 'account', routes: publishedRoutes(account) },
  { remote: 'office', routes: publishedRoutes(office) },
]).site.routes;

/** Real values for the route table's `:parameters`: a pack of the seed's catalogue. */
const EXAMPLE_PARAMETERS: Readonly<Record<string, string>> = { itemCode: 'suvasa-4g-24' };

/**
 * A path of the route a visitor can open: its parameters filled with a real example (an account page's
 * `:name` stays as it is, naming nothing, as these journeys have no order or address to open).
 */
export const examplePath = (routePath: string): string =>
  routePath.replace(/:(\w+)/g, (whole, name: string) => EXAMPLE_PARAMETERS[name] ?? whole);

/** Pages that name themselves from their data (`PageHead.title`): a pack's page, by the seed's catalogue. */
const TITLES_FROM_DATA: Readonly<Record<string, string>> = {
  '/product-details': 'Suvasa Pan Masala 2 g, pack of 48',
  '/product-details/suvasa-4g-24': 'Suvasa Pan Masala 4 g, pack of 24',
};

/** The title a route's example path shows (before the brand): its own from data, or its route's. */
export const expectedTitle = (route: RouteEntry): string => TITLES_FROM_DATA[examplePath(route.path)] ?? route.title;

/** Whether the page at the route's example path names itself from its data (its description too). */
export const namedFromData = (route: RouteEntry): boolean => examplePath(route.path) in TITLES_FROM_DATA;

/**
 * Signed out, every office page but the sign-in page (/office) shows one frame, a heading and the link to sign
 * in: the sweeps check that frame on this staff page alone.
 */
export const SIGNED_OUT_OFFICE_FRAME_PATH = '/office/orders';
