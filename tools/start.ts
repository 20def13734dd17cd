/**
 * `npm start`: builds every app for production, then serves the composed site the way it is
 * deployed: the API server from server/ and one static server per app on its own port.
 * Ctrl-C stops them all.
 */
import path from 'node:path';
import { API_PORT, HOST, REMOTES, REPO_ROOT } from './apps';
import { buildApps } from './build';
import { spawnLabelled, superviseChildren, TSX_CLI } from './processes';
import { startAllStaticServers } from './serve';

async function main(): Promise<void> {
  await buildApps();
  const api = spawnLabelled('api', [TSX_CLI, 'src/main.ts'], path.join(REPO_ROOT, 'server'), { PORT: String(API_PORT) });
  const servers = await startAllStaticServers({ quiet: true });
  superviseChildren([api], () => Promise.all(servers.map((server) => server.close())));

  console.log(`\nThe site:    http://localhost:${HOST.port}`);
  for (const remote of REMOTES) console.log(`${remote.name.padEnd(12)} http://localhost:${remote.port}  (remote, alone: its dev harness)`);
  console.log(`API server:  http://localhost:${API_PORT}/api/health`);
  console.log('Ctrl-C stops everything.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
