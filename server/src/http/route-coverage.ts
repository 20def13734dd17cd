import type { RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

interface OpenApiPaths {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * What the document need not describe: the docs page and its files, and CORS preflights
 * (@fastify/cors). Neither page URL starts with another route's URL (see docs-page.ts).
 */
export const UNDOCUMENTED_BY_DESIGN = {
  page: '/api/documentation',
  pageFiles: '/api/swagger-ui',
  preflight: { method: 'OPTIONS', url: '*' },
};

/** One entry per method of a route, as `onRoute` sees it. */
export function routesOf(route: Pick<RouteOptions, 'method' | 'url'>): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({ method, url: route.url }));
}

/** Fastify's `/files/:name` is OpenAPI's `/files/{name}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every registered route that has no operation in the OpenAPI document, as `METHOD url`. HEAD is
 * Fastify's copy of each GET; the docs page and CORS preflights are left out by design.
 */
export function undocumentedRoutes(routes: RegisteredRoute[], document: OpenApiPaths): string[] {
  const { page, pageFiles, preflight } = UNDOCUMENTED_BY_DESIGN;
  return routes
    .filter(({ method }) => method !== 'HEAD')
    .filter(({ url }) => url !== page && !url.startsWith(`${pageFiles}/`))
    .filter(({ method, url }) => !(method === preflight.method && url === preflight.url))
    .filter(({ method, url }) => document.paths?.[documentPath(url)]?.[method.toLowerCase()] === undefined)
    .map(({ method, url }) => `${method} ${url}`);
}
