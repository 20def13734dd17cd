import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';
import { OPENAPI_DOCUMENT_URL } from './openapi';

/**
 * What the OpenAPI document need not describe: the docs page and its files, and CORS preflights
 * (@fastify/cors). Neither page URL starts with another route's URL: the tests read the route list from
 * `printRoutes`, which prints a route under another route by its tail only.
 */
export const UNDOCUMENTED_BY_DESIGN = {
  page: '/api/documentation',
  pageFiles: '/api/swagger-ui',
  preflight: { method: 'OPTIONS', url: '*' },
};
const { page: PAGE_URL, pageFiles: FILES_URL } = UNDOCUMENTED_BY_DESIGN;

/**
 * Swagger UI's files as @fastify/swagger-ui publishes them (no CDN, no analytics install script).
 * Its own routes are not used: they answer a redirect and pages that vary with the query string,
 * which the fuzz suite rightly refuses (docs/decisions/0011).
 */
const swaggerUiDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

const initializer = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_DOCUMENT_URL)}, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<link rel="stylesheet" href="${FILES_URL}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${FILES_URL}/swagger-ui-bundle.js"></script>
<script src="${FILES_URL}/init.js"></script>
</body>
</html>
`;

/**
 * The API's own policy is `default-src 'none'`; the page needs its scripts and styles from this
 * origin, the document fetched from here, and the data: images of Swagger UI's stylesheet. Nothing
 * inline, nothing from elsewhere.
 */
export const DOCS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

interface Asset {
  type: string;
  content: string | Buffer;
}

function loadAssets(): Map<string, Asset> {
  const file = (name: string) => readFileSync(path.join(swaggerUiDir, name));
  return new Map<string, Asset>([
    ['swagger-ui.css', { type: 'text/css; charset=utf-8', content: file('swagger-ui.css') }],
    ['swagger-ui-bundle.js', { type: 'application/javascript; charset=utf-8', content: file('swagger-ui-bundle.js') }],
    ['init.js', { type: 'application/javascript; charset=utf-8', content: initializer }],
  ]);
}

/** A readable page of the OpenAPI document at /api/documentation, served with its files from this server. */
export async function docsPageRoutes(app: FastifyInstance) {
  const assets = loadAssets();

  app.get(PAGE_URL, { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-security-policy', DOCS_PAGE_CSP).type('text/html; charset=utf-8').send(page),
  );

  app.get<{ Params: { asset: string } }>(
    `${FILES_URL}/:asset`,
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const asset = assets.get(request.params.asset);
      if (!asset) throw notFound('No such file.');
      return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.content);
    },
  );
}
