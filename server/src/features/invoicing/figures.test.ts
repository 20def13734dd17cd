import { MAX_CART_LINES, MAX_LINE_QTY } from '@site/contract';
import { percentOf, splitGst, type TaxSplit } from '@site/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type PricedCart, type SchemeRule } from '../ordering/pricing';
import { documentFigures, type DocumentFigures, type OrderLineAsStored } from './figures';

/** The most a pack may cost (the office's limit, ₹1 crore), so a cart's amounts reach past 2^32 paise. */
const MAX_RATE_PAISE = 1_000_000_000;

const cartLine = fc.record({
  rate_paise: fc.integer({ min: 1, max: MAX_RATE_PAISE }),
  qty: fc.integer({ min: 1, max: MAX_LINE_QTY }),
});
const scheme = fc.record({
  name: fc.constantFrom('A', 'B', 'C'),
  discount_basis_points: fc.integer({ min: 1, max: 10_000 }),
  max_discount_paise: fc.integer({ min: 1, max: MAX_RATE_PAISE }),
  min_subtotal_paise: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: MAX_RATE_PAISE })),
}) satisfies fc.Arbitrary<SchemeRule>;
const tax = fc.record({
  gstBasisPoints: fc.oneof(fc.constantFrom(0, 500, 1200, 1800, 2800, 4000), fc.integer({ min: 0, max: 10_000 })),
  companyState: fc.constant('Gujarat'),
  placeOfSupply: fc.constantFrom('Gujarat', ' gujarat ', 'Goa'),
});
const cart = fc.record({
  lines: fc.array(cartLine, { minLength: 1, maxLength: MAX_CART_LINES }),
  schemes: fc.array(scheme, { maxLength: 3 }),
  tax,
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The order as placement stores a priced cart (features/ordering/orders.ts): its lines' figures and totals. */
function orderAsStored(lines: readonly { qty: number }[], priced: PricedCart) {
  const { totals } = priced;
  return {
    order: {
      tax_split: totals.tax_split,
      discount_paise: totals.discount_paise,
      cgst_paise: totals.cgst_paise,
      sgst_paise: totals.sgst_paise,
      igst_paise: totals.igst_paise,
    },
    rows: priced.lines.map((figures, index): OrderLineAsStored => ({ qty: lines[index]!.qty, ...figures })),
  };
}

/** What holds of every document: lines that add up to its totals, and no figure below zero. */
function faultsOf({ lines, totals }: DocumentFigures): string[] {
  const faults: string[] = [];
  const add = (key: keyof (typeof lines)[number], total: number) => {
    if (sum(lines.map((line) => line[key])) !== total) faults.push(`the lines' ${key} do not add up to ${total}`);
  };
  add('amount_paise', totals.amount_paise);
  add('discount_paise', totals.discount_paise);
  add('taxable_paise', totals.taxable_paise);
  add('gst_paise', totals.gst_paise);
  if (totals.cgst_paise + totals.sgst_paise + totals.igst_paise !== totals.gst_paise) faults.push('the split');
  if (totals.taxable_paise + totals.gst_paise !== totals.grand_total_paise) faults.push('the grand total');
  const negative = Object.entries(totals).filter(([, value]) => value < 0);
  if (negative.length > 0) faults.push(`negative totals: ${negative.map(([key]) => key).join(', ')}`);
  lines.forEach((line, index) => {
    if (Object.values(line).some((value) => value < 0)) faults.push(`line ${index} has a negative figure`);
    if (line.discount_paise > line.amount_paise) faults.push(`line ${index}'s discount exceeds its amount`);
  });
  return faults;
}

describe('the invoice against the cart, on random carts', () => {
  it('agrees with the cart to the paisa: every line, every total', () => {
    fc.assert(
      fc.property(cart, ({ lines, schemes, tax: rule }) => {
        const priced = priceCart(lines, schemes, rule);
        const { order, rows } = orderAsStored(lines, priced);
        const invoice = documentFigures(order, rows);
        const { totals } = priced;
        expect(invoice.line_figures).toBe('stored');
        expect(invoice.lines).toEqual(priced.lines);
        expect(invoice.totals).toEqual({
          qty: totals.total_qty,
          amount_paise: totals.subtotal_paise,
          discount_paise: totals.discount_paise,
          taxable_paise: totals.taxable_paise,
          cgst_paise: totals.cgst_paise,
          sgst_paise: totals.sgst_paise,
          igst_paise: totals.igst_paise,
          gst_paise: totals.cgst_paise + totals.sgst_paise + totals.igst_paise,
          grand_total_paise: totals.grand_total_paise,
        });
        expect(faultsOf(invoice)).toEqual([]);
      }),
      { numRuns: 3_000 },
    );
  });

  it('prices every cart so its lines add up, nothing is negative, and the GST is inside the price', () => {
    fc.assert(
      fc.property(cart, ({ lines, schemes, tax: rule }) => {
        const { totals, lines: figures } = priceCart(lines, schemes, rule);
        const gst = totals.cgst_paise + totals.sgst_paise + totals.igst_paise;
        expect(sum(figures.map((line) => line.amount_paise))).toBe(totals.subtotal_paise);
        expect(sum(figures.map((line) => line.discount_paise))).toBe(totals.discount_paise);
        expect(sum(figures.map((line) => line.taxable_paise))).toBe(totals.taxable_paise);
        expect(sum(figures.map((line) => line.gst_paise))).toBe(gst);
        expect(totals.grand_total_paise).toBe(totals.subtotal_paise - totals.discount_paise);
        expect(totals.taxable_paise + gst).toBe(totals.grand_total_paise);
        expect(
          Math.min(totals.discount_paise, totals.cgst_paise, totals.sgst_paise, totals.igst_paise),
        ).toBeGreaterThanOrEqual(0);
        // Intra-state the halves differ by the odd paisa at most, and it is CGST's.
        expect([0, 1]).toContain(totals.cgst_paise - totals.sgst_paise);
        const wrong = figures.filter((line) => {
          const net = line.amount_paise - line.discount_paise;
          // The taxable value is the nearest paisa to net ⁄ (1 + rate): off by at most half a paisa.
          const exact = (net * 10_000) / (10_000 + rule.gstBasisPoints);
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
      }),
      { numRuns: 3_000 },
    );
  });

  it('derives the lines of an order placed while GST was added on top so they add up to what it charged', () => {
    const legacyOrder = fc
      .record({
        lines: fc.array(cartLine, { minLength: 1, maxLength: MAX_CART_LINES }),
        gstBasisPoints: fc.integer({ min: 0, max: 10_000 }),
        split: fc.constantFrom<TaxSplit>('intra_state', 'inter_state'),
        // How much of the subtotal the scheme took: all of it at times, so nothing is left to tax.
        discountShare: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
      })
      .map(({ lines, gstBasisPoints, split, discountShare }) => {
        const amounts = lines.map((line) => line.rate_paise * line.qty);
        const subtotal = sum(amounts);
        const discount = Math.floor(subtotal * discountShare);
        const gst = percentOf(subtotal - discount, gstBasisPoints);
        return { lines, amounts, subtotal, discount, gst, split };
      });
    fc.assert(
      fc.property(legacyOrder, ({ lines, amounts, subtotal, discount, gst, split }) => {
        const rows = lines.map((line, index): OrderLineAsStored => ({
          qty: line.qty,
          amount_paise: amounts[index]!,
          discount_paise: null,
          taxable_paise: null,
          gst_paise: null,
        }));
        const invoice = documentFigures({ tax_split: split, discount_paise: discount, ...splitGst(gst, split) }, rows);
        expect(invoice.line_figures).toBe('derived');
        expect(invoice.totals).toMatchObject({
          amount_paise: subtotal,
          discount_paise: discount,
          taxable_paise: subtotal - discount,
          gst_paise: gst,
          grand_total_paise: subtotal - discount + gst,
          ...splitGst(gst, split),
        });
        expect(faultsOf(invoice)).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('documentFigures', () => {
  const legacy = (amount: number): OrderLineAsStored => ({
    qty: 1,
    amount_paise: amount,
    discount_paise: null,
    taxable_paise: null,
    gst_paise: null,
  });

  it('keeps an order’s own CGST and SGST when they add up to its GST, and splits by the one rule otherwise', () => {
    const rows = [legacy(10_000)];
    const own = documentFigures(
      { tax_split: 'intra_state', discount_paise: 0, cgst_paise: 50, sgst_paise: 51, igst_paise: 0 },
      rows,
    );
    expect(own.totals).toMatchObject({ cgst_paise: 50, sgst_paise: 51, gst_paise: 101 });
    const inconsistent = documentFigures(
      { tax_split: 'intra_state', discount_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 101 },
      rows,
    );
    expect(inconsistent.totals).toMatchObject({ cgst_paise: 51, sgst_paise: 50, igst_paise: 0, gst_paise: 101 });
  });

  it('gives a fully discounted order’s lines no GST, rather than the whole of it to the first line', () => {
    const invoice = documentFigures(
      { tax_split: 'intra_state', discount_paise: 30_000, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 },
      [legacy(10_000), legacy(20_000)],
    );
    expect(invoice.lines.map((line) => [line.discount_paise, line.taxable_paise, line.gst_paise])).toEqual([
      [10_000, 0, 0],
      [20_000, 0, 0],
    ]);
  });

  it('refuses GST charged on lines that have nothing left to tax', () => {
    expect(() =>
      documentFigures({ tax_split: 'inter_state', discount_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 5 }, [
        legacy(0),
      ]),
    ).toThrow(RangeError);
  });
});
