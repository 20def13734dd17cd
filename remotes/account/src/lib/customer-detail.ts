import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerDetail, type CustomerDetailQuery, customerDetailSchema } from '@site/contract';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META, queryKeys } from '@site/state/query';

/** `get_customer_detail` for the logged-in retailer (docs/product.md#method-list); the shared client adds the token header. */
export function fetchCustomerDetail(customerId: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return request(customerDetailSchema, 'GET', 'getCustomerDetail', {
    params: { customer_id: customerId } satisfies CustomerDetailQuery,
    signal,
  });
}

/**
 * The retailer's record, shared by the profile and address pages through the page's query cache (a
 * save puts the saved record there), loaded under the loading overlay (docs/product.md#profile-loading-and-saving). No query without a login.
 */
export const customerDetailQueryOptions = (customerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.customerDetail(customerId ?? ''),
    queryFn: ({ signal }) => fetchCustomerDetail(customerId ?? '', signal),
    meta: LOADING_OVERLAY_META,
    enabled: Boolean(customerId),
  });

export const useCustomerDetail = (customerId: string | null) => useQuery(customerDetailQueryOptions(customerId));
