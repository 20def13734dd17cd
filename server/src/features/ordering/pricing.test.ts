import { describe, expect, it } from 'vitest';
import { bestScheme, priceCart, type SchemeRule, schemeDiscount } from './pricing';
import { SAMPLE_CART_LINES, SAMPLE_CART_TOTALS } from '../../../test/sample-cart';

/** The seed's sample offer: 10 % off, up to ₹100 (docs/product.md#cart-drawer). */
const TEN_PERCENT_UP_TO_100: SchemeRule = {
  name: 'SCHEME-10-UPTO-100',
  discount_basis_points: 1000,
  max_discount_paise: 10_000,
  min_subtotal_paise: 0,
};

/** The seed's sample lines: 2 × 480, 2 × 600, 4 × 120 rupees, GST included. */
const SAMPLE_LINES = [
  { rate_paise: 48_000, qty: 2 },
  { rate_paise: 60_000, qty: 2 },
  { rate_paise: 12_000, qty: 4 },
];

const GUJARAT_40 = { gstBasisPoints: 4000, companyState: 'Gujarat', placeOfSupply: 'Gujarat' };

describe('priceCart: prices include GST', () => {
  it("takes the seed's sample cart as GST-inclusive: 2640 − 100 = 2540 paid, GST inside it", () => {
    const { totals, lines, appliedScheme } = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], {
      ...GUJARAT_40,
      placeOfSupply: 'Maharashtra',
    });
    expect(totals).toEqual(SAMPLE_CART_TOTALS);
    expect(lines).toEqual(SAMPLE_CART_LINES);
    expect(appliedScheme).toBe('SCHEME-10-UPTO-100');
    expect(totals.taxable_paise + totals.igst_paise).toBe(totals.grand_total_paise);
  });

  it('extracts ₹342.86 taxable and ₹137.14 GST from one 2 g pack of 48 at ₹480, 40 %', () => {
    const { totals, lines } = priceCart([{ rate_paise: 48_000, qty: 1 }], [], GUJARAT_40);
    expect(lines).toEqual([{ amount_paise: 48_000, discount_paise: 0, taxable_paise: 34_286, gst_paise: 13_714 }]);
    expect(totals).toMatchObject({
      subtotal_paise: 48_000,
      discount_paise: 0,
      taxable_paise: 34_286,
      cgst_paise: 6_857,
      sgst_paise: 6_857,
      grand_total_paise: 48_000,
    });
  });

  it('never charges above the price: the grand total is the subtotal less the scheme, whatever the rate', () => {
    for (const gstBasisPoints of [0, 500, 1200, 1800, 2800, 4000]) {
      const { totals } = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], { ...GUJARAT_40, gstBasisPoints });
      expect(totals.grand_total_paise).toBe(254_000);
      expect(totals.taxable_paise + totals.cgst_paise + totals.sgst_paise).toBe(254_000);
    }
  });

  it('prices an empty cart at zero, with no scheme', () => {
    const priced = priceCart([], [TEN_PERCENT_UP_TO_100], GUJARAT_40);
    expect(priced.appliedScheme).toBeNull();
    expect(priced.lines).toEqual([]);
    expect(priced.totals.grand_total_paise).toBe(0);
  });

  it('takes the uncapped percentage below the cap, and the GST out of what is left', () => {
    // 10 % of ₹240 is ₹24, under the ₹100 cap: ₹216 paid, 216 ⁄ 1.28 = 168.75 taxable.
    const { totals } = priceCart([{ rate_paise: 24_000, qty: 1 }], [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 2800,
      companyState: 'Gujarat',
      placeOfSupply: 'Kerala',
    });
    expect(totals).toMatchObject({
      discount_paise: 2_400,
      taxable_paise: 16_875,
      igst_paise: 4_725,
      grand_total_paise: 21_600,
    });
  });

  it('refuses amounts that are not safe integers rather than lose a paisa', () => {
    expect(() => priceCart([{ rate_paise: 0.5, qty: 1 }], [], GUJARAT_40)).toThrow(RangeError);
    expect(() => priceCart([{ rate_paise: Number.MAX_SAFE_INTEGER, qty: 2 }], [], GUJARAT_40)).toThrow(RangeError);
  });
});

describe('the CGST/SGST and IGST split', () => {
  it('splits the sample cart at 28 % with its odd paisa on CGST, same grand total as IGST', () => {
    const intra = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], { ...GUJARAT_40, gstBasisPoints: 2800 }).totals;
    const inter = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], {
      ...GUJARAT_40,
      gstBasisPoints: 2800,
      placeOfSupply: 'Goa',
    }).totals;
    expect(intra).toMatchObject({ taxable_paise: 198_437, cgst_paise: 27_782, sgst_paise: 27_781, igst_paise: 0 });
    expect(inter).toMatchObject({ taxable_paise: 198_437, cgst_paise: 0, sgst_paise: 0, igst_paise: 55_563 });
    expect(intra.grand_total_paise).toBe(254_000);
    expect(inter.grand_total_paise).toBe(254_000);
  });

  it('keeps CGST + SGST equal to IGST for every price from 0 to ₹50', () => {
    for (let price = 0; price <= 5_000; price++) {
      const tax = (placeOfSupply: string) =>
        priceCart([{ rate_paise: price, qty: 1 }], [], { ...GUJARAT_40, placeOfSupply }).totals;
      const intra = tax('Gujarat');
      const inter = tax('Goa');
      expect(intra.cgst_paise + intra.sgst_paise).toBe(inter.igst_paise);
      expect(intra.cgst_paise - intra.sgst_paise).toBeGreaterThanOrEqual(0);
      expect(intra.cgst_paise - intra.sgst_paise).toBeLessThanOrEqual(1);
      expect(intra.grand_total_paise).toBe(price);
      expect(inter.grand_total_paise).toBe(price);
    }
  });
});

describe('schemes', () => {
  it('applies a scheme only from its minimum subtotal, and the largest of several', () => {
    const big: SchemeRule = {
      name: 'B',
      discount_basis_points: 500,
      max_discount_paise: 50_000,
      min_subtotal_paise: 200_000,
    };
    expect(schemeDiscount(199_999, big)).toBe(0);
    expect(schemeDiscount(200_000, big)).toBe(10_000);
    expect(bestScheme(264_000, [TEN_PERCENT_UP_TO_100, big])).toEqual({ scheme: big, discount: 13_200 });
    expect(bestScheme(100_000, [TEN_PERCENT_UP_TO_100, big])).toEqual({
      scheme: TEN_PERCENT_UP_TO_100,
      discount: 10_000,
    });
    expect(bestScheme(0, [TEN_PERCENT_UP_TO_100])).toBeNull();
  });
});
