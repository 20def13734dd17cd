import type { CustomerDetail } from '@site/contract';
import { useAuth } from '@site/state';
import { useCustomerDetail } from '../../../lib/customer-detail';

export type ProfileLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: CustomerDetail };

/**
 * The logged-in retailer's record (docs/product.md#profile-loading-and-saving). A failure stops loading and shows nothing (docs/product.md#feedback-messages): the page keeps
 * its heading and no form.
 */
export function useProfile(): { customerId: string | null; load: ProfileLoad } {
  const { login } = useAuth();
  const customerId = login?.customer_id ?? null;
  const { data, isError } = useCustomerDetail(customerId);
  const load: ProfileLoad = data
    ? { status: 'ready', detail: data }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return { customerId, load };
}
