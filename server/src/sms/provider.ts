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

export interface OutboxEntry {
  phone_no: string;
  text: string;
  otp: string;
  sent_at: string;
}
