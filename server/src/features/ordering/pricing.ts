/**
 * The one pricing module: pure functions over integers of paise, used by the cart, the placement of an
 * order and reorder. The browser only displays what these compute.
 *
 * A pack's price includes GST (docs/decisions/0018-prices-include-gst.md): what the retailer sees is
 * what they pay, and the GST is contained in it, never added on top. Rounding:
 * - a line's amount is rate × qty, exact (integers);
 * - the scheme is one per cart, on the subtotal: discount = min(round(subtotal × N %), cap), half up;
 * - that discount is spread over the lines in proportion to their amounts, each share rounded down,
 *   and the paise left over go one each to the lines with the largest remainders (ties: the earlier
 *   line): the shares add up to the discount exactly, and none exceeds its line;
 * - per line, net = amount − share; taxable = net × 10000 ⁄ (10000 + rate in basis points), rounded
 *   half up to a whole paisa; GST = net − taxable. So each line's taxable + GST is its net, and the
 *   lines add up to the grand total (subtotal − discount) exactly;
 * - the cart's GST is the sum of its lines'; intra-state it is split in two halves and an odd paisa
 *   goes to CGST (CGST = ⌈GST / 2⌉, SGST = ⌊GST / 2⌋).
 * Percentages are basis points (10 % = 1000); products that could pass 2^53 are taken in BigInt.
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
  /** 4000 for 40 %: the rate in effect when the cart is priced (`gstRateAt`). */
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
  /** The taxable value contained in the grand total: the sum of the lines'. */
  taxable_paise: number;
  gst_percent: number;
  tax_split: TaxSplit;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** What the retailer pays: subtotal − discount = taxable + GST. */
  grand_total_paise: number;
}

/** One line's figures: its amount, its share of the scheme, and the taxable value and GST in what is left. */
export interface LineFigures {
  amount_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_paise: number;
}

export interface PricedCart {
  totals: CartTotals;
  /** Per line, in the order given. */
  lines: LineFigures[];
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

/**
 * `discount` spread over `amounts` in proportion (largest remainder): each share rounded down, then one
 * paisa each to the largest remainders, the earlier line first on a tie. Sums to `discount` exactly.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  assertAmount(discount, 'discount');
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  assertAmount(total, 'subtotal');
  if (discount > total) throw new RangeError('discount must not exceed the subtotal');
  if (discount === 0 || total === 0) return amounts.map(() => 0);
  const whole = BigInt(total);
  const parts = amounts.map((amount, index) => {
    const product = BigInt(discount) * BigInt(amount);
    return { index, share: Number(product / whole), remainder: product % whole };
  });
  let left = discount - parts.reduce((sum, part) => sum + part.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

/**
 * The taxable value contained in `net` at `basisPoints` of GST: net × 10000 ⁄ (10000 + basisPoints),
 * rounded half up to a whole paisa. The GST contained is `net` less this.
 */
export function taxableOf(net: number, basisPoints: number): number {
  assertAmount(net, 'net amount');
  assertAmount(basisPoints, 'basis points');
  const divisor = 2n * BigInt(BASIS + basisPoints);
  return Number((2n * BigInt(net) * BigInt(BASIS) + BigInt(BASIS + basisPoints)) / divisor);
}

const normalState = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();

/** Same state: CGST + SGST; another state: IGST (IGST Act s. 10(1)(a): where the goods' movement ends). */
export function taxSplit(companyState: string, placeOfSupply: string): TaxSplit {
  return normalState(companyState) === normalState(placeOfSupply) ? 'intra_state' : 'inter_state';
}

/** GST split as `split` says; an odd paisa of an intra-state split goes to CGST. */
export function splitGst(gst: number, split: TaxSplit): { cgst_paise: number; sgst_paise: number; igst_paise: number } {
  assertAmount(gst, 'GST');
  if (split === 'inter_state') return { cgst_paise: 0, sgst_paise: 0, igst_paise: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst_paise: gst - sgst, sgst_paise: sgst, igst_paise: 0 };
}

export function priceCart(lines: readonly PricedLine[], schemes: readonly SchemeRule[], tax: TaxRule): PricedCart {
  const amounts = lines.map(lineAmount);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  assertAmount(subtotal, 'subtotal');
  const totalQty = lines.reduce((sum, line) => sum + line.qty, 0);
  const best = bestScheme(subtotal, schemes);
  const discount = best?.discount ?? 0;
  const shares = spreadDiscount(amounts, discount);
  const figures = amounts.map((amount, index): LineFigures => {
    const net = amount - shares[index]!;
    const taxable = taxableOf(net, tax.gstBasisPoints);
    return { amount_paise: amount, discount_paise: shares[index]!, taxable_paise: taxable, gst_paise: net - taxable };
  });
  const taxable = figures.reduce((sum, line) => sum + line.taxable_paise, 0);
  const gst = figures.reduce((sum, line) => sum + line.gst_paise, 0);
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
      grand_total_paise: subtotal - discount,
    },
    lines: figures,
    appliedScheme: best?.scheme.name ?? null,
  };
}
