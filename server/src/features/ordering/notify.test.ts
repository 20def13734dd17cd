import type { SalesOrder } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpStandIn, readMail, startSmtpStandIn } from '../../../test/mail/smtp-stand-in';
import { type Customer, registerAndLogin, suiteRetailer } from '../../../test/customers';
import { logCapture, suiteServer, testDatabases, type TestServer } from '../../../test/harness';
import { orderingPost } from '../../../test/ordering';

// A PGlite server starts in seconds, but in tens of them on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const MAIL_ENV = { MAIL_FROM: 'website@suvasa.example', SALES_EMAIL: 'sales-team@suvasa.example', LOG_LEVEL: 'info' };

let keys = 0;

/** 3 packs of 12 and one of 24 ordered by `who`: the order as answered and the request id of its reply. */
async function placeTwoLines(server: TestServer, who: Customer) {
  await orderingPost(server, who, 'updateCart', { item_code: 'suvasa-2g-12', qty: 3 });
  const cart = await orderingPost(server, who, 'updateCart', { item_code: 'suvasa-4g-24', qty: 1 });
  const placed = await orderingPost(
    server,
    who,
    'placeOrder',
    { cart_fingerprint: cart.body.message.fingerprint },
    { 'idempotency-key': `notify-${Date.now()}-${++keys}` },
  );
  expect(placed.status).toBe(200);
  return { order: placed.body.message.sales_order as SalesOrder, requestId: placed.headers.get('x-request-id') };
}

/** The JSON log lines written so far. */
const logged = (lines: readonly string[]) =>
  lines
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The console provider's line of the order's SMS. */
const texted = (line: Record<string, unknown>, name: string) =>
  line.msg === 'order SMS (console provider)' && JSON.stringify(line.sms).includes(name);

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`order mail to sales (${database.label})`, () => {
    describe('with mail configured', () => {
      let smtp: SmtpStandIn;
      beforeAll(async () => {
        smtp = await startSmtpStandIn();
        return () => smtp.close();
      });
      const log = logCapture();
      const server = suiteServer(
        database,
        () => ({ ...MAIL_ENV, SMTP_URL: smtp.url }),
        () => ({ logStream: log.stream }),
      );
      const who = suiteRetailer(server);

      it('mails sales one plain-text message with the order number, its lines and grand total', async () => {
        smtp.messages.length = 0;
        const { order } = await placeTwoLines(server, who);
        await until(() => smtp.messages.length > 0);
        expect(smtp.messages).toHaveLength(1);
        const [mail] = smtp.messages;
        expect(mail!.from).toContain('website@suvasa.example');
        expect(mail!.to).toEqual(['RCPT TO:<sales-team@suvasa.example>']);
        expect(mail!.data).toMatch(/^Content-Type: text\/plain/im);
        const { subject, text } = readMail(mail!);
        const total = formatRupees(order.grand_total_paise);
        expect(subject).toBe(`Order ${order.name}: ${total}`);
        expect(text).toContain(`New order ${order.name} (Placed), Cash on delivery`);
        expect(text).toContain(`Retailer mobile: ${who.form.mobile}`);
        expect(text).toContain('1. suvasa-2g-12 Suvasa Pan Masala 2g, Pack of 12: 3 × ₹120.00 = ₹360.00');
        expect(text).toContain('2. suvasa-4g-24 Suvasa Pan Masala 4g, Pack of 24: 1 × ₹600.00 = ₹600.00');
        expect(text).toContain(`\nGrand total (you pay): ${total}\n`);
        // The GST is inside what is paid, not added to it.
        expect(text).toContain(
          `\nIncluded in the grand total:\nTaxable value: ${formatRupees(order.totals.taxable_paise)}\n`,
        );
        expect(order.grand_total_paise).toBe(order.totals.subtotal_paise - order.totals.discount_paise);
      });

      it('places the order when the mail server refuses it, and logs the failure with the request id', async () => {
        smtp.messages.length = 0;
        smtp.refuse = true;
        try {
          const { order, requestId } = await placeTwoLines(server, who);
          expect(requestId).toBeTruthy();
          const failed = () =>
            logged(log.lines).find((line) => line.msg === 'order mail failed' && line.order === order.name);
          await until(() => failed() !== undefined);
          expect(failed()).toMatchObject({ level: 50, reqId: requestId });
          expect(smtp.messages).toHaveLength(0);
          // The order stands: stored as placed, and the retailer was still texted.
          const [row] = await server.app.db.query<{ status: string }>(
            'select status from sales_orders where name = $1',
            [order.name],
          );
          expect(row?.status).toBe('Placed');
          expect(logged(log.lines).some((line) => texted(line, order.name))).toBe(true);
        } finally {
          smtp.refuse = false;
        }
      });
    });

    describe('without mail configured', () => {
      const log = logCapture();
      const server = suiteServer(database, { LOG_LEVEL: 'info' }, () => ({ logStream: log.stream }));

      it('places the order and texts the retailer, sending no mail and logging no error', async () => {
        const who = await registerAndLogin(server);
        // From here on: the start's lines (a configuration warning on PostgreSQL without Redis) are not the order's.
        const from = log.lines.length;
        const { order } = await placeTwoLines(server, who);
        const sent = () => logged(log.lines).some((line) => texted(line, order.name));
        await until(sent);
        expect(sent()).toBe(true);
        // The notifier settles right after the SMS; a failure would be logged by then.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(logged(log.lines.slice(from)).filter((line) => Number(line.level) >= 40)).toEqual([]);
      });
    });
  });
}
