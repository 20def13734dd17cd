import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { ConsoleSmsProvider } from './console';
import { Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './provider';

export function createSmsProvider(sms: Config['sms'], log: FastifyBaseLogger): SmsProvider {
  return sms.provider === 'msg91' ? new Msg91SmsProvider(sms) : new ConsoleSmsProvider(log);
}

export { ConsoleSmsProvider } from './console';
export { Msg91SmsProvider } from './msg91';
export type { OtpMessage, OutboxEntry, SmsProvider } from './provider';
export { SmsDeliveryError } from './provider';
