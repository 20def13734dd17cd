import { DEFAULT_LANGUAGE, type Language, type SalesOrder, site, totalsRows } from '@site/contract';
import { sharedMessage } from '@site/contract/i18n';
import { formatRupees } from '@site/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import type { SmsProvider } from '../../sms';
import { customerLanguage } from '../customer/service';

/**
 * What a placed order sends: an SMS to the retailer in their language through the SMS provider the codes
 * use (the console one logs it and keeps it in the dev outbox; MSG91 through its Flow API with
 * `MSG91_ORDER_TEMPLATE_ID` or the language's, variables `order` and `amount`), and a mail to sales when mail is configured. Neither holds up the reply: a
 * failure is logged, the order stands.
 */
export interface OrderNotifier {
  /** `log`: the placing request's logger, so a failure's line carries its request id. */
  orderPlaced(
    order: SalesOrder,
    retailer: { customerId: string; mobile: string },
    log: FastifyBaseLogger,
  ): Promise<void>;
}

export const orderSmsText = (order: SalesOrder, language: Language) =>
  sharedMessage(language, 'sms.orderPlaced', {
    brand: site.brandName,
    order: order.name,
    amount: formatRupees(order.grand_total_paise, language),
  });

/** Plain text only: the addresses are the retailer's own words. */
export function orderMailText(order: SalesOrder, mobile: string): string {
  const address = (a: SalesOrder['shipping_address']) =>
    [a.address_title, a.address_line1, a.address_line2, `${a.city}, ${a.state} ${a.pincode}`, a.country]
      // eslint-disable-next-line no-control-regex -- vertical tab and form feed are line breaks a mail client may honour
      .map((line) => `> ${line.replace(/[\r\n\u000b\u000c\u0085\u2028\u2029]+/g, ' ')}`)
      .join('\n');
  return [
    `New order ${order.name} (${order.status}), ${order.payment_terms}`,
    `Retailer mobile: ${mobile}`,
    `Delivery window: ${order.delivery_window.from}–${order.delivery_window.to}`,
    '',
    ...order.items.map(
      (line) =>
        `${line.idx}. ${line.item_code} ${line.item_name}, ${line.pack_label}: ${line.qty} × ${formatRupees(line.rate_paise)} = ${formatRupees(line.amount_paise)}`,
    ),
    '',
    // The rows every screen shows: the grand total paid, then the taxable value and GST it contains.
    ...totalsRows(order.totals, order.scheme?.title ?? null).map((row) =>
      row.paise === null ? row.label : `${row.label}: ${formatRupees(row.paise)}`,
    ),
    '',
    'Ship to:',
    address(order.shipping_address),
    'Bill to:',
    address(order.billing_address),
  ].join('\n');
}

export function createOrderNotifier(config: Config, sms: SmsProvider, db: Queryable): OrderNotifier {
  const mail = config.mail;
  const transport = mail ? nodemailer.createTransport(mail.smtpUrl) : null;
  return {
    async orderPlaced(order, { customerId, mobile }, log) {
      const language = (await customerLanguage(db, customerId)) ?? DEFAULT_LANGUAGE;
      const results = await Promise.allSettled([
        sms.sendOrderPlaced(
          {
            mobile,
            order: order.name,
            amount: formatRupees(order.grand_total_paise, language),
            language,
            text: orderSmsText(order, language),
          },
          log,
        ),
        transport && mail
          ? transport.sendMail({
              from: mail.from,
              to: mail.salesEmail,
              subject: `Order ${order.name}: ${formatRupees(order.grand_total_paise)}`,
              text: orderMailText(order, mobile),
            })
          : Promise.resolve(),
      ]);
      for (const [index, result] of results.entries()) {
        if (result.status === 'rejected') {
          log.error({ err: result.reason, order: order.name }, index === 0 ? 'order SMS failed' : 'order mail failed');
        }
      }
    },
  };
}
