import type { CustomerDetail } from '@site/contract';
import { type ApiReply, callMethod, successMessage } from '@site/state/api';

/**
 * `get_customer_detail` for the logged-in retailer (§7); the shared client adds the token header.
 * Resolves with the customer's record, or null when the call did not succeed.
 */
export async function fetchCustomerDetail(customerId: string, signal?: AbortSignal): Promise<CustomerDetail | null> {
  const reply: ApiReply<CustomerDetail> = await callMethod<CustomerDetail>('GET', 'getCustomerDetail', {
    params: { customer_id: customerId },
    signal,
  });
  return successMessage<CustomerDetail>(reply);
}
