import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STAFF_SESSION_COOKIE } from '@site/contract';
import { z } from 'zod';
import type { ContractTypeProvider } from './schemas';

export const OPENAPI_DOCUMENT_URL = '/api/docs';

/** The security scheme of routes that need `Authorization: token <api_key>:<api_secret>`. */
export const TOKEN_SECURITY = [{ frappeToken: [] }];

/** The security scheme of the back office's methods: the staff session cookie. */
export const STAFF_SECURITY = [{ staffSession: [] }];

const options: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Site and retailer app API',
      version: '1.0.0',
      description:
        'Frappe-style replies: success is HTTP 200 `{"message": {...}}` with `status: "success"`; every error is the contract\'s error body. Validation errors (417) carry `errors` keyed by the form field names of the shared schemas, with the spec\'s exact messages. Generated from the routes\' zod schemas.',
    },
    components: {
      securitySchemes: {
        frappeToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`token <api_key>:<api_secret>` from verify_otp_and_login',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description: 'The HttpOnly staff session from sign_in or complete_enrolment (credentials included)',
        },
      },
    },
  },
  transform: jsonSchemaTransform,
};

/** Collects every route registered after it; register it before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, options);
}

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.record(z.string(), z.unknown()),
});

export async function openApiRoutes(app: FastifyInstance) {
  app.withTypeProvider<ContractTypeProvider>().get(
    OPENAPI_DOCUMENT_URL,
    {
      config: { rateLimit: false },
      schema: {
        summary: 'This OpenAPI document (a readable page of it: /api/documentation)',
        response: { 200: openApiDocumentSchema.describe('OpenAPI 3.1') },
      },
    },
    async () => app.swagger() as z.output<typeof openApiDocumentSchema>,
  );
}
