import {
  FEATURED_ITEM_CODE,
  invoicingMethodPaths,
  invoicingTexts,
  METHOD_PREFIX,
  officeInvoicingMethodPaths,
} from '@site/contract';
import { newGstin } from '@site/testing/samples';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Customer, tokenHeader } from '../../../test/customers';
import { suiteServer, testDatabases } from '../../../test/harness';
import { placeAnOrder, suiteOrderDesk } from '../../../test/ordering';
import { officeCall } from '../../../test/staff';
import { apportion } from '@site/contract/money';
import { DEVELOPMENT_SELLER_GSTIN } from './settings';
import { findTaxDocument, issueCreditNote, issueInvoice, nextSequence, type TaxDocumentContent } from './documents';
import { financialYearLabel } from './financial-year';
import { invoicingSettings } from './settings';
import { amountInWords } from './words';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 });

/** A Gujarat GSTIN with a valid check character (the retailer's, in Ahmedabad). */
const BUYER_GSTIN = '24ABCDE1234F1Z6';

let keys = 0;
const newKey = () => `invoice-${Date.now()}-${++keys}`;

const refusalText = async (reply: Response) => ((await reply.json()) as { message: { text: string } }).message.text;

async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`tax invoices (${database.label})`, () => {
    const server = suiteServer(database);
    const { sales, ravi, meena } = suiteOrderDesk(server);

    beforeAll(async () => {
      await server.app.db.query('update customers set gstin = $2 where id = $1', [ravi.customerId, BUYER_GSTIN]);
    });

    const setStatus = (name: string, status: string, reason?: string) =>
      officeCall(server, 'setOrderStatus', {
        cookie: sales.cookie,
        body: { name, status, ...(reason === undefined ? {} : { reason }) },
      });
    const confirmedOrder = async (who: Customer, qty = 1) => {
      const name = await placeAnOrder(server, who, FEATURED_ITEM_CODE, qty, newKey());
      expect((await setStatus(name, 'Confirmed')).status).toBe(200);
      return name;
    };
    const documentOf = async (name: string, kind: 'invoice' | 'credit_note' = 'invoice') =>
      (await findTaxDocument(server.app.db, name, kind))!;
    const sequenceOf = (number: string) => Number(number.split('/')[2]);
    const download = (who: Customer, query: Record<string, string>) =>
      fetch(
        `${server.baseUrl}${METHOD_PREFIX}/${invoicingMethodPaths.downloadTaxDocument}?${new URLSearchParams(query)}`,
        {
          headers: tokenHeader(who.login),
        },
      );
    const officeDownload = (cookie: string | null, query: Record<string, string>) =>
      server.app.inject({
        method: 'GET',
        url: `${METHOD_PREFIX}/${officeInvoicingMethodPaths.downloadOrderTaxDocument}?${new URLSearchParams(query)}`,
        headers: cookie ? { cookie } : {},
      });

    it('numbers 20 concurrent dispatches 1 to 20: no gap, no duplicate', async () => {
      const names: string[] = [];
      for (let index = 0; index < 20; index++) names.push(await confirmedOrder(index % 2 ? ravi : meena));
      const replies = await Promise.all(names.map((name) => setStatus(name, 'Dispatched')));
      expect(replies.map((reply) => reply.status)).toEqual(names.map(() => 200));
      const numbers = await Promise.all(names.map(async (name) => (await documentOf(name)).number));
      const year = financialYearLabel(new Date()).slice(2);
      // GST rule 46: 16 characters at most, `SUV/26-27/000001`.
      for (const number of numbers) expect(number).toMatch(new RegExp(`^SUV/${year}/\\d{6}$`));
      expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      // Each order's reply names its invoice.
      const reply = replies[0]!.body.message.order;
      expect(reply.invoice).toEqual({ number: numbers[0], issued_at: expect.any(String) });
      expect(reply.credit_note).toBeNull();
    });

    it('takes back the number of an issue that rolled back, also while another issue waits for it', async () => {
      const settings = invoicingSettings(server.config);
      const year = financialYearLabel(new Date());
      const [before] = await server.app.db.query<{ last_number: number }>(
        `select last_number from tax_document_series where series = 'SUV' and financial_year = $1`,
        [year],
      );
      const [first, second] = [await confirmedOrder(ravi), await confirmedOrder(ravi)];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let taken = 0;
      const rolledBack = server.app.db
        .transaction(async (tx) => {
          taken = (await issueInvoice(tx, first, settings, new Date()))!.number ? 1 : 0;
          await held;
          throw new Error('the dispatch failed after its invoice');
        })
        .catch((error: Error) => error.message);
      await vi.waitFor(() => expect(taken).toBe(1));
      // This one waits for the series' row, then takes the number the first gave back.
      const waiting = server.app.db.transaction((tx) => issueInvoice(tx, second, settings, new Date()));
      release();
      expect(await rolledBack).toBe('the dispatch failed after its invoice');
      expect(sequenceOf((await waiting)!.number)).toBe(before!.last_number + 1);
      expect(await findTaxDocument(server.app.db, first, 'invoice')).toBeNull();
      // The order that rolled back is dispatched again, and gets the next number.
      expect((await setStatus(first, 'Dispatched')).status).toBe(200);
      expect(sequenceOf((await documentOf(first)).number)).toBe(before!.last_number + 2);
    });

    it('starts each series again on 1 April, 00:00 in India', async () => {
      const db = server.app.db;
      const march = new Date('2031-03-31T23:59:59+05:30');
      const april = new Date('2031-04-01T00:00:00+05:30');
      const taken = await db.transaction(async (tx) => [
        await nextSequence(tx, 'FYTEST', financialYearLabel(march)),
        await nextSequence(tx, 'FYTEST', financialYearLabel(march)),
        await nextSequence(tx, 'FYTEST', financialYearLabel(april)),
      ]);
      expect(taken).toEqual([1, 2, 1]);
      const rows = await db.query<{ financial_year: string; last_number: number }>(
        `select financial_year, last_number from tax_document_series where series = 'FYTEST' order by 1`,
      );
      expect(rows).toEqual([
        { financial_year: '2030-31', last_number: 2 },
        { financial_year: '2031-32', last_number: 1 },
      ]);
    });

    it('issues a credit note from its own series when an invoiced order is cancelled, none before dispatch; both audited', async () => {
      const dispatched = await confirmedOrder(ravi, 2);
      const notDispatched = await confirmedOrder(ravi);
      expect((await setStatus(dispatched, 'Dispatched')).status).toBe(200);
      const cancelled = await setStatus(dispatched, 'Cancelled', 'Shop closed');
      expect(cancelled.status).toBe(200);
      expect((await setStatus(notDispatched, 'Cancelled', 'Duplicate')).status).toBe(200);

      const invoice = await documentOf(dispatched);
      const note = await documentOf(dispatched, 'credit_note');
      // Its own series, under the same 16 characters: `SUVC/26-27/00001`.
      expect(note.number).toMatch(new RegExp(`^SUVC/${financialYearLabel(new Date()).slice(2)}/\\d{5}$`));
      expect(note.invoice).toEqual({ number: invoice.number, issued_at: invoice.issued_at });
      expect(invoice.number).toHaveLength(16);
      expect(note.number).toHaveLength(16);
      expect(note.totals).toEqual(invoice.totals);
      expect(note.lines).toEqual(invoice.lines);
      expect(cancelled.body.message.order.credit_note).toEqual({ number: note.number, issued_at: note.issued_at });
      const audit = await server.app.db.query<{ action: string; staff_id: string; after: unknown }>(
        `select action, staff_id, after from audit_log where entity = 'tax_document' and entity_id = any($1) order by id`,
        [[invoice.number, note.number]],
      );
      expect(audit).toEqual([
        {
          action: 'invoice.issue',
          staff_id: sales.id,
          after: { order: dispatched, invoice: null, grand_total_paise: invoice.totals.grand_total_paise },
        },
        {
          action: 'credit_note.issue',
          staff_id: sales.id,
          after: { order: dispatched, invoice: invoice.number, grand_total_paise: invoice.totals.grand_total_paise },
        },
      ]);
      expect(await findTaxDocument(server.app.db, notDispatched, 'invoice')).toBeNull();
      expect(await findTaxDocument(server.app.db, notDispatched, 'credit_note')).toBeNull();
      // A second credit note of one invoice is not possible.
      await expect(
        server.app.db.transaction((tx) =>
          issueCreditNote(tx, dispatched, invoicingSettings(server.config), new Date()),
        ),
      ).rejects.toThrow();
    });

    it('stores what the invoice was issued with: parties, place of supply, lines that add up to the order', async () => {
      const name = await confirmedOrder(ravi, 3);
      expect((await setStatus(name, 'Dispatched')).status).toBe(200);
      const invoice: TaxDocumentContent = await documentOf(name);
      const order = (
        await server.request(`${METHOD_PREFIX}/retailer_app.api.ordering.get_sales_order?name=${name}`, {
          headers: tokenHeader(ravi.login),
        })
      ).body.message.sales_order;
      expect(order.invoice).toEqual({ number: invoice.number, issued_at: invoice.issued_at });
      expect(invoice.seller).toMatchObject({
        name: 'Suvasa Foods Private Limited',
        gstin: DEVELOPMENT_SELLER_GSTIN,
        state_code: '24',
      });
      expect(invoice.buyer).toMatchObject({
        name: 'Ravi Paan Bhandar',
        gstin: BUYER_GSTIN,
        state: 'Gujarat',
        state_code: '24',
      });
      expect(invoice.place_of_supply).toEqual({ state: 'Gujarat', state_code: '24' });
      expect(invoice.tax_split).toBe('intra_state');
      expect(invoice.lines).toHaveLength(1);
      expect(invoice.lines[0]).toMatchObject({ hsn: '2106 90 20', qty: 3, rate_paise: order.items[0].rate_paise });
      const { totals } = invoice;
      expect(totals.taxable_paise + totals.gst_paise).toBe(order.grand_total_paise);
      expect(totals.grand_total_paise).toBe(order.grand_total_paise);
      expect(totals.cgst_paise + totals.sgst_paise).toBe(totals.gst_paise);
      expect(invoice.amount_in_words).toBe(amountInWords(order.grand_total_paise));

      // Later changes of the retailer or the order change nothing issued.
      await server.app.db.query('update customers set gstin = null where id = $1', [ravi.customerId]);
      expect(await documentOf(name)).toEqual(invoice);
      await server.app.db.query('update customers set gstin = $2 where id = $1', [ravi.customerId, BUYER_GSTIN]);
    });

    it('serves the PDF to its retailer and to staff, the same bytes every time; 404 to anyone else', async () => {
      const name = await confirmedOrder(ravi, 2);
      expect((await setStatus(name, 'Dispatched')).status).toBe(200);
      const invoice = await documentOf(name);
      const reply = await download(ravi, { name });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/pdf');
      const fileName = `${invoice.number.replaceAll('/', '-')}.pdf`;
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      const bytes = new Uint8Array(await reply.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const again = new Uint8Array(await (await download(ravi, { name, kind: 'invoice' })).arrayBuffer());
      expect(Buffer.compare(Buffer.from(bytes), Buffer.from(again))).toBe(0);

      const text = await pdfText(bytes);
      const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
      for (const expected of [
        'TAX INVOICE',
        invoice.number,
        name,
        'Suvasa Foods Private Limited',
        DEVELOPMENT_SELLER_GSTIN,
        BUYER_GSTIN,
        'Ravi Paan Bhandar',
        'Gujarat (24)',
        '2106 90 20',
        `CGST @ 20%`,
        `SGST @ 20%`,
        `Rs. ${rupees(invoice.totals.taxable_paise)}`,
        `Rs. ${rupees(invoice.totals.cgst_paise)}`,
        `Rs. ${rupees(invoice.totals.sgst_paise)}`,
        `Rs. ${rupees(invoice.totals.grand_total_paise)}`,
        invoice.amount_in_words,
      ]) {
        expect(text, expected).toContain(expected);
      }

      // Another retailer's order, an order without a credit note, no token.
      const refused = await download(meena, { name });
      expect(refused.status).toBe(404);
      expect(await refusalText(refused)).toBe(invoicingTexts.invoiceNotFound);
      const noNote = await download(ravi, { name, kind: 'credit_note' });
      expect(noNote.status).toBe(404);
      expect(await refusalText(noNote)).toBe(invoicingTexts.creditNoteNotFound);
      expect(
        (await fetch(`${server.baseUrl}${METHOD_PREFIX}/${invoicingMethodPaths.downloadTaxDocument}?name=${name}`))
          .status,
      ).toBe(401);
      expect((await download(ravi, { name, kind: 'receipt' })).status).toBe(417);

      const staff = await officeDownload(sales.cookie, { name });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(staff.rawPayload, Buffer.from(bytes))).toBe(0);
      expect((await officeDownload(null, { name })).statusCode).toBe(401);
      expect((await officeDownload(sales.cookie, { name: 'SAL-ORD-1999-00001' })).statusCode).toBe(404);
    });

    it('shares out the figures of an order placed before lines kept theirs, by the stated rule', async () => {
      // Two lines, then made as such an order was stored: GST added on top of (subtotal − discount), no line figures.
      const name = await placeAnOrder(server, ravi, FEATURED_ITEM_CODE, 3, newKey());
      await server.app.db.query(
        `insert into sales_order_items (parent, idx, item_code, item_name, weight_grams, pack_size, website_image, qty,
           mrp_paise, rate_paise, amount_paise)
         select parent, 2, 'suvasa-4g-12', item_name, 4, 12, website_image, 2, 20000, 15000, 30000
         from sales_order_items where parent = $1 and idx = 1`,
        [name],
      );
      await server.app.db.query(
        `update sales_order_items set discount_paise = null, taxable_paise = null, gst_paise = null where parent = $1`,
        [name],
      );
      const [sums] = await server.app.db.query<{ subtotal: number }>(
        'select sum(amount_paise)::int as subtotal from sales_order_items where parent = $1',
        [name],
      );
      const subtotal = sums!.subtotal;
      const discount = 10_001;
      const taxable = subtotal - discount;
      const gst = Math.round(taxable * 0.28);
      await server.app.db.query(
        `update sales_orders set subtotal_paise = $2, discount_paise = $3, taxable_paise = $4, gst_basis_points = 2800,
           tax_split = 'intra_state', cgst_paise = $5, sgst_paise = $6, igst_paise = 0, grand_total_paise = $7
         where name = $1`,
        [name, subtotal, discount, taxable, gst - Math.floor(gst / 2), Math.floor(gst / 2), taxable + gst],
      );
      expect((await setStatus(name, 'Confirmed')).status).toBe(200);
      expect((await setStatus(name, 'Dispatched')).status).toBe(200);

      const invoice = await documentOf(name);
      expect(invoice).toMatchObject({ line_figures: 'derived', prices_include_gst: false, gst_basis_points: 2800 });
      const [first, other] = invoice.lines;
      // The discount by the lines' amounts, the GST by what each has left; the paise left over to the largest remainders.
      expect([first!.discount_paise, other!.discount_paise]).toEqual(
        apportion(discount, [first!.amount_paise, other!.amount_paise]),
      );
      expect(first!.taxable_paise).toBe(first!.amount_paise - first!.discount_paise);
      expect([first!.gst_paise, other!.gst_paise]).toEqual(
        apportion(gst, [first!.taxable_paise, other!.taxable_paise]),
      );
      expect(invoice.totals).toMatchObject({
        amount_paise: subtotal,
        discount_paise: discount,
        taxable_paise: taxable,
        gst_paise: gst,
        cgst_paise: gst - Math.floor(gst / 2),
        grand_total_paise: taxable + gst,
      });
      const text = await pdfText(new Uint8Array(await (await download(ravi, { name })).arrayBuffer()));
      expect(text).toContain('CGST @ 14%');
      expect(text).toContain('is charged on the taxable value');
    });

    it('prints IGST for another state, and a credit note that names its invoice', async () => {
      const name = await confirmedOrder(meena);
      // A GSTIN given after the order was placed is not the order's: its invoice prints the one it was placed with.
      await server.app.db.query('update customers set gstin = $2 where id = $1', [meena.customerId, newGstin('29')]);
      expect((await setStatus(name, 'Dispatched')).status).toBe(200);
      await server.app.db.query('update customers set gstin = null where id = $1', [meena.customerId]);
      expect((await setStatus(name, 'Cancelled', 'Returned')).status).toBe(200);
      const invoice = await documentOf(name);
      const note = await documentOf(name, 'credit_note');
      expect(invoice.tax_split).toBe('inter_state');
      expect(invoice.totals.igst_paise).toBe(invoice.totals.gst_paise);
      expect(invoice.buyer.gstin).toBeNull();
      const text = await pdfText(
        new Uint8Array(await (await download(meena, { name, kind: 'credit_note' })).arrayBuffer()),
      );
      for (const expected of [
        'CREDIT NOTE',
        note.number,
        invoice.number,
        'IGST @ 40%',
        'Unregistered',
        'Maharashtra (27)',
      ]) {
        expect(text, expected).toContain(expected);
      }
    });
  });
}
