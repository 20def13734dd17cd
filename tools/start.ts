/**
 * `npm start`: builds every app and server for production, then serves the composed site the way it is
 * deployed: the compiled API (server/dist) and host rendering server (host/dist-server/serve.js) run by
 * node as in their images, and one static server per remote on its own port, standing in for the
 * remotes' nginx. Ctrl-C stops them all.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PORT, apiEnvWithExamples, EXAMPLES, exampleOrigin, HOST, localSmsProvider, REMOTES } from './apps';
import { buildApps } from './build';
import { API_BUILD_FILE, HOST_SERVER_BUILD_FILE } from './build-servers';
import { buildReactHostExample, startExampleServers } from './examples';
import { spawnLabelled, superviseChildren } from './processes';
import { startRemoteServers } from './serve';

async function main(): Promise<void> {
  await buildApps();
  await buildReactHostExample();
  // The examples embed the sign-up from their own origins: the API lets them call it.
  const api = spawnLabelled('api', ['--enable-source-maps', API_BUILD_FILE], path.dirname(API_BUILD_FILE), {
    PORT: String(API_PORT),
    ...apiEnvWithExamples(),
    ...localSmsProvider(),
  });
  const servers: FastifyInstance[] = [];
  // The remotes first: the host fetches their server builds as it starts.
  servers.push(...(await startRemoteServers(REMOTES, { quiet: true })));
  servers.push(...(await startExampleServers({ quiet: true })));
  const hostServer = ['--enable-source-maps', HOST_SERVER_BUILD_FILE];
  const host = spawnLabelled('host', hostServer, path.dirname(HOST_SERVER_BUILD_FILE), { PORT: String(HOST.port) });
  superviseChildren([api, host], () => Promise.all(servers.map((server) => server.close())));

  console.log(`\nThe site:    http://localhost:${HOST.port}`);
  for (const remote of REMOTES)
    console.log(`${remote.name.padEnd(12)} http://localhost:${remote.port}  (remote, alone: its dev harness)`);
  console.log(`API server:  http://localhost:${API_PORT}/api/health`);
  for (const example of EXAMPLES)
    console.log(`${example.name.padEnd(12)} ${exampleOrigin(example)}  (embeds the sign-up: ${example.dir})`);
  console.log('Ctrl-C stops everything.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
