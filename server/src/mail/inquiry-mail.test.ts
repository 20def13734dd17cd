import { contactInquiryPayload } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startServer, testDatabases } from '../../test/harness';
import { type SmtpStandIn, startSmtpStandIn } from '../../test/mail/smtp-stand-in';

describe('inquiry mail over SMTP', () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(() => smtp.close());

  it('mails each new inquiry as plain text to the sales address, with no header injection', async () => {
    const server = await startServer(testDatabases[0]!, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'website@suvasa.example',
      SALES_EMAIL: 'sales-team@suvasa.example',
    });
    try {
      const payload = contactInquiryPayload({
        name: 'Meera\r\nBcc: victim@example.com',
        company: 'Meera Stores',
        phone: '9876543210',
        email: 'meera@example.com',
        message: '<b>Call</b> me',
      });
      const reply = await server.method('createWebsiteInquiry', undefined, jsonInit(payload));
      expect(reply.status).toBe(200);
      const deadline = Date.now() + 5000;
      while (smtp.messages.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail!.from).toContain('website@suvasa.example');
      expect(mail!.to).toEqual(['RCPT TO:<sales-team@suvasa.example>']);
      expect(mail!.data).toMatch(/^Subject: Contact inquiry from Meera Bcc: victim@example.com\s+\(/m);
      expect(mail!.data).toContain('Name: Meera Bcc: victim@example.com');
      expect(mail!.data).not.toMatch(/^Bcc:/im);
      expect(mail!.data).toContain(`(${reply.body.message.name})`);
      expect(mail!.data).toMatch(/^Reply-To: meera@example.com/m);
      expect(mail!.data).toContain('Company: Meera Stores');
      expect(mail!.data).toMatch(/Content-Type: text\/plain/i);
    } finally {
      await server.close();
    }
  });
});
