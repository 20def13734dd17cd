import { successReplySchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { type Database, pendingMigrations } from '../../db';
import type { PictureStore } from '../../files/picture-store';
import { ApiError } from '../../http/errors';
import { type ContractTypeProvider, failure, success } from '../../http/schemas';

const liveSchema = {
  summary: 'Liveness and database check',
  response: { 200: success(successReplySchema), 503: failure('The database is not answering') },
};

const readySchema = {
  summary: 'Readiness: database reachable, migrations applied, picture storage writable, not shutting down',
  description: 'A load balancer sends traffic only to an instance that answers 200 here.',
  response: { 200: success(successReplySchema), 503: failure('Not ready, and why') },
};

export interface HealthRouteOptions {
  db: Database;
  pictures: PictureStore;
  /** True once the instance is shutting down (main.ts, on SIGTERM). */
  draining: () => boolean;
}

/** Why the instance should not take traffic now, or null. */
export async function notReadyBecause(options: HealthRouteOptions): Promise<string | null> {
  if (options.draining()) return 'shutting down';
  try {
    const pending = await pendingMigrations(options.db);
    if (pending.length > 0) return `migrations not applied: ${pending.join(', ')}`;
  } catch {
    return 'the database is not answering';
  }
  try {
    await options.pictures.check();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

export async function healthRoutes(fastify: FastifyInstance, options: HealthRouteOptions) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  // Liveness: the process answers and reaches its database (a restart would not help otherwise).
  app.get('/api/health', { config: { rateLimit: false }, schema: liveSchema }, async (request) => {
    try {
      await options.db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new ApiError(503, 'server_error', 'The database is not answering.');
    }
    return { message: { status: 'success' as const } };
  });

  app.get('/api/ready', { config: { rateLimit: false }, schema: readySchema }, async (request) => {
    const reason = await notReadyBecause(options);
    if (reason) {
      request.log.warn({ reason }, 'not ready');
      throw new ApiError(503, 'server_error', `Not ready: ${reason}.`);
    }
    return { message: { status: 'success' as const } };
  });
}
