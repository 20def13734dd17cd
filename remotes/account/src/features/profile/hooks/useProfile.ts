import { useEffect, useState } from 'react';
import type { CustomerDetail } from '@site/contract';
import { useAuth, withLoading } from '@site/state';
import { fetchCustomerDetail } from '../../../lib/customerDetail';

export type ProfileLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: CustomerDetail };

/**
 * Loads the logged-in retailer's record with the loading flag on (docs/product.md#profile-loading-and-saving). A failure stops loading and
 * shows nothing (docs/product.md#feedback-messages): the page keeps its heading and no form.
 */
export function useProfile(): { customerId: string | null; load: ProfileLoad } {
  const { login } = useAuth();
  const customerId = login?.customer_id ?? null;
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });

  useEffect(() => {
    if (!customerId) return undefined;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    void withLoading(() => fetchCustomerDetail(customerId, controller.signal)).then((detail) => {
      if (!controller.signal.aborted) setLoad(detail ? { status: 'ready', detail } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [customerId]);

  return { customerId, load };
}
