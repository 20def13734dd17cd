import type { Address, Cart, SalesOrder } from '@site/contract';
import { SAMPLE_CART } from '@site/testing/samples';
import { SHOP_ADDRESS } from './fixtures';

/** Ordering replies for the checkout and order tests: the seed's sample cart shipped to Pune (CGST + SGST). */

export const BILLING: Address = {
  name: 'CUST-1-billing',
  address_type: 'Billing',
  address_title: 'Ravi General Stores',
  ...SHOP_ADDRESS,
  phone: '9876543210',
  is_primary_address: true,
  is_shipping_address: false,
};

export const GODOWN: Address = {
  ...BILLING,
  name: 'ADDR-2',
  address_type: 'Shipping',
  address_title: 'Ravi Godown',
  address_line1: '4 Ring Road',
  address_line2: '',
  city: 'Surat',
  state: 'Gujarat',
  pincode: '395003',
  is_primary_address: false,
  is_shipping_address: true,
};

/** The seed's sample lines' share of the scheme and the taxable value and GST in the rest, at 40 %. */
const FIGURES: Record<string, { discount_paise: number; taxable_paise: number; gst_paise: number }> = {
  'suvasa-2g-48': { discount_paise: 3_636, taxable_paise: 65_974, gst_paise: 26_390 },
  'suvasa-4g-24': { discount_paise: 4_546, taxable_paise: 82_467, gst_paise: 32_987 },
  'suvasa-2g-12': { discount_paise: 1_818, taxable_paise: 32_987, gst_paise: 13_195 },
};

const line = (item_code: string, item_name: string, pack_label: string, qty: number, rate: number, mrp: number) => ({
  item_code,
  item_name,
  weight_grams: item_name.includes('4g') ? 4 : 2,
  pack_size: Number(pack_label.replace(/\D/g, '')),
  pack_label,
  website_image: 'pack-2g',
  qty,
  mrp_paise: mrp,
  rate_paise: rate,
  amount_paise: rate * qty,
  ...FIGURES[item_code]!,
});

const LINES = [
  line('suvasa-2g-48', 'Suvasa Pan Masala 2g', 'Pack of 48', 2, 48_000, 65_000),
  line('suvasa-4g-24', 'Suvasa Pan Masala 4g', 'Pack of 24', 2, 60_000, 80_000),
  line('suvasa-2g-12', 'Suvasa Pan Masala 2g', 'Pack of 12', 4, 12_000, 16_500),
];

const SCHEME = {
  name: 'SCHEME-1',
  title: '10 % off up to ₹100',
  discount_basis_points: 1000,
  max_discount_paise: 10_000,
  min_subtotal_paise: 0,
};

/** 2640 − 100 = 2540 rupees paid, of which 1814.28 taxable and 362.86 + 362.86 GST, to the company's own state. */
export const CART: Cart = {
  status: 'success',
  version: 3,
  fingerprint: 'aaaaaaaaaaaaaaaa',
  items: LINES.map((item) => ({
    ...item,
    route: `product-details/${item.item_code}`,
    in_stock: true,
    stock_qty: 500,
    min_order_qty: 1,
    case_multiple: 1,
    quantity_problem: null,
  })),
  schemes: [{ ...SCHEME, applied: true }],
  // The seed's sample cart's figures, as the shared sample has them.
  totals: SAMPLE_CART.totals,
  customer_address: BILLING.name,
  shipping_address_name: BILLING.name,
  shipping_address: BILLING,
  place_of_supply: 'Maharashtra',
  company_state: 'Maharashtra',
  hsn_code: '21069020',
  payment_terms: 'Cash on delivery',
};

/** The same cart sent to Gujarat: IGST. */
export const CART_TO_GODOWN: Cart = {
  ...CART,
  version: 4,
  fingerprint: 'bbbbbbbbbbbbbbbb',
  shipping_address_name: GODOWN.name,
  shipping_address: GODOWN,
  place_of_supply: 'Gujarat',
  totals: { ...CART.totals, tax_split: 'inter_state', cgst_paise: 0, sgst_paise: 0, igst_paise: 72_572 },
};

export const EMPTY_CART: Cart = {
  ...CART,
  fingerprint: 'cccccccccccccccc',
  items: [],
  totals: {
    ...CART.totals,
    total_qty: 0,
    subtotal_paise: 0,
    discount_paise: 0,
    taxable_paise: 0,
    cgst_paise: 0,
    sgst_paise: 0,
    grand_total_paise: 0,
  },
};

const withoutFlags = ({ is_primary_address: _p, is_shipping_address: _s, ...address }: Address) => address;

export const ORDER: SalesOrder = {
  name: 'SAL-ORD-2026-00007',
  transaction_date: '2026-11-23T06:30:00.000Z',
  status: 'Placed',
  total_qty: 8,
  grand_total_paise: 254_000,
  items: LINES.map((item, index) => ({ idx: index + 1, ...item })),
  totals: CART.totals,
  scheme: SCHEME,
  billing_address: withoutFlags(BILLING),
  shipping_address: withoutFlags(BILLING),
  place_of_supply: 'Maharashtra',
  payment_terms: 'Cash on delivery',
  delivery_window: { from: '10:00:00', to: '17:30:00' },
  can_cancel: true,
};
