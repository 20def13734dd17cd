import { apiTexts, customerDetailSchema, type Language, setLanguageBodySchema } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { type AuthContext, requireToken, signedInCustomer } from '../../http/auth';
import { notFound } from '../../http/errors';
import { replyLanguage } from '../../http/language';
import { TOKEN_SECURITY } from '../../http/openapi';
import { ok } from '../../http/reply';
import { failure, methodPath, success } from '../../http/route-schemas';
import { useFastifyValidation } from '../../http/schemas';
import { ourPagesOnly } from '../../http/same-site';
import { namedLanguage } from './registration';
import { findCustomerById, setCustomerLanguage } from './service';

/** The language a sign-up chose (`language`, optional), else the one its request asks for. */
export const signUpLanguage = (request: FastifyRequest): Language =>
  namedLanguage(request.body as { language?: unknown }) ?? replyLanguage(request);

const setLanguageSchema = {
  summary: "Set the caller's language (en, hi, gu): their SMS go out in it",
  security: TOKEN_SECURITY,
  body: setLanguageBodySchema,
  response: {
    200: success(customerDetailSchema),
    400: failure('Not from our pages'),
    401: failure('unauthorized'),
    417: failure('Validation'),
    429: failure('rate_limited'),
  },
};

/** The retailer's language, chosen at sign-up and changed here (docs/decisions/0030). */
export async function customerLanguageRoutes(
  fastify: FastifyInstance,
  options: { db: Database; config: Config; auth: AuthContext },
) {
  const { db, config, auth } = options;
  const app = useFastifyValidation(fastify);
  app.post(
    methodPath('setLanguage'),
    {
      ...ourPagesOnly(setLanguageSchema, config.rateLimits.otpVerifyPerMinute, '1 minute'),
      preValidation: requireToken(auth),
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      const detail = (await setCustomerLanguage(db, customerId, request.body.language))
        ? await findCustomerById(db, customerId)
        : null;
      if (!detail) throw notFound(apiTexts.noSuchCustomer);
      return ok(detail);
    },
  );
}
