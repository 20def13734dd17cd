import {
  type ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  type InquiryAccepted,
  INQUIRY_HONEYPOT_FIELD,
  type WebsiteInquiryPayload,
} from '@site/contract';
/** Stored, or refused with the server's messages by field (none when the reason is not a field's). */
export type InquiryOutcome = { accepted: true } | { accepted: false; errors: ApiErrorBody['message']['errors'] };

/**
 * POSTs one inquiry (docs/product.md#method-list). The server stores each Idempotency-Key once, so resending the same
 * filled form after a lost reply never stores it twice. A filled trap field goes along so the
 * server can drop the bot's inquiry; people leave it empty and it is not sent. The API client is loaded by
 * the first send: the inquiry pages do not download it to show their form.
 */
export async function sendWebsiteInquiry(
  payload: WebsiteInquiryPayload,
  idempotencyKey: string,
  trap = '',
): Promise<InquiryOutcome> {
  const { callMethod, replyError, successMessage } = await import('@site/state/api');
  const reply = await callMethod<InquiryAccepted>('POST', 'createWebsiteInquiry', {
    body: trap.trim() ? { ...payload, [INQUIRY_HONEYPOT_FIELD]: trap } : payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return successMessage(reply) === null ? { accepted: false, errors: replyError(reply)?.errors } : { accepted: true };
}
