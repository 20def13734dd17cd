/** Ordering's own texts (not the specification's): one place for the server's replies and the browser's screens. */
export const MAX_LINE_QTY = 9999;
export const MAX_CART_LINES = 50;

export const orderingMessages = {
  itemCodeRequired: 'Choose a product.',
  unknownItem: 'This product is not in the catalogue.',
  qtyInvalid: `Quantity must be a whole number from 0 to ${MAX_LINE_QTY}.`,
  guestQtyInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QTY}.`,
  itemsInvalid: `Send the cart as a list of at most ${MAX_CART_LINES} lines, each with item_code and qty.`,
  queryArgsInvalid:
    'query_args must be a JSON object of search, field_filters, attribute_filters, start and page_length.',
  addressTypeInvalid: 'address_type must be billing or shipping.',
  addressNotFound: 'No such address in your address book.',
  billingNotDeletable: 'The billing address is your shop’s address from your profile: edit it, it cannot be deleted.',
  billingAlwaysDefault: 'The billing address is always your billing address; choose a shipping address as the default.',
  cartEmpty: 'Your cart is empty.',
  cartChanged:
    'Prices, offers, taxes or stock changed since you saw your cart. Check the new figures and place the order again.',
  fingerprintRequired: 'Send the cart_fingerprint of the cart you saw.',
  idempotencyKeyRequired: 'Send an Idempotency-Key header (1 to 128 printable characters) with each order.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another order.',
  outOfStock: (itemName: string, available: number) =>
    available > 0 ? `Only ${available} packs of ${itemName} are in stock.` : `${itemName} is out of stock.`,
  orderNotFound: 'No such order.',
  orderNameRequired: 'Send the order’s name.',
  cancelNotAllowed: 'Only an order that is still Placed can be cancelled.',
  orderPlacedSms: (orderName: string, grandTotal: string, brand: string) =>
    `${brand}: your order ${orderName} for ${grandTotal} is placed. Pay on delivery.`,
} as const;
