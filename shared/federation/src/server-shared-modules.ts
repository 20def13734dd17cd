/**
 * The modules a remote's server build leaves out and takes from the host's rendering server, so that
 * one server render has one React, one router, one styled-components (one style sheet) and one
 * `@site/state` and one `@site/ui`, as a page in the browser has through federation's shared singletons.
 * rspack.config.base.ts makes these the remotes' server externals; the host's server entry provides
 * exactly these (its type checks the list).
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  // The auth remote's sign-up widget (a module of its build, never rendered on the server) mounts with it.
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  // The forms' state: `@site/ui`'s Form and Field and a remote's useForm must share one copy.
  'react-hook-form',
  // One query client context: the host's provider and the remotes' queries.
  '@tanstack/react-query',
  '@site/state',
  '@site/state/api',
  // The cart's calls: the drawer, checkout and the product pages change one cart.
  '@site/state/cart',
  '@site/state/query',
  '@site/state/routes',
  '@site/ui',
  '@site/ui/form',
  '@site/ui/records',
] as const;

export type ServerSharedModule = (typeof SERVER_SHARED_MODULES)[number];

const PACKAGES = new Set(
  SERVER_SHARED_MODULES.map((request) =>
    request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0],
  ),
);

/**
 * Whether a remote's server build must take `request` from the host: a listed module; or `null` for
 * any other subpath of a shared package, which would be a second copy (the build then fails).
 */
export function isServerSharedModule(request: string): boolean | null {
  if ((SERVER_SHARED_MODULES as readonly string[]).includes(request)) return true;
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return pkg && PACKAGES.has(pkg) ? null : false;
}
