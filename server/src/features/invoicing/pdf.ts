import { formatRupees, percentText } from '@site/contract/money';
import PDFDocument from 'pdfkit';
import type { DocumentLine, Party, TaxDocumentContent } from './documents';
import { fontName, registerScriptFonts, scriptRuns, type Weight } from './scripts';

/**
 * A stored tax document as a PDF file (pdfkit, its built-in Helvetica: it has no "₹", so amounts print as
 * "Rs."; names, addresses and descriptions in Devanagari or Gujarati in Noto Sans, see scripts.ts).
 * The fixed words stay English. Made again on every download from what was stored at issue, with the issue time as the file's
 * dates, so the same document always gives the same bytes.
 */

const PAGE = { size: 'A4' as const, margin: 36 };
const WIDTH = 595.28 - 2 * PAGE.margin;
/** Where text may end on an A4 page (841.89 pt high). */
const PAGE_BOTTOM = 841.89 - PAGE.margin;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** 254020 → "2,540.20" (Indian grouping), for columns headed in Rs. */
const figures = (paise: number) => formatRupees(paise).replace('₹', '');
const rupees = (paise: number) => `Rs. ${figures(paise)}`;
const percent = (basisPoints: number) => `${percentText(basisPoints)}%`;

/** The date in India: 26 Nov 2026. */
const indianDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

const titles = {
  invoice: { title: 'TAX INVOICE', number: 'Invoice No.', date: 'Invoice Date' },
  credit_note: { title: 'CREDIT NOTE', number: 'Credit Note No.', date: 'Credit Note Date' },
} as const;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: DocumentLine) => string;
}

const COLUMNS: Column[] = [
  { header: '#', width: 18, align: 'left', cell: (line) => String(line.idx) },
  { header: 'Description', width: 128, align: 'left', cell: (line) => line.description },
  { header: 'HSN', width: 52, align: 'left', cell: (line) => line.hsn },
  { header: 'Qty', width: 30, align: 'right', cell: (line) => String(line.qty) },
  { header: 'Rate (Rs.)', width: 52, align: 'right', cell: (line) => figures(line.rate_paise) },
  { header: 'Amount (Rs.)', width: 60, align: 'right', cell: (line) => figures(line.amount_paise) },
  { header: 'Discount (Rs.)', width: 56, align: 'right', cell: (line) => figures(line.discount_paise) },
  { header: 'Taxable value (Rs.)', width: 64, align: 'right', cell: (line) => figures(line.taxable_paise) },
  { header: 'GST (Rs.)', width: 63, align: 'right', cell: (line) => figures(line.gst_paise) },
];

const stateWithCode = (state: string, code: string | null) => (code ? `${state} (${code})` : state);

export function renderTaxDocument(content: TaxDocumentContent): Promise<Buffer> {
  const issuedAt = new Date(content.issued_at);
  const title = titles[content.kind];
  const doc = new PDFDocument({
    ...PAGE,
    info: {
      Title: `${title.title} ${content.number}`,
      Author: content.seller.name,
      Subject: `Order ${content.order.name}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x, y, { lineBreak: true, ...options });

  // Heading: the kind of document, then the seller beside the document's particulars.
  doc.font(BOLD).fontSize(14);
  text(title.title, left, PAGE.margin, { width: WIDTH, align: 'center' });
  doc.font(FONT).fontSize(8);
  text(
    content.kind === 'invoice' ? 'Original for Recipient' : 'Issued under section 34 of the CGST Act, 2017',
    left,
    doc.y,
    {
      width: WIDTH,
      align: 'center',
    },
  );

  const top = doc.y + 10;
  const half = WIDTH / 2 - 6;
  partyBlock(doc, 'Seller', content.seller, left, top, half, true);
  const sellerBottom = doc.y;
  const particulars: [string, string][] = [
    [title.number, content.number],
    [title.date, indianDate(content.issued_at)],
    ...(content.invoice
      ? ([
          ['Against Invoice No.', content.invoice.number],
          ['Invoice Date', indianDate(content.invoice.issued_at)],
        ] as [string, string][])
      : []),
    ['Order No.', content.order.name],
    ['Order Date', indianDate(content.order.placed_at)],
    ['Place of Supply', stateWithCode(content.place_of_supply.state, content.place_of_supply.state_code)],
    ['Reverse Charge', 'No'],
  ];
  let y = top;
  for (const [label, value] of particulars) {
    doc.font(BOLD).fontSize(9);
    text(`${label}:`, left + half + 12, y, { width: 100 });
    doc.font(FONT);
    text(value, left + half + 112, y, { width: half - 100 });
    y = doc.y + 2;
  }

  y = Math.max(sellerBottom, y) + 10;
  partyBlock(doc, 'Bill to', content.buyer, left, y, half, true);
  const buyerBottom = doc.y;
  partyBlock(doc, 'Ship to', content.ship_to, left + half + 12, y, half, false);
  y = Math.max(buyerBottom, doc.y) + 12;

  y = linesTable(doc, content.lines, y);
  // The totals, the words and the signature stay together on one page.
  if (y > PAGE_BOTTOM - 300) {
    doc.addPage();
    y = PAGE.margin;
  }
  y = totalsBlock(doc, content, y + 6);

  doc.font(BOLD).fontSize(9);
  text('Amount in words:', left, y + 8, { width: WIDTH });
  doc.font(FONT);
  text(content.amount_in_words, left, doc.y, { width: WIDTH });
  doc.moveDown(0.6);
  doc.fontSize(8);
  const taxNote = content.prices_include_gst
    ? `Rates include GST at ${percent(content.gst_basis_points)}; the taxable value and the GST shown are contained in them.`
    : `GST at ${percent(content.gst_basis_points)} is charged on the taxable value.`;
  text(taxNote, left, doc.y, { width: WIDTH });
  text(`Payment terms: ${content.payment_terms}.`, left, doc.y, { width: WIDTH });
  if (content.kind === 'credit_note') {
    text(`This credit note cancels invoice ${content.invoice!.number} in full: the order was cancelled.`, left, doc.y, {
      width: WIDTH,
    });
  }

  doc.moveDown(2);
  doc.font(BOLD).fontSize(9);
  text(`For ${content.seller.name}`, left, doc.y, { width: WIDTH, align: 'right' });
  doc.moveDown(2);
  doc.font(FONT);
  text('Authorised Signatory', left, doc.y, { width: WIDTH, align: 'right' });
  doc.moveDown(1);
  doc.fontSize(7);
  text('This is a computer-generated document.', left, doc.y, { width: WIDTH, align: 'center' });

  doc.end();
  return done;
}

function partyBlock(
  doc: PDFKit.PDFDocument,
  heading: string,
  party: Party,
  x: number,
  y: number,
  width: number,
  withGstin: boolean,
) {
  doc.font(BOLD).fontSize(8).text(heading.toUpperCase(), x, y, { width });
  doc.fontSize(10);
  words(doc, party.name, x, doc.y, { width }, 'bold');
  doc.fontSize(9);
  for (const line of party.address_lines) words(doc, line, x, doc.y, { width });
  words(doc, `State: ${stateWithCode(party.state, party.state_code)}`, x, doc.y, { width });
  doc.font(FONT);
  if (withGstin) doc.text(`GSTIN: ${party.gstin ?? 'Unregistered'}`, x, doc.y, { width });
}

/**
 * `text` at (x, y), each run of a script in a font that has its letters, wrapping as one paragraph. The
 * current font afterwards is the last run's.
 */
function words(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
  weight: Weight = 'regular',
) {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, weight));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
}

function linesTable(doc: PDFKit.PDFDocument, lines: DocumentLine[], top: number): number {
  const left = PAGE.margin;
  const row = (cells: string[], y: number, weight: Weight) => {
    doc.fontSize(8);
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      words(doc, cell, x + 2, y, { width: column.width - 4, align: column.align }, weight);
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    return bottom + 3;
  };
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + WIDTH, y)
      .lineWidth(0.5)
      .stroke();
  const header = (at: number) => {
    rule(at);
    const below = row(
      COLUMNS.map((column) => column.header),
      at + 3,
      'bold',
    );
    rule(below);
    return below;
  };
  let y = header(top);
  for (const line of lines) {
    // A line that would run into the bottom margin starts a new page, under the columns' headings again.
    if (y > PAGE_BOTTOM - 40) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    y = row(
      COLUMNS.map((column) => column.cell(line)),
      y + 3,
      'regular',
    );
  }
  rule(y);
  return y;
}

function totalsBlock(doc: PDFKit.PDFDocument, content: TaxDocumentContent, top: number): number {
  const { totals } = content;
  const half = percent(content.gst_basis_points / 2);
  const rows: [string, string][] = [
    [`Total quantity`, `${totals.qty} packs`],
    ['Amount', rupees(totals.amount_paise)],
    ['Scheme discount', rupees(totals.discount_paise)],
    ['Taxable value', rupees(totals.taxable_paise)],
    ...(content.tax_split === 'intra_state'
      ? ([
          [`CGST @ ${half}`, rupees(totals.cgst_paise)],
          [`SGST @ ${half}`, rupees(totals.sgst_paise)],
        ] as [string, string][])
      : ([[`IGST @ ${percent(content.gst_basis_points)}`, rupees(totals.igst_paise)]] as [string, string][])),
    ['Total GST', rupees(totals.gst_paise)],
  ];
  const labelX = PAGE.margin + WIDTH - 260;
  let y = top;
  doc.fontSize(9);
  for (const [label, value] of rows) {
    doc.font(FONT).text(label, labelX, y, { width: 140 });
    doc.text(value, labelX + 140, y, { width: 120, align: 'right' });
    y = doc.y + 2;
  }
  doc.font(BOLD).fontSize(10);
  doc.text('Grand total', labelX, y + 2, { width: 140 });
  doc.text(rupees(totals.grand_total_paise), labelX + 140, y + 2, { width: 120, align: 'right' });
  return doc.y;
}
