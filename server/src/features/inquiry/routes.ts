import { randomUUID } from 'node:crypto';
import {
  contactFormFromPayload,
  contactFormSchema,
  IDEMPOTENCY_KEY_HEADER,
  inquiryAcceptedSchema,
  INQUIRY_HONEYPOT_FIELD,
  METHOD_PREFIX,
  methodPaths,
  partnerFormFromPayload,
  partnerFormSchema,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { websiteInquiryPayloadSchema } from '@site/contract';
import { badRequest, validationFailed } from '../../http/errors';
import { type ContractTypeProvider, failure, success } from '../../http/schemas';
import { ourPagesOnly } from '../../http/same-site';
import { sha256 } from '../../lib/crypto';
import { assertValid, isPlainObject, notTextErrors, textErrors } from '../../lib/validate';
import type { InquiryMailer } from '../../mail/inquiry-mail';
import { INQUIRY_COLUMNS, type InquiryRecord, storeInquiry } from './service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

const LONG_TEXT_FIELDS = new Set(['comment', 'message', 'businessAdress', 'business_address']);
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

const schema = {
  summary: 'Store a partner or contact inquiry',
  description:
    'Optional `Idempotency-Key` header, scoped to the sender: the same key with the same payload returns the first reply; with a different payload it is refused (422). Rate-limited per address.',
  // Fields a form leaves out may be missing; the form's own rules say which it requires.
  body: websiteInquiryPayloadSchema.partial().required({ inquiry_type: true }),
  headers: z.object({
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().optional().describe('1 to 128 printable ASCII characters'),
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

export async function inquiryRoutes(fastify: FastifyInstance, options: InquiryRouteOptions) {
  const { db, config, mailer, now } = options;
  const app = fastify.withTypeProvider<ContractTypeProvider>();

  app.post(
    `${METHOD_PREFIX}/${methodPaths.createWebsiteInquiry}`,
    ourPagesOnly(schema, config.rateLimits.inquiryPerHour, '1 hour'),
    async (request) => {
      const payload = request.body;
      if (!isPlainObject(payload)) throw badRequest('Send the inquiry as a JSON object.');
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const idempotencyKey = typeof header === 'string' ? header : null;
      if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw badRequest('Invalid Idempotency-Key header.');

      const honeypot = payload[INQUIRY_HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        request.log.info('inquiry honeypot filled; nothing stored');
        return { message: { status: 'success' as const, name: randomUUID() } };
      }

      const type = payload.inquiry_type;
      if (type !== 'distributor' && type !== 'contact') {
        throw validationFailed({}, 'inquiry_type must be distributor or contact.');
      }
      const [schema, form] =
        type === 'distributor'
          ? [partnerFormSchema, partnerFormFromPayload(payload)]
          : [contactFormSchema, contactFormFromPayload(payload)];
      assertValid(schema, form, (values) => textErrors(values, maxLength));
      const columnErrors = { ...textErrors(payload, maxLength), ...notTextErrors(payload, INQUIRY_COLUMNS) };
      if (Object.keys(columnErrors).length > 0) throw validationFailed(columnErrors);

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
      return { message: { status: 'success' as const, name: id } };
    },
  );
}
