import { REQUESTED_WITH_HEADER, securityTexts } from '@site/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The content types a cross-site page may send without asking (CORS "simple" requests). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * True when a cross-site page could have made this request without a CORS preflight: a simple
 * method, no custom header of ours, no token, and no content type beyond the simple ones. Such a
 * request reaches the server even from a page we do not allow (CORS hides only the reply), so it
 * must not send an SMS or change anything.
 */
export function isSimpleRequest(request: FastifyRequest): boolean {
  if (!SIMPLE_METHODS.has(request.method)) return false;
  if (request.headers[REQUESTED_WITH_HEADER.toLowerCase()] !== undefined) return false;
  if (request.headers.authorization !== undefined) return false;
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return contentType === '' || SIMPLE_CONTENT_TYPES.includes(contentType);
}

/** preHandler of the routes that send an SMS or change state. */
export async function requireNonSimpleRequest(request: FastifyRequest) {
  if (isSimpleRequest(request)) throw new ApiError(400, 'validation', securityTexts.notFromOurPages);
}

/**
 * The options of a route that sends an SMS or changes state: only our pages may call it, at most `max`
 * times per `timeWindow` ('1 minute', '1 hour') from one client address, with its `schema`.
 */
export function ourPagesOnly<Schema>(schema: Schema, max: number, timeWindow: string) {
  return { onRequest: requireNonSimpleRequest, config: { rateLimit: { max, timeWindow } }, schema };
}
