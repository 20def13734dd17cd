import { getRuntimeConfig } from '@site/state';
import type { PageRead } from '@site/state/routes';

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
};
