import { invoicingTexts as t, type TaxDocumentKind, taxDocumentFileName, taxDocumentQuerySchema } from '@site/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { type AuthContext, requireToken, signedInCustomer } from '../../http/auth';
import { notFound } from '../../http/errors';
import { STAFF_SECURITY, TOKEN_SECURITY } from '../../http/openapi';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath, failure, staffFailures } from '../../http/route-schemas';
import { requireStaff } from '../../http/staff-session';
import { findTaxDocument } from './documents';
import { renderTaxDocument } from './pdf';

export interface InvoicingRouteOptions {
  db: Database;
  config: Config;
  auth: AuthContext;
  now: () => Date;
}

const pdfReply = {
  200: z.string().describe('application/pdf, as an attachment named after the number (SUV-26-27-000123.pdf)'),
  404: failure('No such order, or no such document of it'),
  417: failure('Validation (field → message)'),
};

const notIssued = (kind: TaxDocumentKind) => notFound(kind === 'invoice' ? t.invoiceNotFound : t.creditNoteNotFound);

async function sendDocument(
  reply: FastifyReply,
  document: Awaited<ReturnType<typeof findTaxDocument>>,
  kind: TaxDocumentKind,
) {
  if (!document) throw notIssued(kind);
  const pdf = await renderTaxDocument(document);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${taxDocumentFileName(document.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The downloads of an order's tax documents: the retailer's own orders by token, any order by staff. */
export async function invoicingRoutes(fastify: FastifyInstance, options: InvoicingRouteOptions) {
  const { db, auth } = options;
  const app = useFastifyValidation(fastify);

  app.get(
    methodPath('downloadTaxDocument'),
    {
      preValidation: requireToken(auth),
      schema: {
        summary: "One of the retailer's orders' tax invoice or credit note, as a PDF file",
        security: TOKEN_SECURITY,
        querystring: taxDocumentQuerySchema,
        produces: ['application/pdf'],
        response: { ...pdfReply, 401: failure('unauthorized') },
      },
    },
    async (request, reply) => {
      const { name, kind } = request.query;
      // Another retailer's order is not found either.
      return sendDocument(reply, await findTaxDocument(db, name, kind, signedInCustomer(request)), kind);
    },
  );

  app.get(
    methodPath('downloadOrderTaxDocument'),
    {
      preValidation: requireStaff(options, 'sales'),
      schema: {
        summary: "An order's tax invoice or credit note, as a PDF file",
        security: STAFF_SECURITY,
        querystring: taxDocumentQuerySchema,
        produces: ['application/pdf'],
        response: { ...pdfReply, ...staffFailures },
      },
    },
    async (request, reply) => {
      const { name, kind } = request.query;
      return sendDocument(reply, await findTaxDocument(db, name, kind), kind);
    },
  );
}
