import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpStandIn {
  /** The messages accepted, in order. */
  messages: CapturedMail[];
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** While true, every sender is refused (550), as a mail server that will not take the message. */
  refuse: boolean;
  close(): Promise<void>;
}

/** The smallest SMTP server nodemailer will talk to (tests): no TLS, no auth, messages kept in memory. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const messages: CapturedMail[] = [];
  let refuse = false;
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let envelope: CapturedMail = { from: '', to: [], data: '' };
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
          socket.write(refuse ? '550 refused\r\n' : '250 ok\r\n');
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    messages,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get refuse() {
      return refuse;
    },
    set refuse(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Each `=XX` of quoted-printable text as its byte, read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A captured message's subject and plain text as the reader sees them (MIME encodings undone). */
export function readMail(mail: CapturedMail): { subject: string; text: string } {
  const split = mail.data.indexOf('\r\n\r\n');
  const headers = mail.data.slice(0, split).replace(/\r\n[ \t]/g, ' ');
  const body = mail.data.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const subject = header('Subject')
    // Blanks between two encoded words are not part of the text (RFC 2047).
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : fromQuotedPrintable(encoded.replaceAll('_', ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body.replace(/=\r\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}
