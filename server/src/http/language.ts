import {
  DEFAULT_LANGUAGE,
  type Language,
  languageOfAcceptLanguage,
  METHOD_PREFIX,
  officeMethodPaths,
} from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The office speaks English whatever the staff's browser asks for (docs/product.md#languages). */
const OFFICE_ROUTES = new Set(Object.values(officeMethodPaths).map((method) => `${METHOD_PREFIX}/${method}`));

/**
 * The language of a request's human messages: its `Accept-Language` (`hi`, `gu`, with q-values), English
 * for anything else, for none (the ERP's Frappe client) and for the office.
 */
export function replyLanguage(request: FastifyRequest): Language {
  if (OFFICE_ROUTES.has(request.routeOptions.url ?? '')) return DEFAULT_LANGUAGE;
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

/** An error reply's human words, the ones `ApiErrorBody` and the cart's 409 carry. */
interface ErrorMessage {
  status: 'error';
  text?: unknown;
  errors?: Record<string, unknown>;
  changes?: { text?: unknown }[];
}

const isErrorMessage = (value: unknown): value is ErrorMessage =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'error';

const say = (text: unknown, language: Language) => (typeof text === 'string' ? inLanguage(text, language) : text);

/** The same error message, its words in `language`; its reason, fields and figures unchanged. */
function translated(message: ErrorMessage, language: Language): ErrorMessage {
  const result: ErrorMessage = { ...message, text: say(message.text, language) };
  if (message.errors) {
    result.errors = Object.fromEntries(
      Object.entries(message.errors).map(([field, text]) => [field, say(text, language)]),
    );
  }
  if (Array.isArray(message.changes)) {
    result.changes = message.changes.map((change) => ({ ...change, text: say(change.text, language) }));
  }
  return result;
}

/**
 * Every error reply says its words in the request's language, in this one place: routes, validation and
 * the error handler write the contract's English, which stays the reply for English and for clients that
 * name no language. Reason codes never change. Replies that vary say so to caches.
 */
export function registerReplyLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const message = (payload as { message?: unknown } | null)?.message;
    if (!isErrorMessage(message)) return payload;
    const vary = reply.getHeader('vary');
    if (!/accept-language/i.test(String(vary ?? '')))
      void reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    const language = replyLanguage(request);
    if (language === DEFAULT_LANGUAGE) return payload;
    void reply.header('content-language', language);
    return { ...(payload as object), message: translated(message, language) };
  });
}
