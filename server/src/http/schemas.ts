import { apiErrorBodySchema } from '@site/contract';
import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * Routes take their schemas from the contract's zod schemas (docs/decisions/0011). Replies are
 * typed and serialized from them; requests stay `unknown` in handlers, because each handler checks
 * its request itself, in the contract's order and with its error replies (decision 0004).
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: unknown;
  serializer: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
}

/**
 * Fastify's validation step passes every request on unchanged: a refusal there would come before
 * the token and owner checks and with another body than the contract's. The handlers validate
 * with the same shared schemas the routes declare.
 */
const requestsCheckedByHandlers: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });

/** Replies are checked against their schema as they are serialized: a reply off the contract is a 500. */
export function useContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(requestsCheckedByHandlers);
  app.setSerializerCompiler(serializerCompiler);
}

/** A success reply: Frappe wraps it in `message`. */
export const success = <Message extends z.ZodType>(message: Message) => z.object({ message }).describe('Success');

/** The contract's error reply, described for one status of one route. */
export const failure = (description: string) => apiErrorBodySchema.describe(description);
