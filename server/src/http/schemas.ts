import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodIssue, $ZodType, output } from 'zod/v4/core';
import { UNSTORABLE_TEXT, unstorableTextMessage } from '../lib/validate';
import { JsonShapeError, parseJson } from './json';

/**
 * Routes take their schemas from the contract's zod schemas (docs/decisions/0011), and Fastify
 * validates every request with them (`useContractSchemas`). Handlers see typed requests
 * (`ZodTypeProvider`, from `useFastifyValidation`); a route that reads nothing of its request may
 * type only its replies (`ContractTypeProvider`).
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: unknown;
  serializer: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
}
export type { ZodTypeProvider };

/** Every string anywhere in `value` that the database could not store as sent (NUL, control characters, half a pair). */
function unstorableTextIssues(value: unknown): $ZodIssue[] {
  const issues: $ZodIssue[] = [];
  // A loop over a stack, not recursion: the depth is the client's choice (the JSON parser caps it too).
  const pending: { node: unknown; path: PropertyKey[] }[] = [{ node: value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      if (UNSTORABLE_TEXT.test(node))
        issues.push({ code: 'custom', path, message: unstorableTextMessage, input: node });
    } else if (Array.isArray(node)) node.forEach((item, index) => pending.push({ node: item, path: [...path, index] }));
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) pending.push({ node: item, path: [...path, key] });
  }
  return issues;
}

/** The contract's schema, then the server's one rule for all text: it must be storable as sent. */
function check(schema: $ZodType, value: unknown): { value: unknown } | { error: z.ZodError } {
  const result = z.safeParse(schema, value);
  const issues = [...(result.success ? [] : result.error.issues), ...unstorableTextIssues(value)];
  return issues.length > 0 ? { error: new z.ZodError(issues) } : { value: result.data };
}

/**
 * Fastify validates params, query and body with the route's zod schemas before the handler, and
 * after the hooks that must answer first: the same-site rule and rate limit (`onRequest`), the
 * token (`preValidation`). The type provider's compiler runs the route's schema together with the
 * storable-text rule; a refusal becomes the contract's 417 in the error handler.
 */
const contractValidator: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: z.unknown().transform((value, context) => {
      const result = check(route.schema, value);
      if ('value' in result) return result.value;
      // The issues as found: their paths are the request's, and the transform sits at its root.
      for (const issue of result.error.issues) context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
      return z.NEVER;
    }),
  });

/**
 * Fastify validates params, query, body and headers with each route's schemas, and replies are
 * checked against theirs as they are serialized: a reply off the contract is a 500.
 */
export function useContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(serializerCompiler);
}

/** The plugin's routes, their requests typed by the schemas Fastify validates them with. */
export function useFastifyValidation(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * A JSON value inside a query parameter (the webshop's `query_args`): decoded as bodies are (the same
 * parser, depth and width), then checked like a request by `schema` with the storable-text rule; absent
 * or blank, it is `{}`. Its issues are the parameter's: `query_args`, `query_args.start`.
 */
export function jsonQueryParameter<Schema extends $ZodType>(parameter: z.ZodString, schema: Schema, invalid: string) {
  return parameter.optional().transform((raw, context): output<Schema> => {
    let value: unknown = {};
    if (raw !== undefined && raw.trim() !== '') {
      try {
        value = parseJson(raw);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof JsonShapeError ? error.message : invalid });
        return z.NEVER;
      }
    }
    const result = check(schema, value);
    if ('value' in result) return result.value as output<Schema>;
    for (const issue of result.error.issues) context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
    return z.NEVER;
  });
}
