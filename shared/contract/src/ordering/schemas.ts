import { orderTaxDocumentsShape } from '../invoicing';
import { customerAddressSchema } from '../wire';
import { z } from '../zod';
import { ORDER_STATUSES, TAX_SPLITS } from './constants';
import { orderingMessages } from './messages';
import type { CartSnapshot } from './requests';

/**
 * Replies of the ordering methods (their requests are in `requests.ts`). Every amount is an integer number of paise
 * (`_paise`), never a float: ₹2,540.00 is 254000; every percentage an integer number of basis points
 * (`_basis_points`): 10 % is 1000.
 */

const paise = (description: string) => z.number().int().describe(`${description}, in paise`);

// ---- Replies --------------------------------------------------------------------------------------

const success = z.literal('success');

export const nutritionRowSchema = z.object({ nutrient: z.string(), value: z.number(), unit: z.string() });

/** A Website Item: one product in one pack. */
export const websiteItemSchema = z.object({
  item_code: z.string().describe('Stable id of the product and pack, e.g. suvasa-2g-48'),
  variant_of: z.string().describe('The product: suvasa-2g or suvasa-4g'),
  item_group: z.string(),
  web_item_name: z.string(),
  weight_grams: z.number().int(),
  pack_size: z.number().int().describe('Sachets per pack'),
  pack_label: z.string().describe('Pack of 48'),
  mrp_paise: paise('Printed MRP, all taxes included'),
  rate_paise: paise("The retailer's price per pack, GST included, before schemes; never above the MRP"),
  discount_basis_points: z
    .number()
    .int()
    .describe('How far the rate is below the MRP, in basis points rounded half up (480 against 650: 2615)'),
  in_stock: z.boolean(),
  stock_qty: z.number().int().describe('Packs in the warehouse'),
  min_order_qty: z.number().int().min(1).describe('The fewest packs a cart may hold of this item'),
  case_multiple: z.number().int().min(1).describe('A cart holds this item in multiples of this many packs'),
  route: z.string().describe('The product page path: product-details for suvasa-2g-48'),
  website_image: z.string().describe('Artwork name (pack-2g, pack-4g…) the browser maps to its asset'),
  picture: z
    .string()
    .nullable()
    .optional()
    .describe('A picture uploaded in the office, /files/<random>.webp on the API; shown before the artwork'),
  slideshow: z.array(z.object({ image: z.string(), alt: z.string() })),
  short_description: z.string(),
  web_long_description: z.string(),
  ingredients: z.string(),
  highlights: z.array(z.string()),
  nutrition: z.array(nutritionRowSchema).describe('Per 100 g'),
  hsn_code: z.string(),
});
export type WebsiteItem = z.infer<typeof websiteItemSchema>;

export const productFilterDataSchema = z.object({
  status: success,
  items: z.array(websiteItemSchema),
  items_count: z.number().int().describe('Items matching the filters, all pages'),
  filters: z.object({
    pack_size: z.array(z.number().int()).describe('Pack sizes on offer'),
    weight_grams: z.array(z.number().int()),
    variant_of: z.array(z.string()),
  }),
  settings: z.object({ page_length: z.number().int(), start: z.number().int() }),
});

export const itemInfoSchema = z.object({ status: success, product_info: websiteItemSchema });

/**
 * The reply of each public catalogue read a page is made of: parsed alike by the server that renders the
 * page and by the browser that makes the read itself.
 */
export const pageReadReplySchemas = { getItem: itemInfoSchema, getProductFilterData: productFilterDataSchema } as const;

export const schemeSchema = z.object({
  name: z.string(),
  title: z.string(),
  discount_basis_points: z.number().int().describe('e.g. 1000 for 10 %'),
  max_discount_paise: paise('The most it takes off'),
  min_subtotal_paise: paise('Applies from this subtotal'),
  applied: z.boolean().describe('The one scheme applied to this cart (the largest discount)'),
});
export type Scheme = z.infer<typeof schemeSchema>;

export const totalsSchema = z.object({
  total_qty: z.number().int(),
  subtotal_paise: paise('Sum of the lines'),
  discount_paise: paise('Scheme discount (a positive amount taken off)'),
  taxable_paise: paise(
    'Taxable value contained in the grand total (prices include GST): the sum of the lines’ taxable values',
  ),
  gst_basis_points: z.number().int().describe('e.g. 4000 for 40 %'),
  tax_split: z.enum(TAX_SPLITS).describe('intra_state: CGST + SGST; inter_state: IGST'),
  cgst_paise: paise('CGST (0 when inter-state)'),
  sgst_paise: paise('SGST (0 when inter-state)'),
  igst_paise: paise('IGST (0 when intra-state)'),
  grand_total_paise: paise(
    'What is paid: subtotal less the discount, which is the taxable value plus the GST it contains (orders placed before prices included GST: taxable value plus GST added)',
  ),
});
export type Totals = z.infer<typeof totalsSchema>;

/** The pack a cart or order line is of, as shown beside it. */
const linePackFields = {
  item_code: z.string(),
  item_name: z.string(),
  weight_grams: z.number().int(),
  pack_size: z.number().int(),
  pack_label: z.string(),
  website_image: z.string(),
};

export const cartLineSchema = z.object({
  ...linePackFields,
  route: z.string(),
  qty: z.number().int(),
  mrp_paise: paise('MRP per pack'),
  rate_paise: paise('Price per pack today'),
  amount_paise: paise('rate × qty'),
  discount_paise: paise("The line's share of the scheme discount"),
  taxable_paise: paise('Taxable value contained in amount − discount'),
  gst_paise: paise('GST contained in amount − discount (= amount − discount − taxable)'),
  in_stock: z.boolean(),
  stock_qty: z.number().int(),
  min_order_qty: z.number().int().min(1).describe('The fewest packs of this item a cart may hold'),
  case_multiple: z.number().int().min(1).describe('The cart holds this item in multiples of this many packs'),
  quantity_problem: z
    .string()
    .nullable()
    .describe(
      'How the quantity breaks the ordering rules (they may change after the line was added); null: it keeps them',
    ),
});

export const addressSchema = z.object({
  name: z.string().describe('The address id'),
  address_type: z.enum(['Billing', 'Shipping']),
  address_title: z.string().describe('Shop name'),
  ...customerAddressSchema.shape,
  phone: z.string().describe("The retailer's mobile"),
  is_primary_address: z.boolean().describe('The billing address'),
  is_shipping_address: z.boolean().describe('The default shipping address'),
});
export type Address = z.infer<typeof addressSchema>;

export const cartSchema = z.object({
  status: success,
  version: z.number().int().describe('Grows with every change of the lines or the address'),
  fingerprint: z.string().describe('Of the lines, prices, scheme, tax and address: send it to place_order'),
  items: z.array(cartLineSchema),
  schemes: z.array(schemeSchema).describe('Live schemes (See all offers)'),
  totals: totalsSchema,
  customer_address: z.string().describe('The billing address name'),
  shipping_address_name: z.string().nullable().describe('The address the order goes to (null: none yet)'),
  shipping_address: addressSchema.nullable(),
  place_of_supply: z.string().describe('The state whose tax applies (the shipping address)'),
  company_state: z.string(),
  hsn_code: z.string(),
  payment_terms: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The part of a cart its fingerprint covers (`cartSnapshotSchema`), in the schema's order of keys. */
export function cartSnapshotOf(
  cart: Pick<Cart, 'items' | 'schemes' | 'totals' | 'place_of_supply' | 'shipping_address_name'>,
): CartSnapshot {
  const applied = cart.schemes.find((scheme) => scheme.applied);
  return {
    lines: cart.items.map((line) => ({
      item_code: line.item_code,
      item_name: orderingMessages.packedItem(line.item_name, line.pack_size),
      qty: line.qty,
      rate_paise: line.rate_paise,
      available: line.in_stock,
    })),
    scheme: applied
      ? {
          name: applied.name,
          discount_basis_points: applied.discount_basis_points,
          max_discount_paise: applied.max_discount_paise,
        }
      : null,
    gst_basis_points: cart.totals.gst_basis_points,
    tax_split: cart.totals.tax_split,
    place_of_supply: cart.place_of_supply,
    shipping_address: cart.shipping_address_name ?? '',
  };
}

export const cartChangeSchema = z.object({
  item_code: z.string().nullable(),
  field: z.enum(['price', 'scheme', 'tax', 'stock', 'lines', 'address', 'rule']),
  text: z.string(),
});

/** place_order's refusal when the cart the retailer saw is not the cart now (409): the new figures. */
export const cartChangedErrorSchema = z.object({
  exc_type: z.literal('CartChangedError'),
  message: z.object({
    status: z.literal('error'),
    reason: z.literal('validation'),
    text: z.string(),
    changes: z.array(cartChangeSchema),
    cart: cartSchema,
  }),
});
export type CartChangedError = z.infer<typeof cartChangedErrorSchema>;

export const orderLineSchema = z.object({
  idx: z.number().int(),
  ...linePackFields,
  qty: z.number().int(),
  mrp_paise: paise('MRP per pack at placement'),
  rate_paise: paise('Price per pack at placement'),
  amount_paise: paise('rate × qty'),
  discount_paise: paise("The line's share of the scheme discount")
    .nullable()
    .optional()
    .describe('null or absent: placed before prices included GST (the figures are the order’s own)'),
  taxable_paise: paise('Taxable value contained in the line').nullable().optional(),
  gst_paise: paise('GST contained in the line').nullable().optional(),
});

const orderAddressSchema = addressSchema.omit({ is_primary_address: true, is_shipping_address: true });

export const salesOrderSummarySchema = z.object({
  name: z.string().describe('Order number, e.g. SAL-ORD-2026-00001'),
  transaction_date: z.string().describe('ISO 8601'),
  status: z.enum(ORDER_STATUSES),
  total_qty: z.number().int(),
  grand_total_paise: paise('As placed'),
});

/** A change of an order's status, as its retailer sees it. */
export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string().describe('ISO 8601'),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const salesOrderSchema = salesOrderSummarySchema.extend({
  items: z.array(orderLineSchema),
  totals: totalsSchema,
  scheme: schemeSchema.omit({ applied: true }).nullable(),
  billing_address: orderAddressSchema,
  shipping_address: orderAddressSchema,
  place_of_supply: z.string(),
  payment_terms: z.string(),
  delivery_window: z.object({ from: z.string(), to: z.string() }).describe("The profile's delivery time, HH:MM:SS"),
  can_cancel: z.boolean(),
  timeline: z
    .array(orderEventSchema)
    .optional()
    .describe('Placed first, then each change of status, oldest first (absent from servers before the back office)'),
  ...orderTaxDocumentsShape,
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

export const placedOrderSchema = z.object({ status: success, sales_order: salesOrderSchema });
export const salesOrderListSchema = z.object({
  status: success,
  orders: z.array(salesOrderSummarySchema),
  total_count: z.number().int(),
});

export const reorderSchema = z.object({
  status: success,
  cart: cartSchema,
  placed_grand_total_paise: paise('The order as placed'),
  today_grand_total_paise: paise("The order's lines at today's prices, scheme and tax"),
  difference_paise: paise('today − placed (negative: cheaper today)'),
  lines: z.array(
    z.object({
      item_code: z.string(),
      qty: z.number().int(),
      placed_rate_paise: z.number().int(),
      today_rate_paise: z.number().int().nullable().describe('null: no longer sold'),
    }),
  ),
  unavailable: z.array(z.string()).describe('Item codes no longer sold, left out of the cart'),
});

export const addressListSchema = z.object({ status: success, addresses: z.array(addressSchema) });
export const addressReplySchema = z.object({ status: success, address: addressSchema });
export const deletedSchema = z.object({ status: success, name: z.string() });
