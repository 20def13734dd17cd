import { describe, expect, it } from 'vitest';
import { bestScheme, percentOf, priceCart, type SchemeRule, schemeDiscount, splitGst, taxSplit } from './pricing';
import { formatRupees } from '@site/contract';
import { SAMPLE_CART_TOTALS } from '../../../test/sample-cart';

/** The seed's sample offer: 10 % off, up to ₹100 (docs/product.md#cart-drawer). */
const TEN_PERCENT_UP_TO_100: SchemeRule = {
  name: 'SCHEME-10-UPTO-100',
  discount_basis_points: 1000,
  max_discount_paise: 10_000,
  min_subtotal_paise: 0,
};

/** The seed's sample lines (shared/state/src/cart-store.ts): 2 × 480, 2 × 600, 4 × 120 rupees. */
const SAMPLE_LINES = [
  { rate_paise: 48_000, qty: 2 },
  { rate_paise: 60_000, qty: 2 },
  { rate_paise: 12_000, qty: 4 },
];

describe('priceCart', () => {
  it("gives the seed's sample cart exactly 2640 / −100 / 2540 / 711.2 / 3251.2 at 28 %", () => {
    const { totals, appliedScheme } = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 2800,
      companyState: 'Gujarat',
      placeOfSupply: 'Maharashtra',
    });
    expect(totals).toEqual(SAMPLE_CART_TOTALS);
    expect(appliedScheme).toBe('SCHEME-10-UPTO-100');
  });

  it('splits the same GST into equal CGST and SGST within the company state, same grand total', () => {
    const { totals } = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 2800,
      companyState: 'Gujarat',
      placeOfSupply: ' gujarat ',
    });
    expect(totals).toMatchObject({ tax_split: 'intra_state', cgst_paise: 35_560, sgst_paise: 35_560, igst_paise: 0 });
    expect(totals.grand_total_paise).toBe(325_120);
  });

  it('applies 40 % by default figures: 2540 taxable gives 1016 GST', () => {
    const { totals } = priceCart(SAMPLE_LINES, [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 4000,
      companyState: 'Gujarat',
      placeOfSupply: 'Gujarat',
    });
    expect(totals).toMatchObject({ taxable_paise: 254_000, cgst_paise: 50_800, sgst_paise: 50_800 });
    expect(totals.grand_total_paise).toBe(355_600);
  });

  it('prices an empty cart at zero, with no scheme', () => {
    const priced = priceCart([], [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 4000,
      companyState: 'Gujarat',
      placeOfSupply: 'Gujarat',
    });
    expect(priced.appliedScheme).toBeNull();
    expect(priced.totals.grand_total_paise).toBe(0);
  });

  it('takes the uncapped percentage below the cap', () => {
    // 10 % of ₹240 is ₹24, under the ₹100 cap.
    const { totals } = priceCart([{ rate_paise: 24_000, qty: 1 }], [TEN_PERCENT_UP_TO_100], {
      gstBasisPoints: 2800,
      companyState: 'Gujarat',
      placeOfSupply: 'Kerala',
    });
    expect(totals).toMatchObject({ discount_paise: 2_400, taxable_paise: 21_600, igst_paise: 6_048 });
  });

  it('refuses amounts that are not safe integers rather than lose a paisa', () => {
    const tax = { gstBasisPoints: 4000, companyState: 'Gujarat', placeOfSupply: 'Gujarat' };
    expect(() => priceCart([{ rate_paise: 0.5, qty: 1 }], [], tax)).toThrow(RangeError);
    expect(() => priceCart([{ rate_paise: Number.MAX_SAFE_INTEGER, qty: 2 }], [], tax)).toThrow(RangeError);
  });
});

describe('the CGST/SGST and IGST split', () => {
  it('is CGST + SGST when the states match (case and spaces aside), IGST otherwise', () => {
    expect(taxSplit('Gujarat', 'GUJARAT')).toBe('intra_state');
    expect(taxSplit('Tamil Nadu', 'Tamil  Nadu ')).toBe('intra_state');
    expect(taxSplit('Gujarat', 'Maharashtra')).toBe('inter_state');
  });

  it('gives an odd paisa to CGST, always the same way', () => {
    expect(splitGst(101, 'intra_state')).toEqual({ cgst_paise: 51, sgst_paise: 50, igst_paise: 0 });
    expect(splitGst(1, 'intra_state')).toEqual({ cgst_paise: 1, sgst_paise: 0, igst_paise: 0 });
    expect(splitGst(100, 'intra_state')).toEqual({ cgst_paise: 50, sgst_paise: 50, igst_paise: 0 });
    expect(splitGst(101, 'inter_state')).toEqual({ cgst_paise: 0, sgst_paise: 0, igst_paise: 101 });
  });

  it('keeps CGST + SGST equal to IGST for every taxable value from 0 to ₹50', () => {
    for (let taxable = 0; taxable <= 5_000; taxable++) {
      const tax = (placeOfSupply: string) =>
        priceCart([{ rate_paise: taxable, qty: 1 }], [], {
          gstBasisPoints: 4000,
          companyState: 'Gujarat',
          placeOfSupply,
        }).totals;
      const intra = tax('Gujarat');
      const inter = tax('Goa');
      expect(intra.cgst_paise + intra.sgst_paise).toBe(inter.igst_paise);
      expect(intra.cgst_paise - intra.sgst_paise).toBeGreaterThanOrEqual(0);
      expect(intra.cgst_paise - intra.sgst_paise).toBeLessThanOrEqual(1);
      expect(intra.grand_total_paise).toBe(inter.grand_total_paise);
    }
  });

  it('rounds an odd taxable value half up once, then splits: ₹0.03 at 28 %', () => {
    // 3 × 0.28 = 0.84 paise → 1 paisa of GST; intra-state CGST 1, SGST 0.
    const { totals } = priceCart([{ rate_paise: 3, qty: 1 }], [], {
      gstBasisPoints: 2800,
      companyState: 'Gujarat',
      placeOfSupply: 'Gujarat',
    });
    expect(totals).toMatchObject({ cgst_paise: 1, sgst_paise: 0, grand_total_paise: 4 });
  });
});

describe('percentOf and schemes', () => {
  it('rounds half up to a whole paisa', () => {
    expect(percentOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(percentOf(254_000, 2800)).toBe(71_120);
    expect(percentOf(1, 4000)).toBe(0); // 0.4
    expect(percentOf(2, 2500)).toBe(1); // 0.5
  });

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

  it('formats paise as rupees with two decimals', () => {
    expect(formatRupees(325_120)).toBe('₹3,251.20');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(-10_000)).toBe('−₹100.00');
  });
});
