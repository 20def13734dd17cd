import { describe, expect, it } from 'vitest';
import { orderingMessages, quantityProblem, smallestQuantity, totalsRows } from './messages';

const PACK = 'Suvasa Pan Masala 4g, Pack of 12';

describe("a pack's ordering rules", () => {
  it('starts at the minimum rounded up to whole cases', () => {
    expect(smallestQuantity(1, 1)).toBe(1);
    expect(smallestQuantity(12, 6)).toBe(12);
    expect(smallestQuantity(10, 6)).toBe(12);
    expect(smallestQuantity(0, 0)).toBe(1);
  });

  it('says how a quantity breaks them, naming the quantities that keep them', () => {
    expect(quantityProblem(PACK, 0, 12, 6)).toBeNull();
    expect(quantityProblem(PACK, 18, 12, 6)).toBeNull();
    expect(quantityProblem(PACK, 6, 12, 6)).toBe(orderingMessages.belowMinimum(PACK, 12));
    expect(quantityProblem(PACK, 6, 12, 6)).toBe(`Order at least 12 packs of ${PACK}.`);
    // A minimum that is no whole case: the fewest packs are the next whole case.
    expect(quantityProblem(PACK, 9, 10, 6)).toBe(`Order at least 12 packs of ${PACK}.`);
    expect(quantityProblem(PACK, 14, 12, 6)).toBe(`${PACK} is sold in cases of 6 packs: order 12 or 18 packs.`);
    // The case below would break the minimum: only the one above is offered.
    expect(quantityProblem(PACK, 13, 13, 12)).toBe(`${PACK} is sold in cases of 12 packs: order 24 packs.`);
    expect(quantityProblem(PACK, 1, 1, 1)).toBeNull();
  });
});

const SAMPLE = {
  total_qty: 8,
  subtotal_paise: 264_000,
  discount_paise: 10_000,
  taxable_paise: 181_428,
  gst_basis_points: 4000,
  tax_split: 'intra_state' as const,
  cgst_paise: 36_286,
  sgst_paise: 36_286,
  igst_paise: 0,
  grand_total_paise: 254_000,
};

const shown = (rows: ReturnType<typeof totalsRows>) => rows.map((row) => [row.label, row.paise, row.kind]);

describe('totalsRows', () => {
  it('shows what is paid, then the taxable value and GST inside it, with the rate', () => {
    expect(shown(totalsRows(SAMPLE, '10% OFF up to ₹100'))).toEqual([
      ['Subtotal (8 packs)', 264_000, 'plain'],
      ['Scheme discount (10% OFF up to ₹100)', -10_000, 'saving'],
      ['Grand total (you pay)', 254_000, 'grand'],
      ['Included in the grand total:', null, 'heading'],
      ['Taxable value', 181_428, 'included'],
      ['CGST 20 %', 36_286, 'included'],
      ['SGST 20 %', 36_286, 'included'],
    ]);
    const inter = { ...SAMPLE, tax_split: 'inter_state' as const, cgst_paise: 0, sgst_paise: 0, igst_paise: 72_572 };
    expect(shown(totalsRows(inter, null)).slice(-2)).toEqual([
      ['Taxable value', 181_428, 'included'],
      ['IGST 40 %', 72_572, 'included'],
    ]);
  });

  it('leaves out a discount of nothing', () => {
    const plain = { ...SAMPLE, discount_paise: 0, subtotal_paise: 254_000 };
    expect(totalsRows(plain, null).map((row) => row.key)).toEqual([
      'subtotal',
      'grand',
      'included',
      'taxable',
      'cgst',
      'sgst',
    ]);
  });

  it('shows an order placed while GST was added on top as placed: GST added, then the grand total', () => {
    const legacy = {
      ...SAMPLE,
      gst_basis_points: 2800,
      tax_split: 'inter_state' as const,
      taxable_paise: 254_000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 71_120,
      grand_total_paise: 325_120,
    };
    expect(shown(totalsRows(legacy, null))).toEqual([
      ['Subtotal (8 packs)', 264_000, 'plain'],
      ['Scheme discount', -10_000, 'saving'],
      ['Taxable value', 254_000, 'plain'],
      ['IGST 28 %, added', 71_120, 'plain'],
      ['Grand total (you pay)', 325_120, 'grand'],
    ]);
  });
});
