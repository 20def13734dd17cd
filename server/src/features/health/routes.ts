import { successReplySchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import { ApiError } from '../../http/errors';
import { type ContractTypeProvider, failure, success } from '../../http/schemas';

const schema = {
  summary: 'Liveness and database check',
  response: { 200: success(successReplySchema), 503: failure('The database is not answering') },
};

export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  app
    .withTypeProvider<ContractTypeProvider>()
    .get('/api/health', { config: { rateLimit: false }, schema }, async (request) => {
      try {
        await options.db.query('select 1');
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new ApiError(503, 'server_error', 'The database is not answering.');
      }
      return { message: { status: 'success' as const } };
    });
}
