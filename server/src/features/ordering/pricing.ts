import {
  apportion,
  assertWhole,
  type GstSplit,
  percentOf,
  splitGst,
  taxableOf,
  taxSplit,
  type TaxSplit,
} from '@site/contract/money';

/**
 * The one pricing module: the cart's rules over integers of paise, used by the cart, the placement of an
 * order and reorder. The browser only displays what these compute; the arithmetic (rounding, the share of
 * a discount, the GST contained in a price and its split) is the contract's money module's.
 *
 * A pack's price includes GST (docs/decisions/0018-prices-include-gst.md): what the retailer sees is
 * what they pay, and the GST is contained in it, never added on top. Rounding:
 * - a line's amount is rate × qty, exact (integers);
 * - the scheme is one per cart, on the subtotal: discount = min(round(subtotal × N %), cap), half up;
 * - that discount is apportioned over the lines by their amounts (largest remainder, `apportion`): the
 *   shares add up to the discount exactly, and none exceeds its line;
 * - per line, net = amount − share; taxable = net × 10000 ⁄ (10000 + rate in basis points), rounded
 *   half up to a whole paisa; GST = net − taxable. So each line's taxable + GST is its net, and the
 *   lines add up to the grand total (subtotal − discount) exactly;
 * - the cart's GST is the sum of its lines'; intra-state it is split in two halves and an odd paisa
 *   goes to CGST (CGST = ⌈GST / 2⌉, SGST = ⌊GST / 2⌋).
 * Percentages are basis points (10 % = 1000).
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

export interface CartTotals extends GstSplit {
  total_qty: number;
  subtotal_paise: number;
  discount_paise: number;
  /** The taxable value contained in the grand total: the sum of the lines'. */
  taxable_paise: number;
  /** 4000 for 40 %. */
  gst_basis_points: number;
  tax_split: TaxSplit;
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

export function lineAmount(line: PricedLine): number {
  assertWhole(line.rate_paise, 'rate');
  assertWhole(line.qty, 'qty');
  const amount = line.rate_paise * line.qty;
  assertWhole(amount, 'line amount');
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

export function priceCart(lines: readonly PricedLine[], schemes: readonly SchemeRule[], tax: TaxRule): PricedCart {
  const amounts = lines.map(lineAmount);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  assertWhole(subtotal, 'subtotal');
  const totalQty = lines.reduce((sum, line) => sum + line.qty, 0);
  const best = bestScheme(subtotal, schemes);
  const discount = best?.discount ?? 0;
  const shares = apportion(discount, amounts);
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
      gst_basis_points: tax.gstBasisPoints,
      tax_split: split,
      ...splitGst(gst, split),
      grand_total_paise: subtotal - discount,
    },
    lines: figures,
    appliedScheme: best?.scheme.name ?? null,
  };
}
