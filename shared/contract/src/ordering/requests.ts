import { createAddressFormSchema } from '../validation/forms';
import { DB_INT_MAX } from '../numbers';
import { z } from '../zod';
import { MAX_CART_LINES, MAX_LINE_QTY, orderingMessages as m } from './messages';

/** Requests of the ordering methods; every amount in paise and every percentage in basis points, as replies. */

const itemCode = z.string(m.itemCodeRequired).min(1, m.itemCodeRequired).max(64, m.unknownItem);

/** A pack size or weight to filter by: compared with an `integer` column, so no larger than one holds. */
const attributeValue = z.number().int().positive().max(DB_INT_MAX);

/** `get_product_filter_data`'s `query_args` (webshop's names; ours: `page_length`, `attribute_filters` keys). */
export const productQueryArgsSchema = z.strictObject(
  {
    search: z.string().max(100).optional().describe('Words of the name or description'),
    field_filters: z
      .strictObject({
        item_group: z.string().max(100).optional(),
        variant_of: z.string().max(64).optional().describe('The product: suvasa-2g or suvasa-4g'),
        in_stock: z.boolean().optional(),
      })
      .optional(),
    attribute_filters: z
      .strictObject({
        pack_size: z.array(attributeValue).max(10).optional().describe('Sachets per pack: 12, 24, 48'),
        weight_grams: z.array(attributeValue).max(10).optional().describe('Grams per sachet: 2, 4'),
      })
      .optional(),
    start: z.number().int().min(0).max(10_000).optional(),
    page_length: z.number().int().min(1).max(100).optional(),
    from_filters: z.boolean().optional().describe('True: start again from the first item'),
  },
  m.queryArgsInvalid,
);
export type ProductQueryArgs = z.infer<typeof productQueryArgsSchema>;

export const updateCartSchema = z.strictObject({
  item_code: itemCode,
  qty: z.number(m.qtyInvalid).int(m.qtyInvalid).min(0, m.qtyInvalid).max(MAX_LINE_QTY, m.qtyInvalid),
});

export const guestCartLineSchema = z.strictObject({
  item_code: itemCode,
  qty: z
    .number(m.guestQtyInvalid)
    .int(m.guestQtyInvalid)
    .min(1, m.guestQtyInvalid)
    .max(MAX_LINE_QTY, m.guestQtyInvalid),
});
export const mergeGuestCartSchema = z.strictObject({
  items: z.array(guestCartLineSchema, m.itemsInvalid).max(MAX_CART_LINES, m.itemsInvalid),
});

export const updateCartAddressSchema = z.strictObject({
  address_type: z.enum(['billing', 'shipping', 'Billing', 'Shipping'], m.addressTypeInvalid),
  address_name: z.string(m.addressNotFound).min(1, m.addressNotFound).max(100, m.addressNotFound),
});

/**
 * What a cart's fingerprint covers: everything the retailer agrees to by placing it (lines with their
 * names, quantities, prices and stock; the scheme; the GST rate and split; the place of supply; the
 * address), from which the pricing module makes the totals. Made from the cart reply alone (`cartSnapshotOf`), so the server fingerprints
 * the cart it serves with it and the browser sends back the one the retailer saw: the server keeps
 * nothing of what it served, yet says what changed since.
 */
export const cartSnapshotSchema = z.object({
  lines: z
    .array(
      z.object({
        item_code: z.string().max(100),
        item_name: z.string().max(300),
        qty: z.number().int().min(0).max(MAX_LINE_QTY),
        rate_paise: z.number().int().min(0).max(DB_INT_MAX),
        available: z.boolean(),
      }),
    )
    .max(MAX_CART_LINES),
  scheme: z
    .object({
      name: z.string().max(140),
      discount_basis_points: z.number().int().min(0).max(10_000),
      max_discount_paise: z.number().int().min(0).max(DB_INT_MAX),
    })
    .nullable(),
  gst_basis_points: z.number().int().min(0).max(10_000),
  tax_split: z.string().max(40),
  place_of_supply: z.string().max(100),
  shipping_address: z.string().max(140),
});
export type CartSnapshot = z.infer<typeof cartSnapshotSchema>;

export const placeOrderSchema = z.strictObject({
  cart_fingerprint: z
    .string(m.fingerprintRequired)
    .regex(/^[0-9a-f]{16,64}$/, m.fingerprintRequired)
    .describe('The `fingerprint` of the cart the retailer saw'),
  seen_cart: cartSnapshotSchema
    .optional()
    .describe(
      'The cart the retailer saw, as its fingerprint covers it: a 409 says what changed since (without it, only that it changed)',
    ),
});

export const orderNameSchema = z.strictObject({
  name: z.string(m.orderNameRequired).min(1, m.orderNameRequired).max(40, m.orderNotFound),
});

/** create_address: the create-address form (its rules and messages); `is_default` makes it the default shipping address. */
export const createAddressSchema = z.strictObject({
  ...createAddressFormSchema.shape,
  is_default: z.boolean().optional(),
});
/** update_address: the address's name and the create-address form. */
export const updateAddressSchema = createAddressSchema.extend({
  name: z.string(m.addressNotFound).min(1, m.addressNotFound).max(100, m.addressNotFound),
});

export const addressNameSchema = z.strictObject({
  name: z.string(m.addressNotFound).min(1, m.addressNotFound).max(100, m.addressNotFound),
});

/** A line of a visitor's browser cart (merge_guest_cart, price_guest_cart). */
export type GuestCartLine = z.infer<typeof guestCartLineSchema>;
