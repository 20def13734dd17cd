import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { contactInquiryPayload } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startServer, testDatabases } from '../test/harness';

/** The smallest SMTP server nodemailer will talk to: no TLS, no auth, messages kept in memory. */
function smtpStandIn(messages: { from: string; to: string[]; data: string }[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[], data: '' };
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(envelope);
          envelope = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stand-in\r\n');
        else if (verb === 'MAIL') {
          envelope.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          envelope.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('inquiry mail over SMTP', () => {
  const messages: { from: string; to: string[]; data: string }[] = [];
  let smtp: Server;
  let port: number;
  beforeAll(async () => {
    smtp = smtpStandIn(messages);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('mails each new inquiry as plain text to the sales address, with no header injection', async () => {
    const server = await startServer(testDatabases[0]!, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
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
      while (messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(messages).toHaveLength(1);
      const [mail] = messages;
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
