import { apportion, type GstSplit, splitGst, type TaxSplit } from '@site/contract/money';
import type { LineFigures } from '../ordering/pricing';

/**
 * A document's figures from its order as stored: the lines' and the totals', in whole paise. Pure, so the
 * invoice's arithmetic is the cart's (`@site/contract/money`) and is checked against it on random carts.
 */

/** The order's own totals that a document reads (the rest it adds up from the lines). */
export interface OrderTotalsAsStored extends GstSplit {
  tax_split: TaxSplit;
  discount_paise: number;
}

/** An order line as stored; the three figures are null on orders placed while GST was added on top. */
export interface OrderLineAsStored {
  qty: number;
  amount_paise: number;
  discount_paise: number | null;
  taxable_paise: number | null;
  gst_paise: number | null;
}

export interface DocumentTotals extends GstSplit {
  qty: number;
  amount_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_paise: number;
  grand_total_paise: number;
}

export interface DocumentFigures {
  /**
   * `stored`: the lines' figures as the order was placed; `derived`: an order placed before they were
   * stored, its discount and GST apportioned over its lines.
   */
  line_figures: 'stored' | 'derived';
  lines: LineFigures[];
  totals: DocumentTotals;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function documentFigures(order: OrderTotalsAsStored, rows: readonly OrderLineAsStored[]): DocumentFigures {
  const amounts = rows.map((row) => row.amount_paise);
  const stored = rows.every(
    (row) => row.discount_paise !== null && row.taxable_paise !== null && row.gst_paise !== null,
  );
  let lines: LineFigures[];
  if (stored) {
    lines = rows.map((row) => ({
      amount_paise: row.amount_paise,
      discount_paise: row.discount_paise!,
      taxable_paise: row.taxable_paise!,
      gst_paise: row.gst_paise!,
    }));
  } else {
    // Placed before the lines kept their figures (GST was then added to the price): the order's discount
    // is shared by the lines' amounts, and its GST by what each line has left after its share.
    const discounts = apportion(order.discount_paise, amounts);
    const taxables = amounts.map((amount, index) => amount - discounts[index]!);
    const gsts = apportion(order.cgst_paise + order.sgst_paise + order.igst_paise, taxables);
    lines = amounts.map((amount, index) => ({
      amount_paise: amount,
      discount_paise: discounts[index]!,
      taxable_paise: taxables[index]!,
      gst_paise: gsts[index]!,
    }));
  }
  const gst = sum(lines.map((line) => line.gst_paise));
  const taxable = sum(lines.map((line) => line.taxable_paise));
  // The order's own split when it adds up to the lines' GST under its kind of split; else the one rule.
  const ownSplit: GstSplit = {
    cgst_paise: order.cgst_paise,
    sgst_paise: order.sgst_paise,
    igst_paise: order.igst_paise,
  };
  const keepsOwn =
    order.tax_split === 'inter_state'
      ? order.cgst_paise === 0 && order.sgst_paise === 0 && order.igst_paise === gst
      : order.igst_paise === 0 && order.cgst_paise + order.sgst_paise === gst;
  return {
    line_figures: stored ? 'stored' : 'derived',
    lines,
    totals: {
      qty: sum(rows.map((row) => row.qty)),
      amount_paise: sum(amounts),
      discount_paise: sum(lines.map((line) => line.discount_paise)),
      taxable_paise: taxable,
      ...(keepsOwn ? ownSplit : splitGst(gst, order.tax_split)),
      gst_paise: gst,
      grand_total_paise: taxable + gst,
    },
  };
}
