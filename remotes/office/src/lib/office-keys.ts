/**
 * The office's cached replies, all under one prefix so that signing out forgets them at once. A read is cached
 * under its key and its parameters (`useOfficeList`, `useOfficeRecord`).
 */
export const officeKeys = {
  all: ['office'] as const,
  session: ['office', 'session'] as const,
  staff: ['office', 'staff'] as const,
  audit: ['office', 'audit'] as const,
  orders: ['office', 'orders'] as const,
  order: ['office', 'order'] as const,
  inquiries: ['office', 'inquiries'] as const,
  inquiry: ['office', 'inquiry'] as const,
  retailers: ['office', 'retailers'] as const,
  retailer: ['office', 'retailer'] as const,
  packs: ['office', 'packs'] as const,
  schemes: ['office', 'schemes'] as const,
  gstRates: ['office', 'gst-rates'] as const,
};
