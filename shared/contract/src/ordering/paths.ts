/**
 * The ordering methods (docs/decisions/0013-ordering-on-the-webshop-contract.md). Where ERPNext's
 * webshop app has a method for the job, the path and argument names are its own, so that a move to a real
 * ERPNext changes as little as possible; the rest are ours, under `retailer_app.api.ordering` and
 * `retailer_app.api.address`. Mounted under `/api/method/` like `methodPaths`.
 */
export const orderingMethodPaths = {
  /** GET, public: `query_args` (JSON) → the catalogue, filtered. */
  getProductFilterData: 'webshop.webshop.api.get_product_filter_data',
  /** GET, public: `item_code` → one item. */
  getItem: 'webshop.webshop.api.get_item',
  /** GET, token: the retailer's cart (draft Quotation), priced now. */
  getCartQuotation: 'webshop.webshop.shopping_cart.cart.get_cart_quotation',
  /** POST, token: `{ item_code, qty }`; qty 0 removes the line. */
  updateCart: 'webshop.webshop.shopping_cart.cart.update_cart',
  /** POST, token, ours: `{ items: [{ item_code, qty }] }`, the visitor's browser cart at login. */
  mergeGuestCart: 'webshop.webshop.shopping_cart.cart.merge_guest_cart',
  /** POST, token: `{ address_type, address_name }`. */
  updateCartAddress: 'webshop.webshop.shopping_cart.cart.update_cart_address',
  /** POST, token, `Idempotency-Key` header: `{ cart_fingerprint, seen_cart }` → the Sales Order. */
  placeOrder: 'webshop.webshop.shopping_cart.cart.place_order',
  /** GET, token, ours: the retailer's orders, newest first (`start`, `page_length`). */
  getSalesOrders: 'retailer_app.api.ordering.get_sales_orders',
  /** GET, token, ours: `name` → one order as placed. */
  getSalesOrder: 'retailer_app.api.ordering.get_sales_order',
  /** POST, token, ours: `{ name }`, while the order is Placed. */
  cancelSalesOrder: 'retailer_app.api.ordering.cancel_sales_order',
  /** POST, token, ours: `{ name }` → the order's lines in the cart at today's prices, and the difference. */
  reorder: 'retailer_app.api.ordering.reorder',
  /** GET, token, ours: the address book (the billing address and the shipping addresses). */
  getAddresses: 'retailer_app.api.address.get_addresses',
  /** POST, token, ours: the create-address form → a shipping address (the first becomes the default). */
  createAddress: 'retailer_app.api.address.create_address',
  /** POST, token, ours: `{ name, ...the create-address form, is_default? }`. */
  updateAddress: 'retailer_app.api.address.update_address',
  /** POST, token, ours: `{ name }` (a shipping address; the billing one is the profile's). */
  deleteAddress: 'retailer_app.api.address.delete_address',
  /**
   * POST, public, ours: `{ items: [{ item_code, qty }] }` (merge_guest_cart's lines) → the visitor's browser cart
   * priced like a cart, stored nowhere; taxed at the company's state (`place_of_supply`, no shipping address).
   */
  priceGuestCart: 'retailer_app.api.ordering.price_guest_cart',
} as const;

export type OrderingMethodName = keyof typeof orderingMethodPaths;
