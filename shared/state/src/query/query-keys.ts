import { getRuntimeConfig } from '@site/state';

/**
 * The keys of the server data a page caches, in one place so that the host and every remote name the
 * same data the same way (one QueryClient per page, see `createQueryClient`). Each includes the API
 * it came from: the sign-up widget may point the page at another API.
 */
export const queryKeys = {
  referenceLists: () => ['reference-lists', getRuntimeConfig().apiBase] as const,
  customerDetail: (customerId: string) => ['customer-detail', getRuntimeConfig().apiBase, customerId] as const,
};
