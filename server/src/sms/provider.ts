import { z } from 'zod';

/** Delivers one-time codes. The server generates and checks the code; a provider only carries it. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
}

export interface OtpMessage {
  /** 10-digit Indian mobile, without +91. */
  mobile: string;
  code: string;
  ttlMinutes: number;
}

export class SmsDeliveryError extends Error {}

/** A message of the development outbox, as `/api/dev/sms-outbox` answers it. */
export const outboxEntrySchema = z.object({
  phone_no: z.string(),
  text: z.string(),
  otp: z.string(),
  sent_at: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
