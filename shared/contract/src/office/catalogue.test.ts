import { describe, expect, it } from 'vitest';
import { dateRuleTexts } from '../dates';
import { MAX_LINE_QTY } from '../ordering/messages';
import {
  catalogueTexts as m,
  createSchemeBodySchema,
  indiaLocalToIso,
  isoToIndiaLocal,
  updatePackBodySchema,
} from './catalogue';
import {
  gstBodyOf,
  gstFormSchema,
  packBodyOf,
  packFormSchema,
  schemeBodyOf,
  schemeFormSchema,
} from './catalogue-forms';

const PACK_FORM = {
  item_code: 'suvasa-2g-96',
  variant_of: 'suvasa-2g',
  weight_grams: '2',
  web_item_name: 'Suvasa Pan Masala 2g',
  pack_size: '96',
  rate_paise: '1,300.5',
  mrp_paise: '1300.50',
  stock_qty: '0',
  published: 'Hidden' as const,
  min_order_qty: '1',
  case_multiple: '1',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the catalogue’s moments', () => {
  it('reads a datetime-local value as India time, and back', () => {
    expect(indiaLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(new Date(indiaLocalToIso('2026-12-01T09:30')!).toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(isoToIndiaLocal('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30');
    expect(indiaLocalToIso('')).toBeNull();
    expect(indiaLocalToIso('tomorrow')).toBeNull();
  });
});

describe('the catalogue’s forms and bodies', () => {
  it('refuses a pack whose smallest order no cart line holds, on the minimum, in the form and on the wire', () => {
    const tooLarge = m.smallestOrderTooLarge(MAX_LINE_QTY + 1);
    // 9,999 in cases of 2 is 10,000 packs: one more than a line takes.
    const form = { ...PACK_FORM, min_order_qty: String(MAX_LINE_QTY), case_multiple: '2' };
    expect(errorsOf(packFormSchema.safeParse(form))).toEqual({ min_order_qty: tooLarge });
    const { variant_of: _product, weight_grams: _weight, ...body } = packBodyOf(form);
    expect(errorsOf(updatePackBodySchema.safeParse(body))).toEqual({ min_order_qty: tooLarge });
    expect(errorsOf(updatePackBodySchema.safeParse({ ...body, case_multiple: MAX_LINE_QTY + 1 }))).toEqual({
      case_multiple: m.caseMultipleInvalid,
    });
    // The largest that fits: one case of 9,999, or a minimum of 9,998 in cases of 2.
    expect(updatePackBodySchema.safeParse({ ...body, min_order_qty: 1, case_multiple: MAX_LINE_QTY }).success).toBe(
      true,
    );
    expect(updatePackBodySchema.safeParse({ ...body, min_order_qty: MAX_LINE_QTY - 1, case_multiple: 2 }).success).toBe(
      true,
    );
  });

  it('refuses a scheme moment outside the years 2000 to 2100, in the form', () => {
    const form = { discount_basis_points: '10', max_discount_paise: '50', min_subtotal_paise: '0', valid_upto: '' };
    expect(errorsOf(schemeFormSchema.safeParse({ ...form, valid_from: '2101-01-01T10:00' }))).toMatchObject({
      valid_from: dateRuleTexts.momentOutOfRange,
    });
    expect(errorsOf(schemeFormSchema.safeParse({ ...form, valid_from: '2026-12-01T09:30' }))).toEqual({});
  });

  it('refuses a price above the MRP on the price, in the form and on the wire', () => {
    expect(errorsOf(packFormSchema.safeParse({ ...PACK_FORM, mrp_paise: '1300.49' }))).toEqual({
      rate_paise: m.priceAboveMrp,
    });
    expect(packFormSchema.safeParse(PACK_FORM).success).toBe(true);
    const { variant_of: _product, weight_grams: _weight, ...body } = packBodyOf(PACK_FORM);
    expect(body.rate_paise).toBe(130_050);
    expect(errorsOf(updatePackBodySchema.safeParse({ ...body, rate_paise: 130_051 }))).toEqual({
      rate_paise: m.priceAboveMrp,
    });
  });

  it('says what is wrong with a scheme’s terms', () => {
    const terms = {
      discount_basis_points: '12.5',
      max_discount_paise: '50',
      min_subtotal_paise: '0',
      valid_from: '',
      valid_upto: '',
    };
    expect(schemeFormSchema.safeParse(terms).success).toBe(true);
    expect(schemeBodyOf(terms)).toMatchObject({ discount_basis_points: 1250, max_discount_paise: 5_000 });
    for (const wrong of ['0', '0.001', '100.01', '1e1', '-5', '']) {
      expect(errorsOf(schemeFormSchema.safeParse({ ...terms, discount_basis_points: wrong })), wrong).toEqual({
        discount_basis_points: m.percentInvalid,
      });
    }
    expect(
      errorsOf(
        schemeFormSchema.safeParse({
          discount_basis_points: '100.01',
          max_discount_paise: '0',
          min_subtotal_paise: 'x',
          valid_from: '2026-12-02T10:00',
          valid_upto: '2026-12-02T10:00',
        }),
      ),
    ).toEqual({
      discount_basis_points: m.percentInvalid,
      max_discount_paise: m.capInvalid,
      min_subtotal_paise: m.amountInvalid,
      valid_upto: m.validUptoBeforeFrom,
    });
  });

  it('sends a GST rate as typed in percent as basis points, with its moment in India time', () => {
    expect(gstBodyOf({ basis_points: '18', effective_from: '2027-04-01T00:00' })).toEqual({
      basis_points: 1800,
      effective_from: '2027-04-01T00:00:00+05:30',
    });
    expect(gstBodyOf({ basis_points: '12.5', effective_from: '2027-04-01T00:00' }).basis_points).toBe(1250);
    expect(gstFormSchema.safeParse({ basis_points: '0', effective_from: '2027-04-01T00:00' }).success).toBe(true);
    expect(errorsOf(gstFormSchema.safeParse({ basis_points: '100.5', effective_from: '2027-04-01T00:00' }))).toEqual({
      basis_points: m.gstPercentInvalid,
    });
  });

  it('takes whole basis points on the wire, up to 100 %', () => {
    const terms = { max_discount_paise: 5_000, min_subtotal_paise: 0, valid_from: null, valid_upto: null };
    expect(createSchemeBodySchema.safeParse({ ...terms, discount_basis_points: 1250 }).success).toBe(true);
    for (const wrong of [0, 12.5, 10_001]) {
      expect(errorsOf(createSchemeBodySchema.safeParse({ ...terms, discount_basis_points: wrong }))).toEqual({
        discount_basis_points: m.percentInvalid,
      });
    }
  });
});
