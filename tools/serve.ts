/**
 * Static servers of the remotes' production builds, one per remote on its own port (own origin), with the
 * caching and security headers of host/server/http-headers.ts, which the nginx of the remotes' images sends
 * too: what the e2e suite tests is what ships. The host is its own program (host/server/main.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import {
  cacheControlFor,
  COMPRESS_MIN_BYTES,
  headerSettingsFromEnv,
  headersByResponse,
  NO_CACHE,
  securityHeaderValues,
} from '../host/server/http-headers';
import { distDir, remotesManifestForEnv, type RemoteInfo } from './apps';

export interface StaticServerOptions {
  /** Defaults to the remote's own port. */
  port?: number;
  /** Defaults to the remote's dist folder. */
  root?: string;
  /** The site's remotes, whose origins the Content-Security-Policy names; defaults to the environment's. */
  manifest?: () => RemotesManifest;
  /** `ERP_ORIGINS`, `NODE_ENV` (HSTS in production) and the manifest's variables; defaults to process.env. */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}

export async function startStaticServer(
  remote: RemoteInfo,
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const root = options.root ?? distDir(remote);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${remote.name} has no build at ${root}: run npm run build first`);
  }
  const env = options.env ?? process.env;
  const manifest = options.manifest ?? (() => remotesManifestForEnv(env));
  const server = Fastify({ logger: false, forceCloseConnections: true });

  await server.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });

  server.addHook('onSend', async (_request, reply, payload) => {
    const headersFor = headersByResponse(securityHeaderValues(false, manifest(), headerSettingsFromEnv(env)));
    for (const [name, value] of headersFor({ contentType: reply.getHeader('content-type'), status: reply.statusCode }))
      reply.header(name, value);
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

  /** The remote's own page: its dev harness, which renders it alone in the browser. */
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');

  server.get('/', (_request, reply) => sendIndex(reply));

  // History fallback: a page URL (no file extension) gets the harness; a missing asset is a real 404.
  server.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) return sendIndex(reply);
    return reply.code(404).header('Cache-Control', NO_CACHE).send({ error: 'Not Found' });
  });

  const port = options.port ?? remote.port;
  await server.listen({ host: 'localhost', port });
  if (!options.quiet) console.log(`${remote.name.padEnd(9)} http://localhost:${port}`);
  return server;
}

/** Every remote's static server; resolves once all listen. */
export async function startRemoteServers(
  remotes: readonly RemoteInfo[],
  options: Omit<StaticServerOptions, 'port' | 'root'> = {},
): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  try {
    for (const remote of remotes) servers.push(await startStaticServer(remote, options));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}
