/**
 * Static servers of the production build, one per app on its own port (own origin), with the
 * caching and security headers a real deployment uses: what the e2e suite tests is what ships.
 * The host's `/remotes.json` is generated from the environment at start, never baked at build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { RemotesManifest } from '../host/src/lib/remotes-manifest';
import { APPS, distDir, remotesManifestForEnv, type AppInfo } from './apps';

/** Files whose name does not change between releases: always revalidated. */
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'remotes.json']);
/** `[name].[contenthash:10].ext` as rspack.config.base.ts emits them. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * No inline script anywhere (the built HTML only references bundles); styles allow inline because
 * styled-components injects its rules at run time. Remote origins come from the manifest.
 */
export function contentSecurityPolicy(manifest: RemotesManifest, frameAncestors: readonly string[] = []): string {
  const remoteOrigins = [...new Set(Object.values(manifest.remotes).map(originOf).filter((origin): origin is string => !!origin))];
  const apiOrigin = originOf(manifest.apiBase);
  const sources = (...extra: (string | null)[]) => ["'self'", ...extra.filter((value): value is string => !!value)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...remoteOrigins)}`,
    `style-src ${sources("'unsafe-inline'")}`,
    `img-src ${sources('data:', 'blob:', apiOrigin, ...remoteOrigins)}`,
    `font-src ${sources('data:', ...remoteOrigins)}`,
    `connect-src ${sources(apiOrigin, ...remoteOrigins)}`,
    // The contact page embeds the head-office map.
    'frame-src https://maps.google.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${sources(...frameAncestors)}`,
  ].join('; ');
}

export interface StaticServerOptions {
  /** Defaults to the app's own port. */
  port?: number;
  /** Defaults to the app's dist folder. */
  root?: string;
  /** Read per request, so a test can change what the host is told. */
  manifest?: () => RemotesManifest;
  quiet?: boolean;
}

export async function startStaticServer(app: AppInfo, options: StaticServerOptions = {}): Promise<FastifyInstance> {
  const root = options.root ?? distDir(app);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${app.name} has no build at ${root}: run npm run build first`);
  }
  const manifest = options.manifest ?? (() => remotesManifestForEnv());
  const frameAncestors = (process.env.ERP_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const isHost = app.name === 'host';
  const server = Fastify({ logger: false, forceCloseConnections: true });

  await server.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  server.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy(manifest(), frameAncestors));
    // Remotes are fetched by the host's origin (manifest, entry and chunks); nothing here is private.
    if (!isHost) reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });

  await server.register(fastifyStatic, {
    root,
    cacheControl: false,
    // index.html is answered by the routes below, so its headers are ours.
    index: false,
    setHeaders: (response, filePath) => {
      response.header('Cache-Control', cacheControlFor(path.basename(filePath)));
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');

  server.get('/', (_request, reply) => sendIndex(reply));

  if (isHost) {
    server.get('/remotes.json', (_request, reply) => {
      void reply.header('Cache-Control', NO_CACHE).send(manifest());
    });
  }

  // History fallback: a page URL (no file extension) gets the app; a missing asset is a real 404.
  server.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) return sendIndex(reply);
    return reply.code(404).header('Cache-Control', NO_CACHE).send({ error: 'Not Found' });
  });

  await server.listen({ host: 'localhost', port: options.port ?? app.port });
  if (!options.quiet) console.log(`${app.name.padEnd(9)} http://localhost:${options.port ?? app.port}`);
  return server;
}

/** Every app's static server; resolves once all listen. */
export async function startAllStaticServers(options: Omit<StaticServerOptions, 'port' | 'root'> = {}): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  try {
    for (const app of APPS) servers.push(await startStaticServer(app, options));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startAllStaticServers().then(
    (servers) => {
      const stop = () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
