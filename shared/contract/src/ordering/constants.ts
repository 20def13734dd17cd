/**
 * The ordering's plain constants, apart from the schemas: a page that only names a product
 * or shows a status does not download zod for them (decision 12).
 */

/** GST on pan masala is HSN 2106 90 20 (docs/decisions/0013). */
export const PAN_MASALA_HSN = '21069020';
/** Every order is paid on delivery: there is no card gateway. */
export const PAYMENT_TERMS = 'Cash on delivery';
export const ORDER_STATUSES = ['Placed', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The item the browser's `/product-details` (the 2 g pack of 48, docs/product.md#product-detail) shows. */
export const FEATURED_ITEM_CODE = 'suvasa-2g-48';

export const TAX_SPLITS = ['intra_state', 'inter_state'] as const;
