import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { withDevelopmentSecret } from './development-secret';

async function start() {
  let config;
  try {
    config = loadConfig(withDevelopmentSecret(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // Graceful: readiness says 503 first (a load balancer stops sending), then the server stops taking
  // connections, finishes what is in flight and closes the database pool; past the grace, it exits anyway.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.startDraining();
    setTimeout(() => {
      app.log.error({ graceMs: config.shutdown.graceMs }, 'shutdown grace over: exiting with requests in flight');
      process.exit(1);
    }, config.shutdown.graceMs).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
