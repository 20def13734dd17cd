/**
 * `npm start`: builds every app for production, then serves the composed site the way it is
 * deployed: the API server from server/ and one static server per app on its own port.
 * Ctrl-C stops them all.
 */
import path from 'node:path';
import {
  API_PORT,
  apiEnvWithExamples,
  EXAMPLES,
  exampleOrigin,
  HOST,
  localSmsProvider,
  REMOTES,
  REPO_ROOT,
} from './apps';
import { buildApps } from './build';
import { buildReactHostExample, startExampleServers } from './examples';
import { spawnLabelled, superviseChildren, TSX_CLI } from './processes';
import { startAllStaticServers } from './serve';

async function main(): Promise<void> {
  await buildApps();
  await buildReactHostExample();
  // The examples embed the sign-up from their own origins: the API lets them call it.
  const api = spawnLabelled('api', [TSX_CLI, 'src/main.ts'], path.join(REPO_ROOT, 'server'), {
    PORT: String(API_PORT),
    ...apiEnvWithExamples(),
    ...localSmsProvider(),
  });
  const servers = [...(await startAllStaticServers({ quiet: true })), ...(await startExampleServers({ quiet: true }))];
  superviseChildren([api], () => Promise.all(servers.map((server) => server.close())));

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
