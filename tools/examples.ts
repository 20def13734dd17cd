/**
 * The embedding examples of examples/ (the auth remote's sign-up on other teams' pages), each served
 * from its own origin as an ERP page would be: its own security headers, a CSP that lets in exactly
 * the auth remote and the API, and the remote's and API's URLs written into the page at request time.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { exampleInfo, EXAMPLES, remotesManifestForEnv, REPO_ROOT, type ExampleInfo } from './apps';
import { RSPACK_CLI, runProductionBuild } from './build';
import { embeddingPageCsp, httpOrigin, NO_CACHE, securityHeaders } from '../host/server/http-headers';
import { spawnLabelled } from './processes';

/** Where an example page finds the sign-up: the auth remote's origin and the API base. */
export interface EmbedLocations {
  authOrigin: string;
  apiBase: string;
}

export function embedLocations(manifest: RemotesManifest): EmbedLocations {
  const authEntry = manifest.remotes.auth ?? '';
  const authOrigin = httpOrigin(authEntry);
  if (!authOrigin) throw new Error(`the auth remote's URL ${authEntry} is not an absolute http(s) URL`);
  return { authOrigin, apiBase: manifest.apiBase };
}

/**
 * What an example page's CSP needs for the sign-up, and nothing more (host/server/http-headers.ts): scripts
 * and assets from the auth remote, calls to the API (and to the remote, for its federation manifest),
 * inline styles (styled-components injects its rules at run time); with `authIsDevServer`, the auth
 * dev server's live-reload socket too.
 */
export function examplePageCsp({ authOrigin, apiBase }: EmbedLocations, authIsDevServer = false): string {
  return embeddingPageCsp({
    remoteOrigins: [authOrigin],
    apiOrigin: httpOrigin(apiBase),
    frameAncestors: [],
    devServerSockets: authIsDevServer ? [authOrigin.replace(/^http/, 'ws')] : [],
  });
}

/** `%AUTH_ORIGIN%` and `%API_BASE%` in an example's HTML: the deployment's URLs, never built in. */
export function fillPlaceholders(html: string, { authOrigin, apiBase }: EmbedLocations): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replaceAll('%AUTH_ORIGIN%', escape(authOrigin)).replaceAll('%API_BASE%', escape(apiBase));
}

export interface ExampleServerOptions {
  port?: number;
  /** Defaults to the example's served folder. */
  root?: string;
  manifest?: () => RemotesManifest;
  /** `npm run dev`: the sign-up comes from the auth remote's dev server. */
  authIsDevServer?: boolean;
  quiet?: boolean;
}

const servedDir = (example: ExampleInfo) => path.join(REPO_ROOT, example.dir, example.servedDir);
const exampleIsBuilt = (example: ExampleInfo) => existsSync(path.join(servedDir(example), 'index.html'));

export async function startExampleServer(
  example: ExampleInfo,
  options: ExampleServerOptions = {},
): Promise<FastifyInstance> {
  const root = options.root ?? servedDir(example);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(
      `the ${example.name} example has no index.html at ${root}${example.name === 'react-host' ? ': build it first (npm start does)' : ''}`,
    );
  const manifest = options.manifest ?? (() => remotesManifestForEnv());
  const server = Fastify({ logger: false, forceCloseConnections: true });

  server.addHook('onSend', async (_request, reply, payload) => {
    // Local pages over plain http (no HSTS) that no other origin reads (no CORS).
    const csp = examplePageCsp(embedLocations(manifest()), options.authIsDevServer);
    const headers = securityHeaders({ csp, hsts: null, crossOrigin: null });
    for (const [name, value] of headers) if (value !== null) reply.header(name, value);
    // Examples change while being read: always revalidated.
    reply.header('Cache-Control', NO_CACHE);
    return payload;
  });

  await server.register(fastifyStatic, { root, index: false, cacheControl: false });
  server.get('/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(fillPlaceholders(readFileSync(indexFile, 'utf8'), embedLocations(manifest()))),
  );

  await server.listen({ host: 'localhost', port: options.port ?? example.port });
  if (!options.quiet)
    console.log(`example ${example.name.padEnd(10)} http://localhost:${options.port ?? example.port}`);
  return server;
}

/** The React host example's own rspack build (not a workspace of the site: its build is not the site's). */
const REACT_HOST_BUILD = {
  args: [RSPACK_CLI, 'build', '--config', 'rspack.config.ts'],
  cwd: path.join(REPO_ROOT, exampleInfo('react-host').dir),
};

export function buildReactHostExample(outputPath?: string): Promise<void> {
  const args = [...REACT_HOST_BUILD.args, ...(outputPath ? ['--output-path', outputPath] : [])];
  return runProductionBuild(args, REACT_HOST_BUILD.cwd, 'the react-host example failed to build');
}

/**
 * `npm run dev`: the same build in watch mode, into the example's dist/, rebuilt on every change of
 * its sources (reload the page to see it; its index.html is no-cache). In development mode, as the
 * auth remote's dev server is: React is shared, and one page must not mix React's production and
 * development builds (react-dom's development build fails on a production react).
 */
export function watchReactHostExample(): ChildProcess {
  // A production build left by npm start must not be served until this one replaces it.
  rmSync(servedDir(exampleInfo('react-host')), { recursive: true, force: true });
  const args = [...REACT_HOST_BUILD.args, '--watch', '--mode', 'development'];
  return spawnLabelled('react-host', args, REACT_HOST_BUILD.cwd, { NODE_ENV: 'development' });
}

/** Every example's server; the React host's only when it has been built. */
export async function startExampleServers(
  options: Omit<ExampleServerOptions, 'port' | 'root'> = {},
): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  for (const example of EXAMPLES) {
    if (!exampleIsBuilt(example)) continue;
    servers.push(await startExampleServer(example, options));
  }
  return servers;
}

/** Resolves once the example has a page to serve: at once for the plain page, after its first build for the React host. */
export async function whenExampleIsBuilt(example: ExampleInfo): Promise<void> {
  while (!exampleIsBuilt(example)) await sleep(500);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'build') {
  buildReactHostExample().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
