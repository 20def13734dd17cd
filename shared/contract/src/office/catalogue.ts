import { acceptedMoment } from '../dates';
import { MAX_LINE_QTY, smallestQuantity } from '../ordering/messages';
import { LANGUAGES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../i18n/languages';
import { WHOLE_IN_BASIS_POINTS } from '../money';
import { z } from '../zod';

/**
 * The catalogue that admins run (docs/decisions/0020): packs (price, MRP, stock, ordering rules, picture),
 * schemes and the GST rate by the moment it takes effect. Reads are the sales role's (admin ⊇ sales); every
 * change is an admin's and goes to the audit log. Money is integer paise and percentages integer basis points
 * on the wire; the office's forms take rupees and percents as typed and convert them (`@site/contract/money`).
 * The methods' paths: `catalogue-paths.ts`.
 */

/** The multipart field of a pack's picture. */
export const PACK_PICTURE_FIELD = 'file';
/** The most a price, an MRP, a cap or a minimum order may be: ₹1 crore, in paise. */
export const MAX_CATALOGUE_PAISE = 1_000_000_000;
export const MAX_PACK_QTY = 100_000;
export const MAX_PACK_NAME_LENGTH = 140;
export const MAX_PACK_TEXT_LENGTH = 2000;

// ---- Texts --------------------------------------------------------------------------------------

export const catalogueTexts = {
  packNotFound: 'No such pack.',
  schemeNotFound: 'No such scheme.',
  itemCodeInvalid: 'Use 1 to 64 lower-case letters, digits and hyphens, e.g. suvasa-2g-96.',
  itemCodeTaken: 'A pack with this item code exists.',
  productRequired: 'Give the product, e.g. suvasa-2g.',
  nameRequired: 'Give the pack a name.',
  nameTooLong: `Keep the name to ${MAX_PACK_NAME_LENGTH} characters.`,
  textTooLong: `Keep this to ${MAX_PACK_TEXT_LENGTH} characters.`,
  weightInvalid: 'Give the weight of a sachet in whole grams, 1 to 1000.',
  packSizeInvalid: `Give the sachets per pack as a whole number, 1 to ${MAX_PACK_QTY}.`,
  amountInvalid: 'Give an amount in rupees, e.g. 480 or 480.50.',
  amountPositive: 'Give an amount above ₹0.',
  amountTooLarge: 'Give an amount up to ₹1,00,00,000.',
  priceAboveMrp: 'The price cannot be above the MRP.',
  stockInvalid: `Give the packs in stock as a whole number, 0 to ${MAX_PACK_QTY}.`,
  minOrderQtyInvalid: `Give the fewest packs a cart may hold as a whole number, 1 to ${MAX_LINE_QTY}.`,
  caseMultipleInvalid: `Give the case multiple as a whole number, 1 to ${MAX_LINE_QTY}.`,
  /** The minimum rounded up to whole cases is the fewest a cart line may hold: past the line's most, none can. */
  smallestOrderTooLarge: (smallest: number) =>
    `No cart can take this pack: its smallest order, ${smallest} packs (the minimum in whole cases), is above the ${MAX_LINE_QTY} packs a cart line holds.`,
  pictureRequired: 'Choose a picture: a JPEG, PNG or WebP file.',
  pictureUnsupported: 'The pack picture must be a JPEG, PNG or WebP picture.',
  percentInvalid: 'Give a percentage above 0 and up to 100, e.g. 10 or 12.5.',
  capInvalid: 'Give the most the scheme takes off: an amount above ₹0.',
  minOrderInvalid: 'Give the minimum order value: ₹0 or more.',
  momentInvalid: 'Give a date and time.',
  validUptoBeforeFrom: 'The end must be after the start.',
  schemeEnded: 'This scheme has ended already.',
  gstPercentInvalid: 'Give the GST rate as a percentage from 0 to 100, e.g. 40.',
  gstFromInPast: 'A new rate takes effect now or later, never in the past.',
  gstFromTaken: 'A rate already takes effect at that moment.',
  visibilityInvalid: 'Choose Published or Hidden.',
  languageUnknown: `Translate into ${TRANSLATED_LANGUAGES.map((code) => `${LANGUAGES[code]} (${code})`).join(' or ')}.`,
  priceLabel: 'Price (incl. GST)',
} as const;

const m = catalogueTexts;

// ---- Moments in the forms, ISO 8601 on the wire ----------------------------------------------------

/** A `datetime-local` value ("2026-12-01T09:30"), read as a time in India, → ISO 8601 with its offset. */
export function indiaLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  const parsed = new Date(`${withSeconds}+05:30`);
  return Number.isNaN(parsed.getTime()) ? null : `${withSeconds}+05:30`;
}

/** An ISO moment → the `datetime-local` value of that moment in India. */
export function isoToIndiaLocal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

// ---- Request bodies -----------------------------------------------------------------------------

const itemCode = z
  .string(m.itemCodeInvalid)
  .regex(/^[a-z0-9-]{1,64}$/, m.itemCodeInvalid)
  .describe('e.g. suvasa-2g-48');
const wholeNumber = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);
const paise = (tooLow: string, min: number) =>
  z
    .number(m.amountInvalid)
    .int(m.amountInvalid)
    .min(min, tooLow)
    .max(MAX_CATALOGUE_PAISE, m.amountTooLarge)
    .describe('In paise');
const moment = acceptedMoment(m.momentInvalid);
/** A percentage in whole basis points, from `lowest` up to 100 % (10000); every fault says `message`. */
const basisPoints = (message: string, lowest: number) =>
  z.number(message).int(message).min(lowest, message).max(WHOLE_IN_BASIS_POINTS, message);

const editablePackFields = {
  web_item_name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(MAX_PACK_NAME_LENGTH, m.nameTooLong),
  pack_size: wholeNumber(m.packSizeInvalid, 1, MAX_PACK_QTY).describe('Sachets per pack'),
  rate_paise: paise(m.amountPositive, 1).describe('The price per pack in paise, GST included; never above the MRP'),
  mrp_paise: paise(m.amountPositive, 1).describe('The printed MRP in paise'),
  stock_qty: wholeNumber(m.stockInvalid, 0, MAX_PACK_QTY).describe('Packs in the warehouse; 0: out of stock'),
  published: z.boolean().describe('Shown on the site and orderable'),
  min_order_qty: wholeNumber(m.minOrderQtyInvalid, 1, MAX_LINE_QTY).describe(
    'The fewest packs a cart may hold; in whole cases, within a cart line',
  ),
  case_multiple: wholeNumber(m.caseMultipleInvalid, 1, MAX_LINE_QTY).describe('A cart holds multiples of this'),
};

/** A pack no cart line can hold cannot be ordered: its smallest order must fit one. */
export const orderableInOneLine = (
  pack: { min_order_qty: number; case_multiple: number },
  context: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void },
) => {
  const withinLine = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QTY;
  // A number off its own rule is told by that rule alone.
  if (!withinLine(pack.min_order_qty) || !withinLine(pack.case_multiple)) return;
  const smallest = smallestQuantity(pack.min_order_qty, pack.case_multiple);
  if (smallest > MAX_LINE_QTY)
    context.addIssue({ code: 'custom', message: m.smallestOrderTooLarge(smallest), path: ['min_order_qty'] });
};
const priceWithinMrp = {
  check: (pack: { rate_paise: number; mrp_paise: number }) => pack.rate_paise <= pack.mrp_paise,
  error: { message: m.priceAboveMrp, path: ['rate_paise'] },
};

export const updatePackBodySchema = z
  .strictObject({ item_code: itemCode, ...editablePackFields })
  .refine(priceWithinMrp.check, priceWithinMrp.error)
  .superRefine(orderableInOneLine);
export type UpdatePackBody = z.input<typeof updatePackBodySchema>;

export const createPackBodySchema = z
  .strictObject({
    item_code: itemCode,
    variant_of: z
      .string(m.productRequired)
      .regex(/^[a-z0-9-]{1,64}$/, m.productRequired)
      .describe('The product (template item): suvasa-2g, suvasa-4g'),
    weight_grams: wholeNumber(m.weightInvalid, 1, 1000).describe('Grams per sachet'),
    short_description: z
      .string()
      .trim()
      .max(MAX_PACK_TEXT_LENGTH, m.textTooLong)
      .optional()
      .describe("Empty: the product's other packs' (or a line naming the pack)"),
    ...editablePackFields,
  })
  .refine(priceWithinMrp.check, priceWithinMrp.error)
  .superRefine(orderableInOneLine);
export type CreatePackBody = z.input<typeof createPackBodySchema>;

/** One schema per translated language, keyed by its code. */
export const perTranslatedLanguage = <T>(schema: T) =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, schema])) as Record<TranslatedLanguage, T>;

/** A pack's name and description in one language; either empty: the site shows the English one. */
export const packTranslationSchema = z.strictObject({
  web_item_name: z.string(m.nameTooLong).trim().max(MAX_PACK_NAME_LENGTH, m.nameTooLong).describe('Empty: the English'),
  short_description: z
    .string(m.textTooLong)
    .trim()
    .max(MAX_PACK_TEXT_LENGTH, m.textTooLong)
    .describe('Empty: the English'),
});

/**
 * A pack's name and description in the languages given (hi, gu, …); a language not given keeps what it has.
 * Keyed by language so that each field's message lands under its field (`translations.hi.web_item_name`).
 */
export const setPackTranslationsBodySchema = z.strictObject({
  item_code: itemCode,
  translations: z
    .record(z.string(), packTranslationSchema)
    .superRefine((translations, context) => {
      for (const language of Object.keys(translations))
        if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language))
          context.addIssue({ code: 'custom', message: m.languageUnknown, path: [language] });
    })
    .describe(`By language: ${TRANSLATED_LANGUAGES.join(', ')}`),
});
export type SetPackTranslationsBody = z.input<typeof setPackTranslationsBodySchema>;

/** The picture upload's fields as Fastify validates them (the multipart body read into an object). */
export const packPictureBodySchema = z.strictObject({
  item_code: itemCode,
  [PACK_PICTURE_FIELD]: z.file(m.pictureRequired).describe('JPEG, PNG or WebP; stored re-encoded as WebP'),
});

const schemeTerms = {
  discount_basis_points: basisPoints(m.percentInvalid, 1).describe('e.g. 1250 for 12.5 %'),
  max_discount_paise: paise(m.capInvalid, 1).describe('The most it takes off, in paise'),
  min_subtotal_paise: paise(m.minOrderInvalid, 0).describe('Applies from this subtotal, in paise'),
  valid_from: moment.nullable().describe('null: from now on'),
  valid_upto: moment.nullable().describe('null: until ended'),
};
const fromBeforeUpto = {
  check: (terms: { valid_from: string | null; valid_upto: string | null }) =>
    !terms.valid_from || !terms.valid_upto || Date.parse(terms.valid_upto) > Date.parse(terms.valid_from),
  error: { message: m.validUptoBeforeFrom, path: ['valid_upto'] },
};

const schemeName = z.string(m.schemeNotFound).min(1, m.schemeNotFound).max(64, m.schemeNotFound);

export const createSchemeBodySchema = z.strictObject(schemeTerms).refine(fromBeforeUpto.check, fromBeforeUpto.error);
export type CreateSchemeBody = z.input<typeof createSchemeBodySchema>;

export const updateSchemeBodySchema = z
  .strictObject({ name: schemeName, ...schemeTerms })
  .refine(fromBeforeUpto.check, fromBeforeUpto.error);
export type UpdateSchemeBody = z.input<typeof updateSchemeBodySchema>;

export const schemeNameBodySchema = z.strictObject({ name: schemeName });

export const addGstRateBodySchema = z.strictObject({
  basis_points: basisPoints(m.gstPercentInvalid, 0).describe('e.g. 4000 for 40 %'),
  effective_from: moment.describe('Now or later: orders placed from this moment use the rate'),
});
export type AddGstRateBody = z.input<typeof addGstRateBodySchema>;

// ---- Replies ------------------------------------------------------------------------------------

const success = z.literal('success');
const isoTime = (description: string) => z.string().describe(`${description} (ISO 8601)`);

export const officePackSchema = z.object({
  item_code: z.string(),
  variant_of: z.string(),
  web_item_name: z.string(),
  weight_grams: z.number().int(),
  pack_size: z.number().int(),
  rate_paise: z.number().int().describe('GST included'),
  mrp_paise: z.number().int(),
  stock_qty: z.number().int(),
  published: z.boolean(),
  min_order_qty: z.number().int(),
  case_multiple: z.number().int(),
  route: z.string().describe('The product page: product-details/<item_code>'),
  picture: z.string().nullable().describe('The uploaded picture, /files/<random>.webp; null: the artwork'),
  translations: z
    .object(perTranslatedLanguage(z.object({ web_item_name: z.string(), short_description: z.string() })))
    .describe('Its name and description in each translated language; empty: the English is shown'),
  modified: isoTime('Last changed'),
});
export type OfficePack = z.infer<typeof officePackSchema>;

export const packListSchema = z.object({ status: success, packs: z.array(officePackSchema) });
export const packReplySchema = z.object({ status: success, pack: officePackSchema });

export const SCHEME_STATES = ['Live', 'Scheduled', 'Ended'] as const;
export type SchemeState = (typeof SCHEME_STATES)[number];

export const officeSchemeSchema = z.object({
  name: z.string(),
  title: z.string().describe('As the cart shows it: 10% OFF up to ₹100'),
  discount_basis_points: z.number().int().describe('e.g. 1000 for 10 %'),
  max_discount_paise: z.number().int(),
  min_subtotal_paise: z.number().int(),
  valid_from: isoTime('From').nullable(),
  valid_upto: isoTime('Until').nullable(),
  disabled: z.boolean(),
  state: z.enum(SCHEME_STATES).describe('Live now, Scheduled to start, or Ended (disabled or past its end)'),
  modified: isoTime('Last changed'),
});
export type OfficeScheme = z.infer<typeof officeSchemeSchema>;

export const schemeListSchema = z.object({ status: success, schemes: z.array(officeSchemeSchema) });
export const schemeReplySchema = z.object({ status: success, scheme: officeSchemeSchema });

export const officeGstRateSchema = z.object({
  effective_from: isoTime('Takes effect'),
  basis_points: z.number().int().describe('e.g. 4000 for 40 %'),
  created_by: z.string().nullable().describe("The admin's e-mail; null: set up with the database"),
  created_at: isoTime('Added'),
});
export type OfficeGstRate = z.infer<typeof officeGstRateSchema>;

export const officeGstRatesSchema = z.object({
  status: success,
  current: officeGstRateSchema.nullable().describe('The rate orders placed now use'),
  rates: z.array(officeGstRateSchema).describe('Every rate, newest first (later ones are scheduled)'),
});
