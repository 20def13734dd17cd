import type { Totals } from '@site/contract';

/**
 * The seed's sample cart (2 × ₹480, 2 × ₹600, 4 × ₹120, 10 % off up to ₹100) shipped out of the company
 * state at the seeded 40 % GST, prices including GST (docs/decisions/0018): 2640 − 100 = 2540 paid, of
 * which 1,814.28 is taxable value and 725.72 IGST.
 */
export const SAMPLE_CART_TOTALS: Totals = {
  total_qty: 8,
  subtotal_paise: 264_000,
  discount_paise: 10_000,
  taxable_paise: 181_428,
  gst_basis_points: 4000,
  tax_split: 'inter_state',
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 72_572,
  grand_total_paise: 254_000,
};

/** Its lines' figures, in the cart's order: each line's share of the ₹100 and the taxable value and GST in the rest. */
export const SAMPLE_CART_LINES = [
  { amount_paise: 96_000, discount_paise: 3_636, taxable_paise: 65_974, gst_paise: 26_390 },
  { amount_paise: 120_000, discount_paise: 4_546, taxable_paise: 82_467, gst_paise: 32_987 },
  { amount_paise: 48_000, discount_paise: 1_818, taxable_paise: 32_987, gst_paise: 13_195 },
];
