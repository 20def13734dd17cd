import { successReplySchema } from '@site/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Database, pendingMigrations } from '../../db';
import type { PictureStore } from '../../files/picture-store';
import { ApiError } from '../../http/errors';
import { type ContractTypeProvider } from '../../http/schemas';
import { failure, success } from '../../http/route-schemas';
import { ok } from '../../http/reply';

const liveSchema = {
  summary: 'Liveness and database check',
  response: { 200: success(successReplySchema), 503: failure('The database is not answering') },
};

const readySchema = {
  summary: 'Readiness: database reachable, migrations applied, picture storage writable, not shutting down',
  description: 'A load balancer sends traffic only to an instance that answers 200 here.',
  response: { 200: success(successReplySchema), 503: failure('Not ready (why is in the log, not in the reply)') },
};

/**
 * How long one readiness answer is reused. A load balancer asks every few seconds, but anyone may ask as
 * often as they like, and the checks query the database and call the picture bucket: a flood of
 * /api/ready must not become a flood on them. Shutting down is seen at once, never from the cache.
 */
export const READY_CHECK_CACHE_MS = 2000;

export interface HealthRouteOptions {
  db: Database;
  pictures: PictureStore;
  /** True once the instance is shutting down (main.ts, on SIGTERM). */
  draining: () => boolean;
  /** The clock of the readiness cache. */
  now: () => Date;
}

/** Why the instance should not take traffic now, or null. */
export async function notReadyBecause(
  options: Pick<HealthRouteOptions, 'db' | 'pictures' | 'draining'>,
): Promise<string | null> {
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

/** `notReadyBecause`, reused for READY_CHECK_CACHE_MS; a reason is logged (warn) once per check made. */
function cachedReadiness(options: HealthRouteOptions) {
  let last: { at: number; reason: Promise<string | null> } | null = null;
  return (log: FastifyBaseLogger): Promise<string | null> => {
    if (options.draining()) return Promise.resolve('shutting down');
    const now = options.now().getTime();
    if (!last || now - last.at >= READY_CHECK_CACHE_MS) {
      const reason = notReadyBecause(options).then((found) => {
        if (found) log.warn({ reason: found }, 'not ready');
        return found;
      });
      last = { at: now, reason };
    }
    return last.reason;
  };
}

export async function healthRoutes(fastify: FastifyInstance, options: HealthRouteOptions) {
  const notReady = cachedReadiness(options);
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  // Liveness: the process answers and reaches its database (a restart would not help otherwise).
  app.get('/api/health', { config: { rateLimit: false }, schema: liveSchema }, async (request) => {
    try {
      await options.db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new ApiError(503, 'server_error', 'The database is not answering.');
    }
    return ok();
  });

  app.get('/api/ready', { config: { rateLimit: false }, schema: readySchema }, async (request) => {
    // The reason names our storage and schema: it goes to the log, never to whoever asked.
    if (await notReady(request.log)) throw new ApiError(503, 'server_error', 'Not ready.');
    return ok();
  });
}
