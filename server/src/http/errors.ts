import { type ApiErrorBody, apiTexts, type FailureReason } from '@site/contract';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/database';

/** A failure the client caused or may retry; rendered as the `ApiErrorBody` of the contract. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: FailureReason,
    readonly text: string,
    readonly extra: { errors?: Record<string, string>; retryAfterSeconds?: number } = {},
    options?: ErrorOptions,
  ) {
    super(text, options);
  }
}

export const validationFailed = (errors: Record<string, string>, text: string = apiTexts.correctFields) =>
  new ApiError(417, 'validation', text, { errors });

export const badRequest = (text: string) => new ApiError(400, 'validation', text);
export const unauthorized = (text: string = apiTexts.logInAgain) => new ApiError(401, 'unauthorized', text);
export const forbidden = () => new ApiError(403, 'forbidden', apiTexts.notYours);
export const notFound = (text: string = apiTexts.notFound) => new ApiError(404, 'not_found', text);
export const rateLimited = (retryAfterSeconds: number, text: string = apiTexts.tooManyRequests) =>
  new ApiError(429, 'rate_limited', text, { retryAfterSeconds });

function body(error: ApiError): ApiErrorBody {
  const message: ApiErrorBody['message'] = { status: 'error', reason: error.reason, text: error.text };
  if (error.extra.errors) message.errors = error.extra.errors;
  if (error.extra.retryAfterSeconds !== undefined) message.retry_after_seconds = error.extra.retryAfterSeconds;
  return { exc_type: error.statusCode === 417 ? 'ValidationError' : excType(error.statusCode), message };
}

function excType(statusCode: number): string {
  if (statusCode === 401) return 'AuthenticationError';
  if (statusCode === 403) return 'PermissionError';
  if (statusCode === 404) return 'DoesNotExistError';
  if (statusCode === 409) return 'DuplicateEntryError';
  if (statusCode === 429) return 'RateLimitExceededError';
  if (statusCode >= 500) return 'ServerError';
  return 'ValidationError';
}

export function sendError(reply: FastifyReply, error: ApiError) {
  if (error.extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body(error));
}

interface FieldIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  keys?: readonly string[];
}

/** Field → message, the first issue of each field (paths joined with dots); an unknown field is named. */
export function fieldErrorsOf(
  issues: readonly FieldIssue[],
  fieldNames: Record<string, string>,
): Record<string, string> {
  const errors = new Map<string, string>();
  const report = (field: string, message: string) => {
    const name = fieldNames[field] ?? field;
    if (!errors.has(name)) errors.set(name, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? [])
        report([...issue.path, key].join('.'), apiTexts.unknownField(key.slice(0, 40)));
    } else report(issue.path.join('.') || 'body', issue.message);
  }
  return Object.fromEntries(errors);
}

/**
 * Route config: request values reported under other names, the form fields the browser shows
 * (`phone_no` → `mobile`); a function of the request when the form depends on what was sent.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    fieldNames?: Record<string, string> | ((request: FastifyRequest) => Record<string, string>);
  }
}

/** Wire field → form field, from a form's form field → wire field map. */
export const reportedAsForm = (wireFields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(wireFields).map(([formField, wireField]) => [wireField, formField]));

/**
 * Fastify's validation failure as the contract's error: 417 with field → message; 400 when the
 * body is not a JSON object at all, or a header is wrong (no form field shows it).
 */
function fromValidationError(error: FastifyError, fieldNames: Record<string, string> = {}): ApiError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.split('/').slice(1).filter(Boolean),
    code: issue.keyword,
    message: issue.message ?? '',
    keys: (issue.params as { keys?: string[] }).keys,
  }));
  const notAnObject = issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
  if (error.validationContext === 'body' && notAnObject) return badRequest(apiTexts.notAnObject);
  if (error.validationContext === 'headers') return badRequest(issues[0]?.message ?? apiTexts.invalidHeader);
  return validationFailed(fieldErrorsOf(issues, fieldNames));
}

/** Fastify's and its plugins' own errors, translated into the contract's reasons. */
function fromFrameworkError(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'unsupported_media', apiTexts.unsupportedMedia);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'payload_too_large', apiTexts.tooLarge);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(apiTexts.notJson);
  }
  if (status === 401) return unauthorized();
  if (status === 403) return forbidden();
  if (status === 404) return notFound();
  if (status === 413) return new ApiError(413, 'payload_too_large', apiTexts.tooLarge);
  if (status === 415) return new ApiError(415, 'unsupported_media', apiTexts.unsupportedMedia);
  if (status === 429) return rateLimited(60);
  if (status >= 400 && status < 500) return badRequest(apiTexts.unreadable);
  return new ApiError(500, 'server_error', apiTexts.serverError);
}

/**
 * The client hung up before its request arrived whole (Node's request stream fails with "aborted").
 * That is the client's doing, not a fault of ours nor a lost database connection.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  if (error instanceof ApiError) return false;
  const raw = request.raw;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const aborted = raw.readableAborted || (raw as { aborted?: boolean }).aborted === true;
  return (
    aborted &&
    (code === 'ECONNRESET' || code === 'ECONNABORTED' || message === 'aborted' || raw.socket?.destroyed === true)
  );
}

function fieldNamesOf(request: FastifyRequest): Record<string, string> | undefined {
  const { fieldNames } = request.routeOptions.config;
  return typeof fieldNames === 'function' ? fieldNames(request) : fieldNames;
}

/** Every reply is JSON of the contract's error shape: unknown routes, bad bodies and crashes included. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (isClientAbort(error, request)) {
      request.log.info({ code: (error as FastifyError).code }, 'client aborted the request');
      // Nobody is listening; the reply goes nowhere, but it ends the request cleanly.
      return sendError(reply, badRequest(apiTexts.notWhole));
    }
    const apiError =
      error instanceof ApiError
        ? error
        : (fromValidationError(error, fieldNamesOf(request)) ??
          (isConnectionLost(error)
            ? new ApiError(503, 'server_error', apiTexts.databaseDown)
            : fromFrameworkError(error)));
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof ApiError)) request.log.info({ code: (error as FastifyError).code }, 'request rejected');
    return sendError(reply, apiError);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, notFound(apiTexts.noSuchRoute)));
}

/** Errors Fastify raises before a route is chosen (a URL that cannot be decoded): the same JSON. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, fromFrameworkError(error));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL too large,
 * malformed request lines) is answered in the same JSON shape, on the raw socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError(431, 'payload_too_large', apiTexts.headersTooLarge)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new ApiError(408, 'validation', apiTexts.tooSlow)
        : badRequest(apiTexts.unreadable);
  const content = JSON.stringify(body(apiError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${apiError.statusCode} Error\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(content)}\r\n\r\n${content}`,
    );
  }
  socket.destroy(error);
}
