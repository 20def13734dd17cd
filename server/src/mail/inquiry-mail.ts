import { site, type WebsiteInquiryPayload } from '@site/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** The stored inquiry: every payload column, trimmed, empty as null. */
export type StoredInquiry = Readonly<Record<keyof WebsiteInquiryPayload, string | null>>;

export interface InquiryMailer {
  sendInquiry(id: string, inquiry: StoredInquiry): Promise<void>;
}

const labels: Record<keyof WebsiteInquiryPayload, string> = {
  inquiry_type: 'Inquiry type',
  fullname: 'Name',
  company: 'Company',
  phone: 'Phone',
  email: 'E-mail',
  comment: 'Comment',
  website_name: 'Website',
  business_name: 'Business name',
  current_business_type: 'Current business type',
  how_long_have_you_been_oprating_your_business: 'Operating the business since',
  do_you_currently_have_your_own_vehicle_for_distribution: 'Own vehicle for distribution',
  preferred_area_of_distribution: 'Preferred area of distribution',
  business_address: 'Business address',
};

const MULTI_LINE_FIELDS = new Set<keyof WebsiteInquiryPayload>(['comment', 'business_address']);
/** Every line break Unicode knows of, not only CR and LF: a mail client may break on any of them. */
// eslint-disable-next-line no-control-regex -- vertical tab and form feed are line breaks a mail client may honour
const LINE_BREAKS = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;
const oneLine = (value: string) => value.replace(new RegExp(`(?:${LINE_BREAKS.source})+`, 'g'), ' ');
/** The visitor's own lines, each behind "> " under its label: none can pass for a field line. */
const quoted = (value: string) =>
  value
    .split(LINE_BREAKS)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

/** Plain text only: user input never becomes HTML in the sales team's mail client, nor fakes a field line. */
export function inquiryMailText(id: string, payload: StoredInquiry): string {
  const lines = (Object.keys(labels) as (keyof WebsiteInquiryPayload)[])
    .filter((key) => payload[key] !== null)
    .map((key) => {
      const value = payload[key] ?? '';
      return MULTI_LINE_FIELDS.has(key) ? `${labels[key]}:\n${quoted(value)}` : `${labels[key]}: ${oneLine(value)}`;
    });
  return [
    `New website inquiry ${id}`,
    '',
    ...lines,
    '',
    `Promised reply: within ${site.responseBusinessDays} business days.`,
  ].join('\n');
}

export function createInquiryMailer(mail: NonNullable<Config['mail']>): InquiryMailer {
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async sendInquiry(id, payload) {
      const kind = payload.inquiry_type === 'distributor' ? 'Distributor' : 'Contact';
      // Header values lose their line breaks so no input can add headers.
      const who = oneLine(payload.fullname ?? payload.company ?? '').slice(0, 80);
      await transport.sendMail({
        from: mail.from,
        to: mail.salesEmail,
        replyTo: payload.email ?? undefined,
        subject: `${kind} inquiry${who ? ` from ${who}` : ''} (${id})`,
        text: inquiryMailText(id, payload),
      });
    },
  };
}
