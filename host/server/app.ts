/**
 * The host's rendering server: every page as HTML rendered from the remotes' server builds (ssr.ts), the
 * shell's built files, `/remotes.json`, `/robots.txt`, `/sitemap.xml` and `/health`, with the site's
 * caching and security headers. It logs JSON lines (Fastify's pino), each line of a request with its id,
 * which the reply's `X-Request-Id` names too, as the API does.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@site/contract/languages';
import { hostServerBuildDir } from '@site/federation';
import { languageOfCookieHeader, languageOfPath, pathInLanguage } from '@site/state/routes';
import type { HostConfig } from './config';
import { cacheControlFor, COMPRESS_MIN_BYTES, headersByResponse, NO_CACHE, securityHeaderValues } from './http-headers';
import type { RenderedPage } from './render-page';
import { createHostSsr } from './ssr';

/** The reply header that names the request in the logs. */
const REQUEST_ID_HEADER = 'X-Request-Id';

export interface HostServerOptions {
  config: HostConfig;
  /** The host's browser build (host/dist): index.html and the files it loads; its server build is beside it. */
  distDir: string;
  /** Where the log lines go; standard output by default. */
  logStream?: Writable;
}

export async function buildHostServer(options: HostServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A page's request carries the visitor's cookies (their login): never in a log line.
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: request.url, remoteAddress: request.ip }),
      },
    },
    // A client must not choose the id its request is logged under: each gets a random one.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Stopping (a redeploy, a test) does not wait for a browser's idle keep-alive connections.
    forceCloseConnections: true,
  });

  const { manifest } = config;
  const ssr = createHostSsr({
    distDir: options.distDir,
    serverDir: hostServerBuildDir(options.distDir),
    manifest: () => manifest,
    settings: config.ssr,
    onError: (error, context) => app.log.warn({ err: error, ...context }, 'left to the browser to render'),
  });
  // The built page, which the browser renders when the server cannot. It carries `data-debug` as a rendered
  // page does: the early hardening reads it before react-dom is evaluated.
  const builtPage = readFileSync(path.join(options.distDir, 'index.html'), 'utf8').replace(
    /<html\b([^>]*)>/,
    `<html$1 data-debug="${String(manifest.debug)}">`,
  );
  const headersFor = headersByResponse(securityHeaderValues(true, manifest, config.headers));

  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });

  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    for (const [name, value] of headersFor({ contentType: reply.getHeader('content-type'), status: reply.statusCode }))
      void reply.header(name, value);
    // @fastify/compress leaves small buffers alone but compresses any stream; nginx compresses nothing
    // this small. Buffered, a small file is sent as nginx sends it.
    if (payload instanceof Readable && Number(reply.getHeader('content-length')) < COMPRESS_MIN_BYTES) {
      return Buffer.concat(await payload.toArray());
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: options.distDir,
    cacheControl: false,
    // index.html is a page: the routes below answer it.
    index: false,
    setHeaders: (response, filePath) => {
      response.header('Cache-Control', cacheControlFor(path.basename(filePath)));
    },
  });

  /**
   * A rendered page's HTML as bytes, encoded once per rendered page: a cached page is sent many times, and
   * a string would be measured and encoded again for each.
   */
  const bodies = new WeakMap<RenderedPage, Buffer>();
  const bodyOf = (page: RenderedPage) => {
    let body = bodies.get(page);
    if (!body) {
      body = Buffer.from(page.html);
      bodies.set(page, body);
    }
    return body;
  };

  /** A page rendered on the server; if that fails, the built page, which the browser renders. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    // An English URL opened by a visitor who chose another language with the switch: the page in theirs.
    // Only the remembered choice, never Accept-Language: a shared link opens as it was sent.
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const remembered = languageOfCookieHeader(request.headers.cookie);
    if (remembered && remembered !== DEFAULT_LANGUAGE && languageOfPath(pathname).language === DEFAULT_LANGUAGE) {
      const location = `${pathInLanguage(pathname, remembered)}${queryAt === -1 ? '' : request.url.slice(queryAt)}`;
      return reply.code(302).header('Vary', 'Cookie').header('Location', location).send();
    }
    try {
      const page = await ssr.renderer.render(request.url, request.headers.cookie);
      return reply.code(page.status).header('Vary', 'Cookie').send(bodyOf(page));
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered on the server: the built page is sent');
      return reply.send(builtPage);
    }
  };

  app.get('/', sendPage);
  app.get('/remotes.json', (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(manifest));
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(await ssr.robotsTxt()),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await ssr.sitemapXml()),
  );
  // Liveness for the container's health check: the server answers. A remote being down is not the host's
  // failure (its pages are then rendered in the browser), so it is not checked here.
  app.get('/health', (_request, reply) => reply.header('Cache-Control', NO_CACHE).send({ status: 'ok' }));

  // History fallback: a page URL (no file extension) is a page; a missing file is a real 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname))
      return sendPage(request, reply);
    return reply.code(404).header('Cache-Control', NO_CACHE).send({ error: 'Not Found' });
  });

  return app;
}

/** Builds the server and listens where its configuration says (main.ts; the e2e suite and the web benchmark run it in their own process). */
export async function startHostServer(options: HostServerOptions): Promise<FastifyInstance> {
  const app = await buildHostServer(options);
  await app.listen({ host: options.config.listenHost, port: options.config.port });
  return app;
}
