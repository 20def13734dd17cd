import type { Language, StaffOrderStatus } from '@site/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * Delivers the texts the server sends: one-time codes (the server generates and checks the code; a
 * provider only carries it), order confirmations and the order's later changes of status.
 */
export interface SmsProvider {
  readonly name: string;
  /** `log`: the sending request's logger, so that a line the provider writes carries the request's id. */
  sendOtp(message: OtpMessage, log?: FastifyBaseLogger): Promise<void>;
  sendOrderPlaced(message: OrderPlacedSms, log?: FastifyBaseLogger): Promise<void>;
  sendOrderStatus(message: OrderStatusSms, log?: FastifyBaseLogger): Promise<void>;
}

/** Staff moved an order on: `text` as the console provider keeps it; MSG91 fills the status's template with `order`. */
export interface OrderStatusSms {
  mobile: string;
  order: string;
  status: StaffOrderStatus;
  /** The retailer's language: `text` is in it, and MSG91 takes that language's template. */
  language: Language;
  text: string;
}

/** An order's confirmation: `text` as the console provider keeps it; MSG91 fills its template with `order` and `amount`. */
export interface OrderPlacedSms {
  mobile: string;
  order: string;
  /** The grand total as written, e.g. ₹3,251.20. */
  amount: string;
  /** The retailer's language: `text` is in it, and MSG91 takes that language's template. */
  language: Language;
  text: string;
}

export interface OtpMessage {
  /** 10-digit Indian mobile, without +91. */
  mobile: string;
  code: string;
  ttlMinutes: number;
  /** The retailer's language (before sign-up, the request's): the text and MSG91's template follow it. */
  language: Language;
}

export class SmsDeliveryError extends Error {}

/** A message of the development outbox, as `/api/dev/sms-outbox` answers it. */
export const outboxEntrySchema = z.object({
  phone_no: z.string(),
  text: z.string(),
  otp: z.string().nullable().describe('The code of a login text; null for another text (an order confirmation)'),
  sent_at: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
