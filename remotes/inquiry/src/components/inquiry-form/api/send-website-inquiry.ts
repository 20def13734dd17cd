import {
  IDEMPOTENCY_KEY_HEADER,
  type InquiryAccepted,
  inquiryAcceptedSchema,
  INQUIRY_HONEYPOT_FIELD,
  type WebsiteInquiryPayload,
} from '@site/contract';

/**
 * POSTs one inquiry (docs/product.md#method-list); rejects as the API client does (`ApiError` with the
 * server's field errors for a refusal). The server stores each Idempotency-Key once, so resending the same
 * filled form after a lost reply never stores it twice. A filled trap field goes along so the server can
 * drop the bot's inquiry; people leave it empty and it is not sent. This module, the API client with it, is
 * loaded by the first send: the inquiry pages do not download it to show their form.
 */
export async function sendWebsiteInquiry(
  payload: WebsiteInquiryPayload,
  idempotencyKey: string,
  trap = '',
): Promise<InquiryAccepted> {
  const { request } = await import('@site/state/api');
  return request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', {
    body: trap.trim() ? { ...payload, [INQUIRY_HONEYPOT_FIELD]: trap } : payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
