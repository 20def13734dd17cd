import { dateRuleTexts, isAcceptedMoment } from '../dates';
import { MAX_LINE_QTY } from '../ordering/messages';
import { paiseToRupeesText, percentText, percentTextToBasisPoints, rupeesToPaise } from '../money';
import { z } from '../zod';
import {
  type AddGstRateBody,
  catalogueTexts as m,
  type CreatePackBody,
  type CreateSchemeBody,
  indiaLocalToIso,
  isoToIndiaLocal,
  MAX_CATALOGUE_PAISE,
  MAX_PACK_NAME_LENGTH,
  MAX_PACK_QTY,
  type OfficePack,
  type OfficeScheme,
  orderableInOneLine,
  packTranslationSchema,
  perTranslatedLanguage,
  type SetPackTranslationsBody,
  type UpdatePackBody,
} from './catalogue';

// ---- The office's forms (text as typed; the wire's names, so the server's messages land on their fields) ----

const wholeText = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max, message);
const rupeesText = (tooLow: string, min: number) =>
  z
    .string()
    .trim()
    .refine((text) => rupeesToPaise(text) !== null, m.amountInvalid)
    .refine((text) => (rupeesToPaise(text) ?? min) >= min, tooLow)
    .refine((text) => (rupeesToPaise(text) ?? 0) <= MAX_CATALOGUE_PAISE, m.amountTooLarge);
/** A percentage as typed, "12.5", to 0.01 and from `lowest` basis points up to 100 %. */
const percentField = (message: string, lowest: number) =>
  z
    .string()
    .trim()
    .refine((text) => (percentTextToBasisPoints(text) ?? -1) >= lowest, message);
const momentText = z
  .string()
  .trim()
  .refine((text) => text === '' || indiaLocalToIso(text) !== null, m.momentInvalid)
  .refine((text) => {
    const iso = text === '' ? null : indiaLocalToIso(text);
    return iso === null || isAcceptedMoment(new Date(iso));
  }, dateRuleTexts.momentOutOfRange);

export const PACK_VISIBILITY = ['Published', 'Hidden'] as const;

export const packFormSchema = z
  .object({
    item_code: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/, m.itemCodeInvalid),
    variant_of: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/, m.productRequired),
    weight_grams: wholeText(m.weightInvalid, 1, 1000),
    web_item_name: z.string().trim().min(1, m.nameRequired).max(MAX_PACK_NAME_LENGTH, m.nameTooLong),
    pack_size: wholeText(m.packSizeInvalid, 1, MAX_PACK_QTY),
    rate_paise: rupeesText(m.amountPositive, 1),
    mrp_paise: rupeesText(m.amountPositive, 1),
    stock_qty: wholeText(m.stockInvalid, 0, MAX_PACK_QTY),
    published: z.enum(PACK_VISIBILITY, m.visibilityInvalid),
    min_order_qty: wholeText(m.minOrderQtyInvalid, 1, MAX_LINE_QTY),
    case_multiple: wholeText(m.caseMultipleInvalid, 1, MAX_LINE_QTY),
  })
  .refine(
    (form) => {
      const rate = rupeesToPaise(form.rate_paise);
      const mrp = rupeesToPaise(form.mrp_paise);
      return rate === null || mrp === null || rate <= mrp;
    },
    { message: m.priceAboveMrp, path: ['rate_paise'] },
  )
  .superRefine((form, context) =>
    orderableInOneLine(
      { min_order_qty: Number(form.min_order_qty), case_multiple: Number(form.case_multiple) },
      context,
    ),
  );
export type PackForm = z.input<typeof packFormSchema>;

/** A pack as its edit form starts. */
export const packFormOf = (pack: OfficePack): PackForm => ({
  item_code: pack.item_code,
  variant_of: pack.variant_of,
  weight_grams: String(pack.weight_grams),
  web_item_name: pack.web_item_name,
  pack_size: String(pack.pack_size),
  rate_paise: paiseToRupeesText(pack.rate_paise),
  mrp_paise: paiseToRupeesText(pack.mrp_paise),
  stock_qty: String(pack.stock_qty),
  published: pack.published ? 'Published' : 'Hidden',
  min_order_qty: String(pack.min_order_qty),
  case_multiple: String(pack.case_multiple),
});

/** A checked pack form → create_pack's body (update_pack takes its editable part). */
export function packBodyOf(form: PackForm): CreatePackBody {
  return {
    item_code: form.item_code.trim(),
    variant_of: form.variant_of.trim(),
    weight_grams: Number(form.weight_grams),
    web_item_name: form.web_item_name.trim(),
    pack_size: Number(form.pack_size),
    rate_paise: rupeesToPaise(form.rate_paise) ?? 0,
    mrp_paise: rupeesToPaise(form.mrp_paise) ?? 0,
    stock_qty: Number(form.stock_qty),
    published: form.published === 'Published',
    min_order_qty: Number(form.min_order_qty),
    case_multiple: Number(form.case_multiple),
  };
}

export function packUpdateOf(form: PackForm): UpdatePackBody {
  const { variant_of: _product, weight_grams: _weight, short_description: _text, ...body } = packBodyOf(form);
  return body;
}

/** A pack's name and description in each translated language; an empty field shows the English on the site. */
export const packTranslationsFormSchema = z.object({
  translations: z.object(perTranslatedLanguage(packTranslationSchema)),
});
export type PackTranslationsForm = z.input<typeof packTranslationsFormSchema>;

export const packTranslationsFormOf = (pack: OfficePack): PackTranslationsForm => ({
  translations: pack.translations,
});

export const packTranslationsBodyOf = (itemCode: string, form: PackTranslationsForm): SetPackTranslationsBody => ({
  item_code: itemCode,
  translations: form.translations,
});

export const schemeFormSchema = z
  .object({
    discount_basis_points: percentField(m.percentInvalid, 1),
    max_discount_paise: rupeesText(m.capInvalid, 1),
    min_subtotal_paise: rupeesText(m.minOrderInvalid, 0),
    valid_from: momentText,
    valid_upto: momentText,
  })
  .refine(
    (form) => {
      const from = indiaLocalToIso(form.valid_from);
      const upto = indiaLocalToIso(form.valid_upto);
      return !from || !upto || Date.parse(upto) > Date.parse(from);
    },
    { message: m.validUptoBeforeFrom, path: ['valid_upto'] },
  );
export type SchemeForm = z.input<typeof schemeFormSchema>;

export const EMPTY_SCHEME_FORM: SchemeForm = {
  discount_basis_points: '',
  max_discount_paise: '',
  min_subtotal_paise: '0',
  valid_from: '',
  valid_upto: '',
};

export const schemeFormOf = (scheme: OfficeScheme): SchemeForm => ({
  discount_basis_points: percentText(scheme.discount_basis_points),
  max_discount_paise: paiseToRupeesText(scheme.max_discount_paise),
  min_subtotal_paise: paiseToRupeesText(scheme.min_subtotal_paise),
  valid_from: scheme.valid_from ? isoToIndiaLocal(scheme.valid_from) : '',
  valid_upto: scheme.valid_upto ? isoToIndiaLocal(scheme.valid_upto) : '',
});

export const schemeBodyOf = (form: SchemeForm): CreateSchemeBody => ({
  discount_basis_points: percentTextToBasisPoints(form.discount_basis_points) ?? 0,
  max_discount_paise: rupeesToPaise(form.max_discount_paise) ?? 0,
  min_subtotal_paise: rupeesToPaise(form.min_subtotal_paise) ?? 0,
  valid_from: indiaLocalToIso(form.valid_from),
  valid_upto: indiaLocalToIso(form.valid_upto),
});

export const gstFormSchema = z.object({
  basis_points: percentField(m.gstPercentInvalid, 0),
  effective_from: z
    .string()
    .trim()
    .refine((text) => indiaLocalToIso(text) !== null, m.momentInvalid),
});
export type GstForm = z.input<typeof gstFormSchema>;

export const gstBodyOf = (form: GstForm): AddGstRateBody => ({
  basis_points: percentTextToBasisPoints(form.basis_points) ?? 0,
  effective_from: indiaLocalToIso(form.effective_from) ?? '',
});
