/**
 * The catalogue's office methods and who may call them, apart from their schemas (`catalogue.ts`): the API
 * client's method table needs the paths, and a page that never edits the catalogue must not run its schemas.
 */
export const officeCatalogueMethodPaths = {
  /** GET: every pack, published or not, best ranked first. */
  listPacks: 'retailer_app.api.office.list_packs',
  /** POST `{ item_code, variant_of, web_item_name, weight_grams, … }`: a new pack; its page is `product-details/<item_code>`. */
  createPack: 'retailer_app.api.office.create_pack',
  /** POST `{ item_code, web_item_name, pack_size, rate_paise, mrp_paise, stock_qty, published, min_order_qty, case_multiple }`. */
  updatePack: 'retailer_app.api.office.update_pack',
  /** POST `{ item_code, translations: { hi: { web_item_name, short_description }, … } }`: its words in each language. */
  setPackTranslations: 'retailer_app.api.office.set_pack_translations',
  /** POST multipart `item_code`, `file` (JPEG, PNG or WebP): the pack's picture, re-encoded as WebP. */
  uploadPackPicture: 'retailer_app.api.office.upload_pack_picture',
  /** GET: every scheme, live, scheduled and ended. */
  listSchemes: 'retailer_app.api.office.list_schemes',
  /** POST `{ discount_basis_points, max_discount_paise, min_subtotal_paise, valid_from, valid_upto }`: a new scheme. */
  createScheme: 'retailer_app.api.office.create_scheme',
  /** POST `{ name, …the fields of create }`: a scheme's terms. */
  updateScheme: 'retailer_app.api.office.update_scheme',
  /** POST `{ name }`: the scheme ends now (valid until now, and disabled). */
  endScheme: 'retailer_app.api.office.end_scheme',
  /** GET: the GST rate in effect now and every rate, newest first. */
  listGstRates: 'retailer_app.api.office.list_gst_rates',
  /** POST `{ basis_points, effective_from }`: a rate that orders placed from that moment use. */
  addGstRate: 'retailer_app.api.office.add_gst_rate',
} as const;

export type OfficeCatalogueMethodName = keyof typeof officeCatalogueMethodPaths;

/** Reads are the sales role's; every change is an admin's. */
export const officeCatalogueAccess: Record<OfficeCatalogueMethodName, 'sales' | 'admin'> = {
  listPacks: 'sales',
  createPack: 'admin',
  updatePack: 'admin',
  setPackTranslations: 'admin',
  uploadPackPicture: 'admin',
  listSchemes: 'sales',
  createScheme: 'admin',
  updateScheme: 'admin',
  endScheme: 'admin',
  listGstRates: 'sales',
  addGstRate: 'admin',
};
