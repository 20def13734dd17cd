import { z } from './zod';

/**
 * Tax invoices and credit notes (docs/decisions/0019-tax-invoices.md): issued by the server when staff
 * dispatch an order (a credit note when they cancel one after that), kept as issued, and downloaded as PDF
 * files. Mounted under `/api/method/` like `methodPaths`.
 */
export const invoicingMethodPaths = {
  /** GET, token: `name` (one of the retailer's orders) and `kind` → the PDF, as an attachment; 404 otherwise. */
  downloadTaxDocument: 'retailer_app.api.invoicing.download_tax_document',
} as const;
export type InvoicingMethodName = keyof typeof invoicingMethodPaths;

/** The back office's download: any order, for staff of the sales role and up (the `site_staff` cookie). */
export const officeInvoicingMethodPaths = {
  /** GET, staff: `name` (any order) and `kind` → the PDF, as an attachment; 404 when it has none. */
  downloadOrderTaxDocument: 'retailer_app.api.office.download_tax_document',
} as const;
export type OfficeInvoicingMethodName = keyof typeof officeInvoicingMethodPaths;
export const officeInvoicingAccess: Record<OfficeInvoicingMethodName, 'sales'> = {
  downloadOrderTaxDocument: 'sales',
};

/** An invoice at dispatch; a credit note when an invoiced order is cancelled. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const invoicingTexts = {
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  /** The link's accessible name beside its number. */
  invoiceNumbered: (number: string) => `Tax invoice ${number}`,
  creditNoteNumbered: (number: string) => `Credit note ${number}`,
  documentsHeading: 'Tax documents',
  invoiceNotFound: 'This order has no tax invoice.',
  creditNoteNotFound: 'This order has no credit note.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  kindInvalid: 'kind must be invoice or credit_note.',
  nameRequired: 'Order number is required.',
} as const;

/** `GET` query of both downloads. */
export const taxDocumentQuerySchema = z.strictObject({
  name: z.string(invoicingTexts.nameRequired).min(1, invoicingTexts.nameRequired).max(40, invoicingTexts.nameRequired),
  kind: z.enum(TAX_DOCUMENT_KINDS, invoicingTexts.kindInvalid).default('invoice'),
});
export type TaxDocumentQuery = z.input<typeof taxDocumentQuerySchema>;

/** A tax document as an order's reply names it; the file is `taxDocumentFileName(number)`. */
export const taxDocumentRefSchema = z.object({
  number: z
    .string()
    .describe(
      'e.g. SUV/26-27/000123 (invoice) or SUVC/26-27/00001 (credit note); at most 16 characters (GST rule 46); earlier ones as issued (SUV/2026-27/000123)',
    ),
  issued_at: z.string().describe('ISO 8601'),
});
export type TaxDocumentRef = z.infer<typeof taxDocumentRefSchema>;

/** The fields an order's reply carries: null until issued (absent from servers before invoicing). */
export const orderTaxDocumentsShape = {
  invoice: taxDocumentRefSchema.nullable().optional().describe('Its GST tax invoice, issued at dispatch'),
  credit_note: taxDocumentRefSchema
    .nullable()
    .optional()
    .describe('The credit note cancelling the invoice (an order cancelled after dispatch)'),
};

/** `SUV/26-27/000123` → `SUV-26-27-000123.pdf`: a file name without a path separator. */
export const taxDocumentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
