import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { ConsoleSmsProvider } from './console';
import { type Msg91Options, Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './provider';

/** `templates`: MSG91's templates of the order texts (the console provider needs none). */
export function createSmsProvider(
  sms: Config['sms'],
  log: FastifyBaseLogger,
  templates: Pick<
    Msg91Options,
    'orderTemplateId' | 'orderStatusTemplateIds' | 'translatedOrderTemplateIds' | 'translatedOrderStatusTemplateIds'
  > = {},
): SmsProvider {
  return sms.provider === 'msg91' ? new Msg91SmsProvider({ ...sms, ...templates }) : new ConsoleSmsProvider(log);
}

export { ConsoleSmsProvider } from './console';
export type { SmsProvider } from './provider';
