import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Address,
  addressListSchema,
  addressReplySchema,
  type CreateAddressForm,
  deletedSchema,
  MOBILE_PREFIX,
} from '@site/contract';
import { withLoading } from '@site/state';
import { request } from '@site/state/api';
import { queryKeys } from '@site/state/query';

/**
 * The address book (docs/product.md#address-list): the billing address (the profile's record) and the
 * shipping addresses, read and written through the ordering calls. In `lib/` because the address pages
 * and checkout both use it.
 */

/** `get_addresses`, billing first. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await request(addressListSchema, 'GET', 'getAddresses', { signal })).addresses;
}

/** The logged-in retailer's address book in the page's query cache, with the loading flag on; no query without a login. */
export const addressBookQueryOptions = (customerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.addresses(customerId ?? ''),
    queryFn: ({ signal }) => withLoading(() => fetchAddresses(signal)),
    enabled: Boolean(customerId),
  });

export const useAddressBook = (customerId: string | null) => useQuery(addressBookQueryOptions(customerId));

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

/*
 * The writes reject as the API client does (`ApiError` for a refusal), with the loading flag on.
 */

/** `create_address`: a new shipping address (the server makes the first one the default). */
export function createAddress(form: CreateAddressForm): Promise<Address> {
  return withLoading(async () => (await request(addressReplySchema, 'POST', 'createAddress', { body: form })).address);
}

/** `update_address`: the whole form again; `makeDefault` makes a shipping address the default. */
export function updateAddress(name: string, form: CreateAddressForm, makeDefault = false): Promise<Address> {
  const body = makeDefault ? { name, ...form, is_default: true } : { name, ...form };
  return withLoading(async () => (await request(addressReplySchema, 'POST', 'updateAddress', { body })).address);
}

/** `delete_address`: a shipping address (the server refuses the billing one). */
export function deleteAddress(name: string): Promise<void> {
  return withLoading(async () => {
    await request(deletedSchema, 'POST', 'deleteAddress', { body: { name } });
  });
}
