import { useMutation } from '@tanstack/react-query';
import { type CustomerDetail, customerDetailSchema, type Language, type SetLanguageBody } from '@site/contract';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META } from '@site/state/query';

/** `set_language`: the language the retailer's SMS go out in; their record as it is now, or null when not saved. */
export async function saveSmsLanguage(language: Language): Promise<CustomerDetail | null> {
  try {
    return await request(customerDetailSchema, 'POST', 'setLanguage', {
      body: { language } satisfies SetLanguageBody,
    });
  } catch {
    return null;
  }
}

export const useSaveSmsLanguage = () => useMutation({ mutationFn: saveSmsLanguage, meta: LOADING_OVERLAY_META });
