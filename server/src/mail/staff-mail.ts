import { site } from '@site/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface StaffMailer {
  sendEnrolmentLink(to: string, link: string, expiresAt: Date): Promise<void>;
}

/** Plain text: the link, and until when it works. */
export function enrolmentMailText(link: string, expiresAt: Date): string {
  return [
    `You have been given an account in the ${site.brandName} office.`,
    '',
    'Open this link to choose your password and set up your authenticator app:',
    link,
    '',
    `The link works once, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
  ].join('\n');
}

export function createStaffMailer(mail: NonNullable<Config['mail']>): StaffMailer {
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async sendEnrolmentLink(to, link, expiresAt) {
      await transport.sendMail({
        from: mail.from,
        to,
        subject: `Your ${site.brandName} office account`,
        text: enrolmentMailText(link, expiresAt),
      });
    },
  };
}
