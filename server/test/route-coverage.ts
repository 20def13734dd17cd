import type { FastifyInstance } from 'fastify';
import { UNDOCUMENTED_BY_DESIGN } from '../src/http/docs-page';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** A route as Fastify lists it: its URL and the methods it answers (HEAD is Fastify's copy of each GET). */
export interface ServedRoute {
  url: string;
  methods: string[];
}

interface OpenApiPaths {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * Every route `app` serves, read from Fastify's own listing (`printRoutes`): a route whose URL extends
 * another's is printed under it by its tail only, so each line's URL is its parent's (one indent less)
 * and its own text.
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) return [];
      const depth = match[1]!.length / 4;
      const url = (parents[depth - 1] ?? '') + match[2]!;
      parents[depth] = url;
      return match[3] ? [{ url, methods: match[3].split(', ') }] : [];
    });
}

/** One entry per method of every route `app` serves. */
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  servedRoutes(app).flatMap(({ url, methods }) => methods.map((method) => ({ method, url })));

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
