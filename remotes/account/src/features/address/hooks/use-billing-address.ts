import { type CustomerDetail, MOBILE_PREFIX } from '@site/contract';
import { useAuth } from '@site/state';
import { useCustomerDetail } from '../../../lib/customer-detail';
import { accountNotices } from '../../../lib/notices';
import type { AddressEntry } from '../sample-address';

export type BillingAddress = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entry: AddressEntry };

export function billingEntry(detail: CustomerDetail): AddressEntry {
  const address = detail.customer_address;
  const place = [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: detail.full_name,
    address: [detail.shop_name, address.address_line1, address.address_line2, place, address.country]
      .filter(Boolean)
      .join(', '),
    email: accountNotices.noEmailOnRecord,
    phone: detail.mobile ? `${MOBILE_PREFIX} ${detail.mobile}` : '',
  };
}

/** The billing card shows the retailer's own address from their customer record (loading flag on meanwhile). */
export function useBillingAddress(): BillingAddress {
  const { login } = useAuth();
  const customerId = login?.customer_id ?? null;
  const { data, isError } = useCustomerDetail(customerId);
  if (data) return { status: 'ready', entry: billingEntry(data) };
  return !customerId || isError ? { status: 'failed' } : { status: 'loading' };
}
