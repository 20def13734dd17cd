import { describe, expect, it } from 'vitest';
import {
  bestScheme,
  percentOf,
  priceCart,
  type SchemeRule,
  schemeDiscount,
  splitGst,
  spreadDiscount,
  taxableOf,
  taxSplit,
} from './pricing';
import { formatRupees } from '@site/contract';
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

/** A small deterministic generator (mulberry32): the same carts on every run, so a failure repeats. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('rounding across many lines', () => {
  it('adds up exactly on 1,000 random carts: shares to the discount, lines to the totals, none negative', () => {
    const next = random(31);
    const int = (below: number) => Math.floor(next() * below);
    for (let run = 0; run < 1_000; run++) {
      const lines = Array.from({ length: 1 + int(50) }, () => ({ rate_paise: 1 + int(200_000), qty: 1 + int(9_999) }));
      const scheme: SchemeRule = {
        name: 'R',
        discount_basis_points: int(10_001),
        max_discount_paise: int(5_000_000),
        min_subtotal_paise: int(2) === 0 ? 0 : int(100_000_000),
      };
      const tax = {
        gstBasisPoints: [0, 1, 500, 1200, 1800, 2800, 4000, 9999, 10_000][int(9)]!,
        companyState: 'Gujarat',
        placeOfSupply: int(2) === 0 ? 'Gujarat' : 'Goa',
      };
      const { totals, lines: figures } = priceCart(lines, [scheme], tax);
      const sum = (key: keyof (typeof figures)[number]) => figures.reduce((total, line) => total + line[key], 0);
      expect(sum('amount_paise')).toBe(totals.subtotal_paise);
      expect(sum('discount_paise')).toBe(totals.discount_paise);
      expect(sum('taxable_paise')).toBe(totals.taxable_paise);
      expect(sum('gst_paise')).toBe(totals.cgst_paise + totals.sgst_paise + totals.igst_paise);
      expect(totals.grand_total_paise).toBe(totals.subtotal_paise - totals.discount_paise);
      expect(totals.taxable_paise + sum('gst_paise')).toBe(totals.grand_total_paise);
      // Checked by hand, not by `expect` per line: tens of thousands of lines would take seconds.
      const wrong = figures.filter((line) => {
        const net = line.amount_paise - line.discount_paise;
        // The taxable value is the nearest paisa to net ⁄ (1 + rate): off by at most half a paisa.
        const exact = (net * 10_000) / (10_000 + tax.gstBasisPoints);
        return (
          line.discount_paise < 0 ||
          line.discount_paise > line.amount_paise ||
          line.taxable_paise < 0 ||
          line.gst_paise < 0 ||
          line.taxable_paise + line.gst_paise !== net ||
          Math.abs(line.taxable_paise - exact) > 0.5 + 1e-6
        );
      });
      expect(wrong).toEqual([]);
    }
  });

  it('spreads a discount by largest remainder, the earlier line first on a tie', () => {
    expect(spreadDiscount([96_000, 120_000, 48_000], 10_000)).toEqual([3_636, 4_546, 1_818]);
    // Three equal lines, 2 paise: each is owed 0.67; the first two get them.
    expect(spreadDiscount([100, 100, 100], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([1, 1, 1], 3)).toEqual([1, 1, 1]);
    expect(spreadDiscount([0, 500], 100)).toEqual([0, 100]);
    expect(spreadDiscount([10, 20], 0)).toEqual([0, 0]);
    expect(() => spreadDiscount([10], 11)).toThrow(RangeError);
  });

  it('rounds the taxable value half up to a whole paisa', () => {
    expect(taxableOf(48_000, 4000)).toBe(34_286); // 34285.71
    expect(taxableOf(7, 4000)).toBe(5); // 5.0
    expect(taxableOf(3, 2000)).toBe(3); // 2.5 → 3: the half paisa stays taxable
    expect(taxableOf(1, 10_000)).toBe(1); // 0.5 → 1
    expect(taxableOf(100, 0)).toBe(100);
    expect(taxableOf(10_000_000_000_000, 4000)).toBe(7_142_857_142_857); // net × 10000 is past 2^53: exact
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
