/**
 * The embedding examples of examples/ (the auth remote's sign-up on other teams' pages), each served
 * from its own origin as an ERP page would be: its own security headers, a CSP that lets in exactly
 * the auth remote and the API, and the remote's and API's URLs written into the page at request time.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RemotesManifest } from '../host/src/lib/remotes-manifest';
import { EXAMPLES, remotesManifestForEnv, REPO_ROOT, type ExampleInfo } from './apps';
import { RSPACK_CLI } from './build';
import { contentSecurityPolicy, httpOrigin, NO_CACHE, REFERRER_POLICY } from './http-headers';

/** Where an example page finds the sign-up: the auth remote's origin and the API base. */
export interface EmbedLocations {
  authOrigin: string;
  apiBase: string;
}

export function embedLocations(manifest: RemotesManifest): EmbedLocations {
  const authOrigin = httpOrigin(manifest.remotes.auth);
  if (!authOrigin) throw new Error(`the auth remote's URL ${manifest.remotes.auth} is not an absolute http(s) URL`);
  return { authOrigin, apiBase: manifest.apiBase };
}

/**
 * What an embedding page's CSP needs for the sign-up, and nothing more: scripts from the auth
 * remote, calls to the API (and to the remote, for its federation manifest), inline styles
 * (styled-components injects its rules at run time).
 */
export function embeddingPageCsp({ authOrigin, apiBase }: EmbedLocations): string {
  const apiOrigin = httpOrigin(apiBase);
  return contentSecurityPolicy({ remoteOrigins: [authOrigin], apiOrigin, frameAncestors: [] });
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
  quiet?: boolean;
}

export async function startExampleServer(example: ExampleInfo, options: ExampleServerOptions = {}): Promise<FastifyInstance> {
  const root = options.root ?? path.join(REPO_ROOT, example.dir, example.servedDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the ${example.name} example has no index.html at ${root}${example.name === 'react-host' ? ': build it first (npm start does)' : ''}`);
  const manifest = options.manifest ?? (() => remotesManifestForEnv());
  const server = Fastify({ logger: false, forceCloseConnections: true });

  server.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', embeddingPageCsp(embedLocations(manifest())));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    // Examples change while being read: always revalidated.
    reply.header('Cache-Control', NO_CACHE);
    return payload;
  });

  await server.register(fastifyStatic, { root, index: false, cacheControl: false });
  server.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(fillPlaceholders(readFileSync(indexFile, 'utf8'), embedLocations(manifest()))),
  );

  await server.listen({ host: 'localhost', port: options.port ?? example.port });
  if (!options.quiet) console.log(`example ${example.name.padEnd(10)} http://localhost:${options.port ?? example.port}`);
  return server;
}

/** The React host example's own rspack build (not a workspace of the site: its build is not the site's). */
export function buildReactHostExample(outputPath?: string): Promise<void> {
  const example = EXAMPLES.find((candidate) => candidate.name === 'react-host')!;
  const args = [RSPACK_CLI, 'build', '--config', 'rspack.config.ts', ...(outputPath ? ['--output-path', outputPath] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(REPO_ROOT, example.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the react-host example failed to build (exit ${code}):\n${output}`))));
  });
}

/** Every example's server; the React host's only when it has been built. */
export async function startExampleServers(options: Omit<ExampleServerOptions, 'port' | 'root'> = {}): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  for (const example of EXAMPLES) {
    if (!existsSync(path.join(REPO_ROOT, example.dir, example.servedDir, 'index.html'))) continue;
    servers.push(await startExampleServer(example, options));
  }
  return servers;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'build') {
  buildReactHostExample().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
