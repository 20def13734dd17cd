import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerDetailQuery } from '@site/contract';
import { withLoading } from '@site/state';
import { callMethod, successMessage } from '@site/state/api';
import { queryKeys } from '@site/state/query';

/**
 * `get_customer_detail` for the logged-in retailer (docs/product.md#method-list); the shared client adds the token header.
 * Resolves with the customer's record, or null when the call did not succeed.
 */
export async function fetchCustomerDetail(customerId: string, signal?: AbortSignal): Promise<CustomerDetail | null> {
  const reply = await callMethod<CustomerDetail>('GET', 'getCustomerDetail', {
    params: { customer_id: customerId } satisfies CustomerDetailQuery,
    signal,
  });
  return successMessage<CustomerDetail>(reply);
}

/**
 * The retailer's record, shared by the profile and address pages through the page's query cache (a
 * save puts the saved record there), loaded with the loading flag on (docs/product.md#profile-loading-and-saving). No query without a login.
 */
export function useCustomerDetail(customerId: string | null) {
  return useQuery({
    queryKey: queryKeys.customerDetail(customerId ?? ''),
    queryFn: async ({ signal }) => {
      const detail = await withLoading(() => fetchCustomerDetail(customerId ?? '', signal));
      if (!detail) throw new Error('The customer record did not load.');
      return detail;
    },
    enabled: Boolean(customerId),
  });
}
