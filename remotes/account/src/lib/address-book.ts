import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Address,
  addressListSchema,
  addressReplySchema,
  type CreateAddressForm,
  deletedSchema,
  MOBILE_PREFIX,
} from '@site/contract';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META, queryKeys } from '@site/state/query';

/**
 * The address book (docs/product.md#address-list): the billing address (the profile's record) and the
 * shipping addresses, read and written through the ordering calls. In `lib/` because the address pages
 * and checkout both use it.
 */

/** `get_addresses`, billing first. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await request(addressListSchema, 'GET', 'getAddresses', { signal })).addresses;
}

/** The logged-in retailer's address book in the page's query cache, under the loading overlay; no query without a login. */
export const addressBookQueryOptions = (customerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.addresses(customerId ?? ''),
    queryFn: ({ signal }) => fetchAddresses(signal),
    meta: LOADING_OVERLAY_META,
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
 * The writes reject as the API client does (`ApiError` for a refusal), under the loading overlay.
 */

/** `create_address`: a new shipping address (the server makes the first one the default). */
export async function createAddress(form: CreateAddressForm): Promise<Address> {
  return (await request(addressReplySchema, 'POST', 'createAddress', { body: form })).address;
}

export interface AddressUpdate {
  name: string;
  form: CreateAddressForm;
  /** Makes a shipping address the default. */
  makeDefault?: boolean;
}

/** `update_address`: the whole form again. */
export async function updateAddress({ name, form, makeDefault = false }: AddressUpdate): Promise<Address> {
  const body = makeDefault ? { name, ...form, is_default: true } : { name, ...form };
  return (await request(addressReplySchema, 'POST', 'updateAddress', { body })).address;
}

/** `delete_address`: a shipping address (the server refuses the billing one). */
export async function deleteAddress(name: string): Promise<void> {
  await request(deletedSchema, 'POST', 'deleteAddress', { body: { name } });
}

export const useCreateAddress = () => useMutation({ mutationFn: createAddress, meta: LOADING_OVERLAY_META });
export const useUpdateAddress = () => useMutation({ mutationFn: updateAddress, meta: LOADING_OVERLAY_META });
export const useDeleteAddress = () => useMutation({ mutationFn: deleteAddress, meta: LOADING_OVERLAY_META });
