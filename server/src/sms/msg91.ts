import { DEFAULT_LANGUAGE, type Language, type StaffOrderStatus, type TranslatedLanguage } from '@site/contract';
import type { OrderPlacedSms, OrderStatusSms, OtpMessage, SmsProvider } from './provider';
import { SmsDeliveryError } from './provider';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  baseUrl: string;
  timeoutMs: number;
  /** The Flow template of order confirmations (`MSG91_ORDER_TEMPLATE_ID`, variables `order` and `amount`). */
  orderTemplateId?: string | null;
  /** A Flow template per status staff set (`MSG91_ORDER_<STATUS>_TEMPLATE_ID`, variable `order`): DLT approves each text. */
  orderStatusTemplateIds?: Partial<Record<StaffOrderStatus, string | null>>;
  /** Each of them in the other languages (`_HI`, `_GU`: DLT registers each text); unset, the English one goes. */
  translatedTemplateIds?: Partial<Record<TranslatedLanguage, string | undefined>>;
  translatedOrderTemplateIds?: Partial<Record<TranslatedLanguage, string | null>>;
  translatedOrderStatusTemplateIds?: Partial<
    Record<TranslatedLanguage, Partial<Record<StaffOrderStatus, string | null>>>
  >;
}

/** The template of `language`, else the English one. */
function inLanguage<T extends string | null | undefined>(
  language: Language,
  english: T,
  translated: Partial<Record<TranslatedLanguage, T | null | undefined>> = {},
): T {
  return (language === DEFAULT_LANGUAGE ? null : translated[language]) || english;
}

/**
 * MSG91 SendOTP v5 (`POST /api/v5/otp`), passing our own code in `otp` so that MSG91 only
 * delivers it; verification stays on this server. The template carries the ##OTP## placeholder.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';

  constructor(private readonly options: Msg91Options) {}

  async sendOtp({ mobile, code, ttlMinutes, language }: OtpMessage) {
    const url = new URL('/api/v5/otp', this.options.baseUrl);
    url.searchParams.set(
      'template_id',
      inLanguage(language, this.options.templateId, this.options.translatedTemplateIds),
    );
    url.searchParams.set('mobile', `91${mobile}`);
    url.searchParams.set('otp', code);
    url.searchParams.set('otp_length', String(code.length));
    url.searchParams.set('otp_expiry', String(ttlMinutes));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`MSG91 unreachable: ${(error as Error).name}`);
    }
    const reply = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (!response.ok || reply?.type !== 'success') {
      // MSG91's message names the problem (e.g. invalid template); it never echoes the code or key.
      const detail = typeof reply?.message === 'string' ? reply.message.slice(0, 200) : `HTTP ${response.status}`;
      throw new SmsDeliveryError(`MSG91 refused the OTP: ${detail}`);
    }
  }

  /** MSG91's Flow API (`POST /api/v5/flow`) with the order template. */
  async sendOrderPlaced({ mobile, order, amount, language }: OrderPlacedSms) {
    const templateId = inLanguage(language, this.options.orderTemplateId, this.options.translatedOrderTemplateIds);
    if (!templateId) throw new SmsDeliveryError('order SMS not sent: MSG91_ORDER_TEMPLATE_ID is not set');
    await this.flow(templateId, { mobiles: `91${mobile}`, order, amount }, 'order SMS');
  }

  /** The Flow API with the template of the order's new status. */
  async sendOrderStatus({ mobile, order, status, language }: OrderStatusSms) {
    const translated = this.options.translatedOrderStatusTemplateIds ?? {};
    const templateId = inLanguage(
      language,
      this.options.orderStatusTemplateIds?.[status],
      Object.fromEntries(Object.entries(translated).map(([code, templates]) => [code, templates[status]])),
    );
    if (!templateId)
      throw new SmsDeliveryError(
        `order status SMS not sent: MSG91_ORDER_${status.toUpperCase()}_TEMPLATE_ID is not set`,
      );
    await this.flow(templateId, { mobiles: `91${mobile}`, order }, 'order status SMS');
  }

  private async flow(templateId: string, recipient: Record<string, string>, what: string) {
    let response: Response;
    try {
      response = await fetch(new URL('/api/v5/flow', this.options.baseUrl), {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`MSG91 unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new SmsDeliveryError(`MSG91 refused the ${what}: HTTP ${response.status}`);
  }
}
