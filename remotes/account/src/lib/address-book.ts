import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Address, type CreateAddressForm, MOBILE_PREFIX } from '@site/contract';
import { withLoading } from '@site/state';
import { type ApiReply, callMethod, successMessage } from '@site/state/api';
import { queryKeys } from '@site/state/query';

/**
 * The address book (docs/product.md#address-list): the billing address (the profile's record) and the
 * shipping addresses, read and written through the ordering calls. In `lib/` because the address pages
 * and checkout both use it.
 */

/** `get_addresses`, billing first, with the loading flag on. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const reply = successMessage<{ addresses: Address[] }>(await callMethod('GET', 'getAddresses', { signal }));
  if (!reply) throw new Error('The address book did not load.');
  return reply.addresses;
}

/** The logged-in retailer's address book through the page's query cache; no query without a login. */
export function useAddressBook(customerId: string | null) {
  return useQuery({
    queryKey: queryKeys.addresses(customerId ?? ''),
    queryFn: ({ signal }) => withLoading(() => fetchAddresses(signal)),
    enabled: Boolean(customerId),
  });
}

/** After a write: the page's copy of the book is stale (the server may have moved the default). */
export function useRefreshAddressBook(customerId: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(customerId ?? '') });
}

export const billingAddressOf = (addresses: readonly Address[]) =>
  addresses.find((address) => address.is_primary_address) ?? null;
export const shippingAddressesOf = (addresses: readonly Address[]) =>
  addresses.filter((address) => !address.is_primary_address);

/** The address on one line: lines, city, state and pincode, country. */
export function addressLine(address: Address): string {
  const place = [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address_line1, address.address_line2, place, address.country].filter(Boolean).join(', ');
}

export const phoneOf = (address: Address) => (address.phone ? `${MOBILE_PREFIX} ${address.phone}` : '');

/** The create-address form filled with a stored address (the edit page, making one the default). */
export function addressFormValues(address: Address): CreateAddressForm {
  return {
    shopName: address.address_title,
    address1: address.address_line1,
    address2: address.address_line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country,
  };
}

type AddressReply = ApiReply<{ status: 'success'; address: Address }>;

/** `create_address`: a new shipping address (the server makes the first one the default). */
export function createAddress(form: CreateAddressForm): Promise<AddressReply> {
  return withLoading(() => callMethod('POST', 'createAddress', { body: form }));
}

/** `update_address`: the whole form again; `makeDefault` makes a shipping address the default. */
export function updateAddress(name: string, form: CreateAddressForm, makeDefault = false): Promise<AddressReply> {
  const body = makeDefault ? { name, ...form, is_default: true } : { name, ...form };
  return withLoading(() => callMethod('POST', 'updateAddress', { body }));
}

/** `delete_address`: a shipping address (the server refuses the billing one). */
export function deleteAddress(name: string): Promise<ApiReply<{ status: 'success'; name: string }>> {
  return withLoading(() => callMethod('POST', 'deleteAddress', { body: { name } }));
}
