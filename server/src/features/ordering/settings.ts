import {
  site,
  STAFF_ORDER_STATUSES,
  type StaffOrderStatus,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@site/contract';
import { z } from 'zod';
import { perTranslatedLanguage, settings, text } from '../../settings';

/** A MSG91 template's id; unset or blank: null, that SMS is not sent (logged). */
const template = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || null);

/** MSG91's template per status staff set, `MSG91_ORDER_<STATUS>_TEMPLATE_ID` with the language's suffix. */
const statusTemplates = (suffix: string) =>
  Object.fromEntries(
    STAFF_ORDER_STATUSES.map((status) => [
      status,
      [`MSG91_ORDER_${status.toUpperCase()}_TEMPLATE_ID${suffix}`, template] as const,
    ]),
  ) as Record<StaffOrderStatus, readonly [string, typeof template]>;

/**
 * Ordering: the company's state (CGST + SGST within it), the order SMS and its later ones'. The GST rate is
 * data (gst_rates, by the moment it takes effect), not configuration.
 */
export const orderingConfig = settings({
  ordering: {
    companyState: ['COMPANY_STATE', text(site.headOffice.address.region)],
    orderSmsTemplateId: ['MSG91_ORDER_TEMPLATE_ID', template],
    /** MSG91's template per status staff set (DLT registers each text). */
    orderStatusSmsTemplateIds: statusTemplates(''),
    /** The same templates in each other language (`_HI`, `_GU`); unset: the English one. */
    translatedOrderSmsTemplateIds: perTranslatedLanguage('MSG91_ORDER_TEMPLATE_ID', template),
    translatedOrderStatusSmsTemplateIds: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [language, statusTemplates(`_${language.toUpperCase()}`)]),
    ) as Record<TranslatedLanguage, ReturnType<typeof statusTemplates>>,
  },
});
