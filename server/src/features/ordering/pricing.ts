/**
 * The one pricing module: pure functions over integers of paise, used by the cart, the
 * placement of an order and reorder. The browser only displays what these compute.
 *
 * Rounding (docs/decisions/0013-ordering-on-the-webshop-contract.md):
 * - a line is rate × qty, exact (integers);
 * - the scheme and the tax are computed once, on the cart's totals, never per line: the scheme is a
 *   discount on the subtotal ("N % off, up to ₹M"), so per-line tax would first have to spread that
 *   discount over the lines, and each spread share would round on its own;
 * - each percentage is rounded half up to a whole paisa, once: discount = min(round(subtotal × N %), cap),
 *   GST = round(taxable × rate);
 * - intra-state, that GST is split in two halves; an odd paisa goes to CGST (CGST = ⌈GST / 2⌉,
 *   SGST = ⌊GST / 2⌋), so the grand total never depends on the split.
 * Percentages are basis points (10 % = 1000), so no step is a float.
 */

export interface PricedLine {
  rate_paise: number;
  qty: number;
}

/** A scheme as stored: N % off the subtotal, at most `max_discount_paise`, from `min_subtotal_paise`. */
export interface SchemeRule {
  name: string;
  discount_basis_points: number;
  max_discount_paise: number;
  min_subtotal_paise: number;
}

export interface TaxRule {
  /** 4000 for 40 %. */
  gstBasisPoints: number;
  companyState: string;
  /** The state the goods go to (the shipping address). */
  placeOfSupply: string;
}

export type TaxSplit = 'intra_state' | 'inter_state';

export interface CartTotals {
  total_qty: number;
  subtotal_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_percent: number;
  tax_split: TaxSplit;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  grand_total_paise: number;
}

export interface PricedCart {
  totals: CartTotals;
  /** The scheme applied (the one giving the largest discount), or null. */
  appliedScheme: string | null;
}

const BASIS = 10_000;

function assertAmount(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer`);
}

/** `amount × basisPoints / 10000`, rounded half up to a whole paisa, in integers only. */
export function percentOf(amount: number, basisPoints: number): number {
  assertAmount(amount, 'amount');
  assertAmount(basisPoints, 'basis points');
  const product = amount * basisPoints;
  assertAmount(product, 'amount × basis points');
  return Math.floor((product + BASIS / 2) / BASIS);
}

export function lineAmount(line: PricedLine): number {
  assertAmount(line.rate_paise, 'rate');
  assertAmount(line.qty, 'qty');
  const amount = line.rate_paise * line.qty;
  assertAmount(amount, 'line amount');
  return amount;
}

/** What one scheme takes off this subtotal: 0 below its minimum. */
export function schemeDiscount(subtotal: number, scheme: SchemeRule): number {
  if (subtotal < scheme.min_subtotal_paise) return 0;
  return Math.min(percentOf(subtotal, scheme.discount_basis_points), scheme.max_discount_paise, subtotal);
}

/** The scheme with the largest discount; on a tie, the first in the given order. Schemes never stack. */
export function bestScheme(
  subtotal: number,
  schemes: readonly SchemeRule[],
): { scheme: SchemeRule; discount: number } | null {
  let best: { scheme: SchemeRule; discount: number } | null = null;
  for (const scheme of schemes) {
    const discount = schemeDiscount(subtotal, scheme);
    if (discount > 0 && (!best || discount > best.discount)) best = { scheme, discount };
  }
  return best;
}

const normalState = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();

/** Same state: CGST + SGST; another state: IGST (IGST Act s. 10(1)(a): where the goods' movement ends). */
export function taxSplit(companyState: string, placeOfSupply: string): TaxSplit {
  return normalState(companyState) === normalState(placeOfSupply) ? 'intra_state' : 'inter_state';
}

/** The GST of a taxable value, split as `split` says; an odd paisa of an intra-state split goes to CGST. */
export function splitGst(gst: number, split: TaxSplit): { cgst_paise: number; sgst_paise: number; igst_paise: number } {
  assertAmount(gst, 'GST');
  if (split === 'inter_state') return { cgst_paise: 0, sgst_paise: 0, igst_paise: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst_paise: gst - sgst, sgst_paise: sgst, igst_paise: 0 };
}

export function priceCart(lines: readonly PricedLine[], schemes: readonly SchemeRule[], tax: TaxRule): PricedCart {
  let subtotal = 0;
  let totalQty = 0;
  for (const line of lines) {
    subtotal += lineAmount(line);
    totalQty += line.qty;
  }
  assertAmount(subtotal, 'subtotal');
  const best = bestScheme(subtotal, schemes);
  const discount = best?.discount ?? 0;
  const taxable = subtotal - discount;
  const gst = percentOf(taxable, tax.gstBasisPoints);
  const split = taxSplit(tax.companyState, tax.placeOfSupply);
  return {
    totals: {
      total_qty: totalQty,
      subtotal_paise: subtotal,
      discount_paise: discount,
      taxable_paise: taxable,
      gst_percent: tax.gstBasisPoints / 100,
      tax_split: split,
      ...splitGst(gst, split),
      grand_total_paise: taxable + gst,
    },
    appliedScheme: best?.scheme.name ?? null,
  };
}
