import { z } from 'zod';
import {
  broken,
  integerProblem,
  optionalText,
  perTranslatedLanguage,
  PRODUCTION,
  refuse,
  settings,
  text,
  verbatim,
} from '../settings';

/**
 * MSG91 unless `console` is asked for by name: the console provider writes every code to the log and
 * serves them at /api/dev/sms-outbox, so it never comes by default.
 */
const smsProvider = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toLowerCase() || 'msg91')
    .pipe(z.enum(['console', 'msg91'], 'SMS_PROVIDER must be msg91, or console for development and tests'));

/**
 * `console` (codes in the log and the dev outbox) only when SMS_PROVIDER says so, never in production. MSG91's
 * variables are checked only with it.
 */
export const smsConfig = settings({
  production: PRODUCTION,
  provider: ['SMS_PROVIDER', smsProvider],
  authKey: ['MSG91_AUTH_KEY', optionalText],
  templateId: ['MSG91_TEMPLATE_ID', optionalText],
  /** The code's DLT template in each other language; unset: the English one. */
  translatedTemplateIds: perTranslatedLanguage('MSG91_TEMPLATE_ID', optionalText),
  baseUrl: ['MSG91_BASE_URL', text('https://control.msg91.com')],
  timeoutMs: ['MSG91_TIMEOUT_MS', verbatim],
}).transform(({ production, provider, authKey, templateId, translatedTemplateIds, baseUrl, timeoutMs }, context) => {
  if (provider === 'console') {
    if (production)
      return refuse(
        context,
        'SMS_PROVIDER=console serves every login code (the dev outbox) and is refused with NODE_ENV=production',
      );
    return { production, sms: { provider } };
  }
  const forDevelopment = ' (or SMS_PROVIDER=console for development and tests)';
  const timeout = timeoutMs?.trim() || undefined;
  const rules = [
    !authKey && `MSG91_AUTH_KEY is required${forDevelopment}`,
    !templateId && `MSG91_TEMPLATE_ID is required${forDevelopment}`,
    timeout !== undefined && (integerProblem('MSG91_TIMEOUT_MS', timeout, 1) ?? false),
  ];
  if (broken(context, rules) || !authKey || !templateId) return z.NEVER;
  const msg91 = {
    provider,
    authKey,
    templateId,
    translatedTemplateIds,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    timeoutMs: Number(timeout ?? 10_000),
  };
  return { production, sms: msg91 };
});
