import {
  addressListSchema,
  addressNameSchema,
  addressReplySchema,
  cartChangedErrorSchema,
  cartSchema,
  createAddressSchema,
  deletedSchema,
  IDEMPOTENCY_KEY_HEADER,
  itemInfoSchema,
  mergeGuestCartSchema,
  orderingMessages as m,
  orderNameSchema,
  placedOrderSchema,
  placeOrderSchema,
  productFilterDataSchema,
  productQueryArgsSchema,
  reorderSchema,
  salesOrderListSchema,
  salesOrderSchema,
  updateAddressSchema,
  updateCartAddressSchema,
  updateCartSchema,
} from '@site/contract';
import { z } from 'zod';
import { TOKEN_SECURITY } from '../../http/openapi';
import { jsonQueryParameter } from '../../http/schemas';
import { failure, success, tokenFailures, tokenRead, tokenWrite, writeFailures } from '../../http/route-schemas';
import { tooLongMessage } from '../../lib/validate';

/** The ordering methods' schemas: Fastify validates with them, and the OpenAPI document is generated from them. */

const MAX_ADDRESS_FIELD = 200;
const DEFAULT_ORDER_PAGE = 20;

/** A query parameter sent at most once: Fastify reads a repeated one as a list. */
const onceMessage = (key: string) => `Send ${key} once, as text.`;

/** A query parameter that must be sent: `required` when it is missing or empty. */
const requiredParam = (key: string, required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : onceMessage(key)) }).min(1, required);

/** A page position in the query: a whole number from `min` to `max`, or `fallback` when absent or empty. */
const pageParam = (key: string, fallback: number, min: number, max: number) =>
  z
    .string(onceMessage(key))
    .optional()
    .refine(
      (raw) => !raw || (/^\d{1,6}$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
      `${key} must be a whole number from ${min} to ${max}.`,
    )
    .transform((raw) => (raw ? Number(raw) : fallback));

/** The address lines the database and the sales mail can hold; the form itself sets no limit. */
const withinAddressLimits = <Form extends z.ZodType<Record<string, unknown>>>(form: Form) =>
  form.superRefine((values, context) => {
    for (const [field, value] of Object.entries(values)) {
      if (typeof value === 'string' && value.length > MAX_ADDRESS_FIELD)
        context.addIssue({ code: 'custom', path: [field], message: tooLongMessage(MAX_ADDRESS_FIELD) });
    }
  });

// Loose: Fastify replaces the headers with the validated value, and the others are still needed.
const idempotencyHeader = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().describe('Required: 1 to 128 printable ASCII characters'),
});

const addressNotFound = { 404: failure('No such address in your book') };
const orderNotFound = { 404: failure('No such order of yours') };

export const schemas = {
  productFilterData: {
    summary: 'The catalogue, filtered (ERPNext webshop)',
    description:
      '`query_args` is a JSON object: `search`, `field_filters` {item_group, variant_of, in_stock}, `attribute_filters` {pack_size: [..], weight_grams: [..]}, `start`, `page_length`, `from_filters`. Public. The name and description of each pack are in the `Accept-Language` (hi, gu), English where it has none; a search matches either.',
    querystring: z.object({
      query_args: jsonQueryParameter(
        z.string(onceMessage('query_args')),
        productQueryArgsSchema,
        m.queryArgsInvalid,
      ).describe('JSON object'),
    }),
    response: { 200: success(productFilterDataSchema), 417: failure('query_args is not valid') },
  },
  item: {
    summary: 'One item of the catalogue (ERPNext webshop)',
    description: 'Its name and description in the `Accept-Language` (hi, gu), English where it has none. Public.',
    querystring: z.object({ item_code: requiredParam('item_code', m.itemCodeRequired).describe('e.g. suvasa-2g-48') }),
    response: { 200: success(itemInfoSchema), 404: failure('No such item'), 417: failure('item_code missing') },
  },
  cart: tokenRead("The retailer's cart (a draft Quotation), priced now", cartSchema),
  updateCart: tokenWrite('Set a line of the cart; qty 0 removes it (ERPNext webshop)', updateCartSchema, cartSchema),
  mergeGuestCart: tokenWrite(
    "Merge the visitor's browser cart at login: each line at the larger of the two quantities",
    mergeGuestCartSchema,
    cartSchema,
  ),
  priceGuestCart: {
    summary: "Price a visitor's browser cart now, storing nothing (public)",
    description:
      'The lines of merge_guest_cart, priced like a cart by the same pricing module. No customer and no address: taxed at the company state (`place_of_supply` is `company_state`, `shipping_address` null, `customer_address` empty, `version` 0). Lines of the same item: the largest quantity.',
    body: mergeGuestCartSchema,
    response: { 200: success(cartSchema), ...writeFailures },
  },
  updateCartAddress: tokenWrite(
    'Choose the address the order goes to (ERPNext webshop)',
    updateCartAddressSchema,
    cartSchema,
    addressNotFound,
  ),
  placeOrder: {
    summary: 'Place the cart as a Sales Order, paid on delivery (ERPNext webshop)',
    description:
      'Idempotent per `Idempotency-Key` (required): a repeat answers the same order. Prices, schemes, tax, address and stock are checked again: when they differ from the cart of `cart_fingerprint`, 409 with the new cart and what changed since `seen_cart`.',
    security: TOKEN_SECURITY,
    headers: idempotencyHeader,
    body: placeOrderSchema,
    response: {
      200: success(placedOrderSchema),
      ...writeFailures,
      ...tokenFailures,
      409: cartChangedErrorSchema.describe('The cart changed since it was seen, or is short of stock: the new figures'),
      422: failure('Idempotency-Key used for another cart'),
    },
  },
  orders: {
    summary: "The retailer's orders, newest first",
    security: TOKEN_SECURITY,
    querystring: z.object({
      start: pageParam('start', 0, 0, 100_000).describe('Offset, default 0'),
      page_length: pageParam('page_length', DEFAULT_ORDER_PAGE, 1, 100).describe(
        `1 to 100, default ${DEFAULT_ORDER_PAGE}`,
      ),
    }),
    response: { 200: success(salesOrderListSchema), ...tokenFailures, 417: failure('Bad paging') },
  },
  order: {
    summary: 'One order as placed',
    security: TOKEN_SECURITY,
    querystring: z.object({ name: requiredParam('name', m.orderNameRequired).describe('Order number') }),
    response: {
      200: success(z.object({ status: z.literal('success'), sales_order: salesOrderSchema })),
      ...tokenFailures,
      ...orderNotFound,
      417: failure('name missing'),
    },
  },
  cancel: tokenWrite(
    'Cancel an order while it is Placed',
    orderNameSchema,
    z.object({ status: z.literal('success'), sales_order: salesOrderSchema }),
    { ...orderNotFound, 409: failure('No longer Placed: staff confirmed or moved it on first') },
  ),
  reorder: tokenWrite(
    "An order's lines into the cart at today's prices, with the difference",
    orderNameSchema,
    reorderSchema,
    orderNotFound,
  ),
  addresses: tokenRead(
    'The address book: the billing address (the profile’s) and the shipping addresses',
    addressListSchema,
  ),
  createAddress: tokenWrite(
    'Add a shipping address (the create-address form); the first becomes the default',
    withinAddressLimits(createAddressSchema),
    addressReplySchema,
  ),
  updateAddress: tokenWrite(
    'Edit an address; the billing one is the profile’s record (its title is the shop name)',
    withinAddressLimits(updateAddressSchema),
    addressReplySchema,
    addressNotFound,
  ),
  deleteAddress: tokenWrite(
    'Delete a shipping address (the billing one cannot be)',
    addressNameSchema,
    deletedSchema,
    addressNotFound,
  ),
};
