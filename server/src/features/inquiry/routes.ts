import { randomUUID } from 'node:crypto';
import {
  CONTACT_FORM_WIRE_FIELDS,
  contactFormFromPayload,
  contactFormSchema,
  fieldErrors,
  IDEMPOTENCY_KEY_HEADER,
  inquiryAcceptedSchema,
  inquiryTypeSchema,
  INQUIRY_HONEYPOT_FIELD,
  PARTNER_FORM_WIRE_FIELDS,
  partnerFormFromPayload,
  partnerFormSchema,
} from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { reportedAsForm } from '../../http/errors';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath, failure, success } from '../../http/route-schemas';
import { ourPagesOnly } from '../../http/same-site';
import { ok } from '../../http/reply';
import { sha256 } from '../../lib/crypto';
import { isPlainObject, notTextMessage, textErrors } from '../../lib/validate';
import type { InquiryMailer } from '../../mail/inquiry-mail';
import { INQUIRY_COLUMNS, type InquiryRecord, storeInquiry } from './service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

const LONG_TEXT_FIELDS = new Set(['comment', 'business_address']);
const maxLength = (field: string) => (LONG_TEXT_FIELDS.has(field) ? 2000 : field === 'email' ? 254 : 200);

function recordFrom(payload: Record<string, unknown>): InquiryRecord {
  const record = {} as InquiryRecord;
  for (const column of INQUIRY_COLUMNS) {
    const value = payload[column];
    record[column] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return record;
}

export interface InquiryRouteOptions {
  db: Database;
  config: Config;
  mailer: InquiryMailer | null;
  now: () => Date;
}

/** A column as this server takes it: text or null; the form's rules say which may be left empty. */
const column = z.string(notTextMessage).nullable().optional();

/**
 * The payload with the rules of the form its `inquiry_type` names, and the server's text limits on
 * every column; errors of a form's field are keyed by that field (`inquiryFieldNames`).
 */
const inquiryBodySchema = z
  .object({
    ...(Object.fromEntries(INQUIRY_COLUMNS.map((name) => [name, column])) as Record<
      (typeof INQUIRY_COLUMNS)[number],
      typeof column
    >),
    inquiry_type: z.enum(inquiryTypeSchema.options, 'inquiry_type must be distributor or contact.'),
  })
  .superRefine(
    (payload, context) => {
      if (!isPlainObject(payload)) return;
      const formErrors =
        payload.inquiry_type === 'distributor'
          ? fieldErrors(partnerFormSchema, partnerFormFromPayload(payload))
          : payload.inquiry_type === 'contact'
            ? fieldErrors(contactFormSchema, contactFormFromPayload(payload))
            : {};
      // The form's message first: a field reports its first issue.
      for (const [field, message] of [...Object.entries(formErrors), ...Object.entries(textErrors(payload, maxLength))])
        context.addIssue({ code: 'custom', path: [field], message });
    },
    { when: () => true },
  );

const reportedAs = {
  distributor: reportedAsForm(PARTNER_FORM_WIRE_FIELDS),
  contact: reportedAsForm(CONTACT_FORM_WIRE_FIELDS),
};
/** A column is reported as the field of the form its `inquiry_type` names. */
const inquiryFieldNames = (request: FastifyRequest) => {
  const type = isPlainObject(request.body) ? request.body.inquiry_type : undefined;
  return type === 'distributor' || type === 'contact' ? reportedAs[type] : {};
};

const schema = {
  summary: 'Store a partner or contact inquiry',
  description:
    'Optional `Idempotency-Key` header, scoped to the sender: the same key with the same payload returns the first reply; with a different payload it is refused (422). Rate-limited per address.',
  body: inquiryBodySchema,
  headers: z.looseObject({
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
      .string()
      .regex(IDEMPOTENCY_KEY, `Invalid ${IDEMPOTENCY_KEY_HEADER} header.`)
      .optional()
      .describe('1 to 128 printable ASCII characters'),
  }),
  response: {
    200: success(inquiryAcceptedSchema),
    400: failure(
      'Not from our pages (no JSON content type, no X-Requested-With), not a JSON object, or a bad Idempotency-Key',
    ),
    413: failure('payload_too_large'),
    415: failure('unsupported_media'),
    417: failure('Validation'),
    422: failure('Idempotency-Key reused with a different payload'),
    429: failure('rate_limited'),
  },
};

/**
 * `preValidation`: a filled trap is a bot's. It is answered as if the inquiry were stored, before any
 * rule is judged, so the bot learns nothing; nothing is stored or mailed.
 */
async function answerTrappedBots(request: FastifyRequest, reply: FastifyReply) {
  const trap = isPlainObject(request.body) ? request.body[INQUIRY_HONEYPOT_FIELD] : undefined;
  if (typeof trap !== 'string' || trap.trim() === '') return;
  request.log.info('inquiry honeypot filled; nothing stored');
  return reply.send(ok({ name: randomUUID() }));
}

export async function inquiryRoutes(fastify: FastifyInstance, options: InquiryRouteOptions) {
  const { db, config, mailer, now } = options;
  const app = useFastifyValidation(fastify);
  const routeOptions = ourPagesOnly(schema, config.rateLimits.inquiryPerHour, '1 hour');

  app.post(
    methodPath('createWebsiteInquiry'),
    {
      ...routeOptions,
      preValidation: answerTrappedBots,
      config: { ...routeOptions.config, fieldNames: inquiryFieldNames },
    },
    async (request) => {
      const payload = request.body;
      // Validated by the route's header schema; Node's type still allows a list.
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const idempotencyKey = typeof header === 'string' ? header : null;
      const record = recordFrom(payload);
      const payloadHash = sha256(
        JSON.stringify([request.clientKey, ...INQUIRY_COLUMNS.map((column) => record[column])]),
      );
      const { id, created } = await storeInquiry(db, {
        record,
        clientAddress: request.clientKey,
        idempotencyKey,
        payloadHash,
        duplicateWindowSeconds: config.inquiry.duplicateWindowSeconds,
        now: now(),
      });
      if (created && mailer) {
        // The inquiry is stored either way; a mail failure is logged, not shown to the visitor.
        mailer.sendInquiry(id, record).catch((error: unknown) => {
          request.log.error({ err: error, inquiry: id }, 'inquiry mail failed');
        });
      }
      return ok({ name: id });
    },
  );
}
