import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../../http/errors';
import type { ConsoleSmsProvider } from '../../sms';

/**
 * Development only: the codes the console provider "sent", newest first, for people and e2e
 * tests. Registered only with the console provider outside production; otherwise the route is 404.
 */
export async function devRoutes(app: FastifyInstance, options: { sms: ConsoleSmsProvider }) {
  app.get<{ Querystring: Record<string, unknown> }>('/api/dev/sms-outbox', { config: { rateLimit: false } }, async (request) => {
    const phone = request.query.phone_no;
    if (typeof phone !== 'string' || !/^\d{10}$/.test(phone)) {
      throw validationFailed({}, 'phone_no must be a 10-digit mobile number.');
    }
    return { message: options.sms.outbox(phone) };
  });
}
