import { site } from '@site/contract';
import { z } from 'zod';
import { settings, text } from '../../settings';

/** A MSG91 template's id; unset or blank: null, that SMS is not sent (logged). */
const template = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || null);

/**
 * Ordering: the company's state (CGST + SGST within it), the order SMS and its later ones'. The GST rate is
 * data (gst_rates, by the moment it takes effect), not configuration.
 */
export const orderingConfig = settings({
  ordering: {
    companyState: ['COMPANY_STATE', text(site.headOffice.address.region)],
    orderSmsTemplateId: ['MSG91_ORDER_TEMPLATE_ID', template],
    /** MSG91's template per status staff set (DLT registers each text). */
    orderStatusSmsTemplateIds: {
      Confirmed: ['MSG91_ORDER_CONFIRMED_TEMPLATE_ID', template],
      Dispatched: ['MSG91_ORDER_DISPATCHED_TEMPLATE_ID', template],
      Delivered: ['MSG91_ORDER_DELIVERED_TEMPLATE_ID', template],
      Cancelled: ['MSG91_ORDER_CANCELLED_TEMPLATE_ID', template],
    },
  },
});
