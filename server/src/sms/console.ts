import type { FastifyBaseLogger } from 'fastify';
import type { OrderPlacedSms, OrderStatusSms, OtpMessage, OutboxEntry, SmsProvider } from './provider';
import { otpText } from './text';

const OUTBOX_CAPACITY = 1000;

/**
 * Development provider: keeps messages in an outbox (read by `/api/dev/sms-outbox` and e2e
 * tests) and logs that one was sent, with the code masked, since logs must never hold a code. It logs
 * through the sending request's logger when given one (its lines then carry the request id), else the app's.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async sendOtp(message: OtpMessage, log = this.log) {
    const text = otpText(message);
    this.keep({ phone_no: message.mobile, text, otp: message.code, sent_at: new Date().toISOString() });
    log.info(
      { sms: { to: `******${message.mobile.slice(-4)}`, text: text.replaceAll(message.code, '****') } },
      'SMS (console provider)',
    );
  }

  async sendOrderPlaced({ mobile, text }: OrderPlacedSms, log = this.log) {
    this.keep({ phone_no: mobile, text, otp: null, sent_at: new Date().toISOString() });
    log.info({ sms: { to: `******${mobile.slice(-4)}`, text } }, 'order SMS (console provider)');
  }

  async sendOrderStatus({ mobile, text }: OrderStatusSms, log = this.log) {
    this.keep({ phone_no: mobile, text, otp: null, sent_at: new Date().toISOString() });
    log.info({ sms: { to: `******${mobile.slice(-4)}`, text } }, 'order status SMS (console provider)');
  }

  private keep(entry: OutboxEntry) {
    this.entries.push(entry);
    if (this.entries.length > OUTBOX_CAPACITY) this.entries.shift();
  }

  /** Newest first. */
  outbox(mobile: string): OutboxEntry[] {
    return this.entries.filter((entry) => entry.phone_no === mobile).reverse();
  }
}
