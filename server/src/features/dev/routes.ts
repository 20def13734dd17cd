import { loginFormSchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { useFastifyValidation } from '../../http/schemas';
import { failure, success } from '../../http/route-schemas';
import type { ConsoleSmsProvider } from '../../sms';
import { outboxEntrySchema } from '../../sms/provider';

const schema = {
  summary: 'Development only (console SMS provider, not production): codes sent, newest first',
  querystring: z.object({ phone_no: loginFormSchema.shape.mobile.describe('10-digit mobile') }),
  response: { 200: success(z.array(outboxEntrySchema)), 417: failure('phone_no is not a 10-digit mobile') },
};

/**
 * Development only: the codes the console provider "sent", newest first, for people and e2e
 * tests. Registered only with the console provider outside production; otherwise the route is 404.
 */
export async function devRoutes(app: FastifyInstance, options: { sms: ConsoleSmsProvider }) {
  useFastifyValidation(app).get('/api/dev/sms-outbox', { config: { rateLimit: false }, schema }, async (request) => ({
    message: options.sms.outbox(request.query.phone_no),
  }));
}
