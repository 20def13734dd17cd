import type { Totals } from '@site/contract';

/**
 * The seed's sample cart (2 × ₹480, 2 × ₹600, 4 × ₹120, 10 % off up to ₹100) shipped out of the company
 * state at 28 % GST: 2640 / −100 / 2540 / 711.2 IGST / 3251.2 rupees.
 */
export const SAMPLE_CART_TOTALS: Totals = {
  total_qty: 8,
  subtotal_paise: 264_000,
  discount_paise: 10_000,
  taxable_paise: 254_000,
  gst_percent: 28,
  tax_split: 'inter_state',
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 71_120,
  grand_total_paise: 325_120,
};
