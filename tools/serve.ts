/**
 * Static servers of the production build, one per app on its own port (own origin), with the
 * caching and security headers of tools/http-headers.ts, which the nginx of the Docker images sends
 * too: what the e2e suite tests is what ships. The host's `/remotes.json` is generated from the
 * environment at start, never baked at build.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { HOST_SERVER_FILE } from '../host/server/build-files';
import { createHostSsr, ssrSettingsFromEnv, type HostSsr } from '../host/server/ssr';
import { distDir, HOST, REMOTES, remotesManifestForEnv, type AppInfo } from './apps';
import { cacheControlFor, COMPRESS_MIN_BYTES, NO_CACHE, securityHeaders, securityHeaderValues } from './http-headers';

export interface StaticServerOptions {
  /** Defaults to the app's own port. */
  port?: number;
  /** Defaults to the app's dist folder. */
  root?: string;
  /** Read per request, so a test can change what the host is told. */
  manifest?: () => RemotesManifest;
  /** `ERP_ORIGINS`, `NODE_ENV` (HSTS in production) and the manifest's variables; defaults to process.env. */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  /** Interface to listen on: localhost, or 0.0.0.0 in a container. */
  listenHost?: string;
}

export async function startStaticServer(app: AppInfo, options: StaticServerOptions = {}): Promise<FastifyInstance> {
  const root = options.root ?? distDir(app);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${app.name} has no build at ${root}: run npm run build first`);
  }
  const env = options.env ?? process.env;
  const manifest = options.manifest ?? (() => remotesManifestForEnv(env));
  const isHost = app.name === 'host';
  const server = Fastify({ logger: false, forceCloseConnections: true });

  await server.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });

  server.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of securityHeaders(securityHeaderValues(isHost, manifest(), env))) {
      if (value !== null) reply.header(name, value);
    }
    // @fastify/compress leaves small buffers alone but compresses any stream; nginx compresses nothing
    // this small. Buffered, a small file is sent as nginx sends it.
    if (payload instanceof Readable && Number(reply.getHeader('content-length')) < COMPRESS_MIN_BYTES) {
      return Buffer.concat(await payload.toArray());
    }
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

  /**
   * The built page, which the browser renders. The host's carries `data-debug` as a rendered page does:
   * the early hardening reads it before react-dom is evaluated.
   */
  const sendIndex = async (reply: FastifyReply) => {
    void reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    if (!isHost) return reply.sendFile('index.html');
    const page = await readFile(path.join(root, 'index.html'), 'utf8');
    return reply.send(page.replace(/<html\b([^>]*)>/, `<html$1 data-debug="${String(manifest().debug)}">`));
  };

  const port = options.port ?? app.port;
  // The host's server build is built beside its browser build (host/dist → host/dist-server); without
  // one, the host serves its built page and the browser renders everything, as before server rendering.
  const hostServerDir = `${root}-server`;
  const ssr: HostSsr | null =
    isHost && existsSync(path.join(hostServerDir, HOST_SERVER_FILE))
      ? createHostSsr({
          distDir: root,
          serverDir: hostServerDir,
          manifest,
          settings: ssrSettingsFromEnv(env, `http://localhost:${port}`),
          onError: (error, context) =>
            console.warn(
              `host: ${context.remote ?? ''} ${context.url ?? ''} is rendered in the browser: ${describe(error)}`,
            ),
        })
      : null;
  if (isHost && !ssr && !options.quiet)
    console.warn(`host: no server build in ${hostServerDir}; pages are rendered in the browser`);

  /** A page: rendered on the server by the host; if that fails, the built page, which the browser renders. */
  const sendPage = async (url: string, cookie: string | undefined, reply: FastifyReply) => {
    if (!ssr) return sendIndex(reply);
    try {
      const page = await ssr.renderer.render(url, cookie);
      return reply
        .code(page.status)
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(page.html);
    } catch (error) {
      console.error(`host: ${url} could not be rendered on the server: ${describe(error)}`);
      return sendIndex(reply);
    }
  };

  server.get('/', (request, reply) => sendPage(request.url, request.headers.cookie, reply));

  if (isHost) {
    server.get('/remotes.json', (_request, reply) => {
      void reply.header('Cache-Control', NO_CACHE).send(manifest());
    });
  }
  if (ssr) {
    server.get('/robots.txt', async (_request, reply) =>
      reply
        .header('Cache-Control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(await ssr.robotsTxt()),
    );
    server.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('Cache-Control', NO_CACHE)
        .type('application/xml; charset=utf-8')
        .send(await ssr.sitemapXml()),
    );
  }

  // History fallback: a page URL (no file extension) gets the app; a missing asset is a real 404.
  server.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname))
      return sendPage(request.url, request.headers.cookie, reply);
    return reply.code(404).header('Cache-Control', NO_CACHE).send({ error: 'Not Found' });
  });

  await server.listen({ host: options.listenHost ?? 'localhost', port });
  if (!options.quiet) console.log(`${app.name.padEnd(9)} http://localhost:${port}`);
  return server;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Every app's static server; resolves once all listen. */
export async function startAllStaticServers(
  options: Omit<StaticServerOptions, 'port' | 'root'> = {},
): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  try {
    // The remotes first: the host fetches their server builds as it starts.
    for (const app of [...REMOTES, HOST]) servers.push(await startStaticServer(app, options));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}
