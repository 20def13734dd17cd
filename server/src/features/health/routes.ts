import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import { ApiError } from '../../http/errors';

export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/health', { config: { rateLimit: false } }, async (request) => {
    try {
      await options.db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new ApiError(503, 'server_error', 'The database is not answering.');
    }
    return { message: { status: 'success' } };
  });
}
