/**
 * The office's operations methods and who may call them, apart from their schemas (`operations.ts`): the API
 * client's method table needs the paths, and a page that never runs the office must not run its schemas.
 */
export const officeOperationsMethodPaths = {
  /** GET: orders, newest first, filtered and searched, a keyset page at a time, with a count per status. */
  listOrders: 'retailer_app.api.office.list_orders',
  /** GET `name`: one order as placed, its retailer and its timeline. */
  getOrder: 'retailer_app.api.office.get_order',
  /** POST `{ name, status, reason? }`: the order's next status (`reason` required to cancel). */
  setOrderStatus: 'retailer_app.api.office.set_order_status',
  /** GET: inquiries, newest first, filtered and searched, a keyset page at a time, with a count per status. */
  listInquiries: 'retailer_app.api.office.list_inquiries',
  /** GET `name`: one inquiry and the notes of its status changes. */
  getInquiry: 'retailer_app.api.office.get_inquiry',
  /** POST `{ name, status, note }`: the inquiry's next status, with a note. */
  setInquiryStatus: 'retailer_app.api.office.set_inquiry_status',
  /** GET, the list's filters: every matching inquiry as a CSV file (UTF-8 with BOM, CRLF: Excel reads it). */
  exportInquiries: 'retailer_app.api.office.export_inquiries',
  /** GET: retailers found by name, shop, mobile, city or state, a keyset page at a time. */
  listRetailers: 'retailer_app.api.office.list_retailers',
  /** GET `customer_id`: a retailer's profile, addresses and latest orders. */
  getRetailer: 'retailer_app.api.office.get_retailer',
  /** POST `{ customer_id, reason }`: the retailer can no longer log in or order; their sessions end. */
  blockRetailer: 'retailer_app.api.office.block_retailer',
  /** POST `{ customer_id, reason }`: the retailer may log in again. */
  unblockRetailer: 'retailer_app.api.office.unblock_retailer',
  /** POST `{ from_customer_id, to_customer_id, reason }` (admin): the first account's GSTIN becomes the second's. */
  moveGstin: 'retailer_app.api.office.move_gstin',
  /** POST the sign-up form: a new retailer, and a login code sent to their mobile. */
  registerRetailer: 'retailer_app.api.office.register_retailer',
} as const;

export type OfficeOperationsMethodName = keyof typeof officeOperationsMethodPaths;

/** Every operation is the sales role's work (admin ⊇ sales) but deciding who holds a GSTIN. */
export const officeOperationsAccess: Record<OfficeOperationsMethodName, 'sales' | 'admin'> = {
  listOrders: 'sales',
  getOrder: 'sales',
  setOrderStatus: 'sales',
  listInquiries: 'sales',
  getInquiry: 'sales',
  setInquiryStatus: 'sales',
  exportInquiries: 'sales',
  listRetailers: 'sales',
  getRetailer: 'sales',
  blockRetailer: 'sales',
  unblockRetailer: 'sales',
  moveGstin: 'admin',
  registerRetailer: 'sales',
};
