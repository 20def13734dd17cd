/**
 * `npm run serve`: the existing production build, without rebuilding and without the API: a static server
 * per remote, and the host's compiled rendering server (host/dist-server/serve.js) run by node as
 * `npm start` runs it.
 */
import path from 'node:path';
import { HOST, REMOTES } from './apps';
import { HOST_SERVER_BUILD_FILE } from './build-servers';
import { spawnLabelled, superviseChildren } from './processes';
import { startRemoteServers } from './serve';

startRemoteServers(REMOTES).then(
  (servers) => {
    // The remotes first: the host fetches their server builds as it starts.
    const host = spawnLabelled(
      'host',
      ['--enable-source-maps', HOST_SERVER_BUILD_FILE],
      path.dirname(HOST_SERVER_BUILD_FILE),
      {
        PORT: String(HOST.port),
      },
    );
    superviseChildren([host], () => Promise.all(servers.map((server) => server.close())));
    console.log(`host      http://localhost:${HOST.port}`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
