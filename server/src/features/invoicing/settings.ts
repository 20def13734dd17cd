import { GSTIN_PATTERN, gstinCheckCharacter, site } from '@site/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import { PRODUCTION, refuse, settings, text } from '../../settings';
import type { InvoicingSettings } from './documents';

/**
 * Capitals and digits, at most 3: the start of every invoice number (`SUV`/26-27/000123) and, with a `C`, of
 * every credit note's (`SUVC`/26-27/00001), which must fit in GST rule 46's 16 characters.
 */
const invoicePrefix = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || 'SUV')
    .refine((prefix) => /^[A-Z0-9]{1,3}$/.test(prefix), `${name} must be 1 to 3 capital letters or digits, e.g. SUV`);

/**
 * The seller's GSTIN printed on every invoice: 15 characters with a valid check character. Outside
 * production an unset one is a made-up GSTIN of the company's state, so that development issues invoices.
 */
const sellerGstin = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toUpperCase() || undefined)
    .refine(
      (gstin) => gstin === undefined || (GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin) === gstin[14]),
      `${name} must be a GSTIN: 15 characters with a valid check character`,
    );

/** Made up (PAN AAACS0000A is nobody's), valid in form: for development and tests only. */
export const DEVELOPMENT_SELLER_GSTIN = '24AAACS0000A1ZM';

/** Tax invoices and credit notes (docs/decisions/0019): their series and the seller they print. */
export const invoicingConfig = settings({
  production: PRODUCTION,
  invoicing: {
    /** `SUV`: invoices `SUV/26-27/000123`, credit notes `SUVC/26-27/00001`. */
    seriesPrefix: ['INVOICE_SERIES_PREFIX', invoicePrefix],
    sellerName: ['SELLER_NAME', text(site.legalName)],
    /** Printed as written; `;` or a new line starts a line. */
    sellerAddress: ['SELLER_ADDRESS', text(site.headOffice.lines.join('; '))],
    /** Required in production: a dispatched order must get its tax invoice. */
    sellerGstin: ['SELLER_GSTIN', sellerGstin],
  },
}).transform(({ production, invoicing }, context) => {
  if (production && !invoicing.sellerGstin)
    return refuse(context, 'SELLER_GSTIN is required in production: every dispatched order gets a tax invoice with it');
  return { production, invoicing: { ...invoicing, sellerGstin: invoicing.sellerGstin ?? DEVELOPMENT_SELLER_GSTIN } };
});

/** The invoicing settings of a configuration: the series' prefix and the seller printed on each document. */
export const invoicingSettings = (config: Config): InvoicingSettings => ({
  seriesPrefix: config.invoicing.seriesPrefix,
  seller: {
    name: config.invoicing.sellerName,
    address: config.invoicing.sellerAddress,
    state: config.ordering.companyState,
    gstin: config.invoicing.sellerGstin,
  },
});
