import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { ConsoleSmsProvider } from './console';
import { Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './provider';

export function createSmsProvider(
  sms: Config['sms'],
  log: FastifyBaseLogger,
  orderTemplateId: string | null = null,
): SmsProvider {
  return sms.provider === 'msg91' ? new Msg91SmsProvider({ ...sms, orderTemplateId }) : new ConsoleSmsProvider(log);
}

export { ConsoleSmsProvider } from './console';
export { Msg91SmsProvider } from './msg91';
export type { OrderPlacedSms, OtpMessage, OutboxEntry, SmsProvider } from './provider';
export { SmsDeliveryError } from './provider';
