import { getRuntimeConfig } from '@site/state';
import type { PageRead } from '@site/state/routes';

/** The office's reads, under one prefix per API: a staff member's sign-out forgets all but the session at once. */
const officeData = () => ['office', getRuntimeConfig().apiBase, 'data'] as const;

/** An office list's key: without its filters, every page of it (what a write invalidates). */
const officeList =
  <List extends string>(list: List) =>
  (filters?: object) =>
    [...officeData(), list, ...(filters ? [filters] : [])] as const;

/**
 * The keys of the server data a page caches, in one place so that the host and every remote name the
 * same data the same way (one QueryClient per page, see `createQueryClient`). Each includes the API
 * it came from: the sign-up widget may point the page at another API.
 */
export const queryKeys = {
  referenceLists: () => ['reference-lists', getRuntimeConfig().apiBase] as const,
  customerDetail: (customerId: string) => ['customer-detail', getRuntimeConfig().apiBase, customerId] as const,
  privacySettings: (customerId: string) => ['privacy-settings', getRuntimeConfig().apiBase, customerId] as const,
  addresses: (customerId: string) => ['addresses', getRuntimeConfig().apiBase, customerId] as const,
  salesOrders: (customerId: string, start: number) =>
    ['sales-orders', getRuntimeConfig().apiBase, customerId, start] as const,
  /** A page's public read (the product page's item): by method and parameters. */
  pageRead: ({ method, params }: PageRead) => ['page-read', getRuntimeConfig().apiBase, method, params] as const,
  salesOrder: (customerId: string, name: string) =>
    ['sales-order', getRuntimeConfig().apiBase, customerId, name] as const,
  /** The staff member the office's session cookie belongs to (null: signed out). */
  staffSession: () => ['office', getRuntimeConfig().apiBase, 'session'] as const,
  officeData,
  officeOrders: officeList('orders'),
  officeOrder: (name: string) => [...officeData(), 'order', name] as const,
  officeInquiries: officeList('inquiries'),
  officeInquiry: (name: string) => [...officeData(), 'inquiry', name] as const,
  officeRetailers: officeList('retailers'),
  officeRetailer: (customerId: string) => [...officeData(), 'retailer', customerId] as const,
  officeStaff: () => [...officeData(), 'staff'] as const,
  officeAuditLog: officeList('audit-log'),
  officePacks: () => [...officeData(), 'packs'] as const,
  officeSchemes: () => [...officeData(), 'schemes'] as const,
  officeGstRates: () => [...officeData(), 'gst-rates'] as const,
  staffEnrolment: (token: string) => [...officeData(), 'enrolment', token] as const,
};
