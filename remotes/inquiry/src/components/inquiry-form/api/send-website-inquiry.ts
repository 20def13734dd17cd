import {
  IDEMPOTENCY_KEY_HEADER,
  type InquiryAccepted,
  INQUIRY_HONEYPOT_FIELD,
  type WebsiteInquiryPayload,
} from '@site/contract';
import { type ApiReply, callMethod } from '@site/state/api';

/**
 * POSTs one inquiry (docs/product.md#method-list). The server stores each Idempotency-Key once, so resending the same
 * filled form after a lost reply never stores it twice. A filled trap field goes along so the
 * server can drop the bot's inquiry; people leave it empty and it is not sent.
 */
export function sendWebsiteInquiry(
  payload: WebsiteInquiryPayload,
  idempotencyKey: string,
  trap = '',
): Promise<ApiReply<InquiryAccepted>> {
  return callMethod<InquiryAccepted>('POST', 'createWebsiteInquiry', {
    body: trap.trim() ? { ...payload, [INQUIRY_HONEYPOT_FIELD]: trap } : payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
