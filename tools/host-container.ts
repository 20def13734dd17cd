/**
 * The host's container (host/Dockerfile): the rendering server alone, the same code as `npm start`
 * runs for the host (tools/serve.ts), configured by the environment (README, Configuration). It lives in
 * tools/ beside serve.ts because tools/ may import host/server, never the reverse (README, Conventions).
 */
import { HOST } from './apps';
import { startStaticServer } from './serve';

const port = /^[1-9][0-9]*$/.test(process.env.PORT ?? '') ? Number(process.env.PORT) : HOST.port;

startStaticServer(HOST, { port, listenHost: process.env.LISTEN_HOST ?? 'localhost' }).then(
  (server) => {
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
