import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  accountDeletedSchema,
  deletionCodeSentSchema,
  type MyData,
  myDataSchema,
  privacySettingsSchema,
} from '@site/contract';
import { ApiError } from '@site/state';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META, queryKeys } from '@site/state/query';

/** `get_privacy_settings`: the retailer's consents (docs/product.md#settings). */
export const fetchLocationConsent = async (signal?: AbortSignal) =>
  (await request(privacySettingsSchema, 'GET', 'getPrivacySettings', { signal })).location_consent;

export type LocationConsent = Awaited<ReturnType<typeof fetchLocationConsent>>;

export const privacySettingsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.privacySettings(customerId),
    queryFn: ({ signal }) => fetchLocationConsent(signal),
    meta: LOADING_OVERLAY_META,
  });

export const usePrivacySettings = (customerId: string) => useQuery(privacySettingsQueryOptions(customerId));

/** The server's own words for a refusal; none for a failure without them (no reply, a reply off the contract). */
const refusalText = (error: unknown) => (error instanceof ApiError && error.reason ? error.text : '');

/** `set_location_consent`: the consent as stored, or null when it was not saved. */
export async function saveLocationConsent(granted: boolean): Promise<LocationConsent | null> {
  try {
    return (await request(privacySettingsSchema, 'POST', 'setLocationConsent', { body: { granted } })).location_consent;
  } catch {
    return null;
  }
}

/** `download_my_data`: everything kept about the retailer, or null when it did not arrive. */
export async function fetchMyData(): Promise<MyData | null> {
  try {
    return await request(myDataSchema, 'GET', 'downloadMyData');
  } catch {
    return null;
  }
}

/** `request_account_deletion`: the length of the code sent, or the server's refusal text. */
export async function requestDeletionCode(): Promise<{ codeLength: number } | { refused: string }> {
  try {
    // With the known-device cookie (docs/decisions/0010): the code comes from this browser's own budget.
    const sent = await request(deletionCodeSentSchema, 'POST', 'requestAccountDeletion', {
      body: {},
      credentials: true,
    });
    return { codeLength: sent.code_length };
  } catch (error) {
    return { refused: refusalText(error) };
  }
}

/** `delete_account` with the code: true once deleted, else the server's refusal (field error or text). */
export async function deleteAccount(otp: string): Promise<true | { refused: string }> {
  try {
    await request(accountDeletedSchema, 'POST', 'deleteAccount', { body: { otp } });
    return true;
  } catch (error) {
    return { refused: (error instanceof ApiError && error.errors.otp) || refusalText(error) };
  }
}

/*
 * Each action of the page covers it with the loading overlay while it is on its way; the download too,
 * a one-off export the retailer asks for rather than data the page keeps.
 */
export const useSaveLocationConsent = () =>
  useMutation({ mutationFn: saveLocationConsent, meta: LOADING_OVERLAY_META });
export const useDownloadMyData = () => useMutation({ mutationFn: fetchMyData, meta: LOADING_OVERLAY_META });
export const useRequestDeletionCode = () =>
  useMutation({ mutationFn: requestDeletionCode, meta: LOADING_OVERLAY_META });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, meta: LOADING_OVERLAY_META });
