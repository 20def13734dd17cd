import { useQuery } from '@tanstack/react-query';
import type { MyData } from '@site/contract';
import { withLoading } from '@site/state';
import { callMethod, replyError, successMessage } from '@site/state/api';
import { queryKeys } from '@site/state/query';

export interface LocationConsent {
  granted: boolean;
  changed_at: string | null;
}

/** `get_privacy_settings`: the retailer's consents (docs/product.md#settings). */
export function usePrivacySettings(customerId: string) {
  return useQuery({
    queryKey: queryKeys.privacySettings(customerId),
    queryFn: async ({ signal }) => {
      const reply = await withLoading(() => callMethod('GET', 'getPrivacySettings', { signal }));
      const settings = successMessage<{ location_consent: LocationConsent }>(reply);
      if (!settings) throw new Error('The settings did not load.');
      return settings.location_consent;
    },
  });
}

/** `set_location_consent`: the consent as stored, or null when it was not saved. */
export async function saveLocationConsent(granted: boolean): Promise<LocationConsent | null> {
  const reply = await withLoading(() => callMethod('POST', 'setLocationConsent', { body: { granted } }));
  return successMessage<{ location_consent: LocationConsent }>(reply)?.location_consent ?? null;
}

/** `download_my_data`: everything kept about the retailer, or null when it did not arrive. */
export async function fetchMyData(): Promise<MyData | null> {
  return successMessage<MyData>(await withLoading(() => callMethod('GET', 'downloadMyData')));
}

/** `request_account_deletion`: the length of the code sent, or the server's refusal text. */
export async function requestDeletionCode(): Promise<{ codeLength: number } | { refused: string }> {
  const reply = await withLoading(() => callMethod('POST', 'requestAccountDeletion', { body: {}, credentials: true }));
  const sent = successMessage<{ code_length: number }>(reply);
  return sent ? { codeLength: sent.code_length } : { refused: replyError(reply)?.text ?? '' };
}

/** `delete_account` with the code: true once deleted, else the server's refusal (field error or text). */
export async function deleteAccount(otp: string): Promise<true | { refused: string }> {
  const reply = await withLoading(() => callMethod('POST', 'deleteAccount', { body: { otp } }));
  if (successMessage(reply)) return true;
  const refusal = replyError(reply);
  return { refused: refusal?.errors?.otp ?? refusal?.text ?? '' };
}
