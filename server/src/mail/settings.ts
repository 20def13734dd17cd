import { site } from '@site/contract';
import { optionalText, refuse, settings, text } from '../settings';

/** Mail is sent only with SMTP_URL: each inquiry to the sales address, the staff's links. */
export const mailConfig = settings({
  smtpUrl: ['SMTP_URL', optionalText],
  from: ['MAIL_FROM', optionalText],
  salesEmail: ['SALES_EMAIL', text(site.salesEmail)],
}).transform(({ smtpUrl, from, salesEmail }, context) => {
  if (!smtpUrl) return { mail: null };
  if (!from) return refuse(context, 'MAIL_FROM is required');
  return { mail: { smtpUrl, from, salesEmail } };
});
