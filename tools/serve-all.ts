/**
 * `npm run serve`: every app's server on the existing production build, without rebuilding and without
 * the API. Its own file, not a main block in serve.ts: the host's server build bundles serve.ts.
 */
import { startAllStaticServers } from './serve';

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
