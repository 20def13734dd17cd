/**
 * The office's cached replies, all under one prefix so that signing out forgets them at once. A list's page is
 * cached under its key and its filters (`useOfficeList`); a record's key ends with the parameters of its read
 * (`useOfficeRecord`), so the read and the writes that update it name the same entry.
 */
export const officeKeys = {
  all: ['office'] as const,
  session: ['office', 'session'] as const,
  staff: ['office', 'staff'] as const,
  audit: ['office', 'audit'] as const,
  orders: ['office', 'orders'] as const,
  order: (name: string) => ['office', 'order', { name }] as const,
  inquiries: ['office', 'inquiries'] as const,
  inquiry: (name: string) => ['office', 'inquiry', { name }] as const,
  retailers: ['office', 'retailers'] as const,
  retailer: (customerId: string) => ['office', 'retailer', { customer_id: customerId }] as const,
  packs: ['office', 'packs'] as const,
  schemes: ['office', 'schemes'] as const,
  gstRates: ['office', 'gst-rates'] as const,
};
