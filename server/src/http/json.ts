import secureJson from 'secure-json-parse';
import { apiTexts } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * How deep and how wide JSON may be, in a body or a query value. No request of ours nests deeper than
 * four levels nor lists more than fifty lines; the caps leave room above that and keep every walk of a
 * parsed value (validation, the text checks) small, whatever the client sent.
 */
export const JSON_LIMITS = { depth: 16, members: 1000 } as const;

export const jsonTexts = {
  invalid: apiTexts.notJson,
  tooDeep: `JSON may nest at most ${JSON_LIMITS.depth} levels.`,
  tooWide: `A JSON list or object may hold at most ${JSON_LIMITS.members} entries.`,
};

/** Why `value` is deeper or wider than JSON_LIMITS allow, or null. Iterative: the input chooses the depth. */
export function jsonShapeProblem(value: unknown): string | null {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= JSON_LIMITS.depth) return jsonTexts.tooDeep;
    const children = Array.isArray(node) ? (node as unknown[]) : Object.values(node);
    if (children.length > JSON_LIMITS.members) return jsonTexts.tooWide;
    for (const child of children) pending.push({ node: child, depth: depth + 1 });
  }
  return null;
}

export class JsonShapeError extends Error {}

/**
 * JSON text as every route reads it: `__proto__` and `constructor.prototype` keys are refused (as Fastify's
 * own parser does), then the depth and width. Throws a SyntaxError, or an Error whose message is the problem.
 */
export function parseJson(text: string): unknown {
  const value: unknown = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  const problem = jsonShapeProblem(value);
  if (problem) throw new JsonShapeError(problem);
  return value;
}

/** The body parser of `application/json` for every route: `parseJson`, a refusal being a 400 that says why. */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(badRequest(jsonTexts.invalid), undefined);
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(badRequest(error instanceof JsonShapeError ? error.message : jsonTexts.invalid), undefined);
    }
  });
}
