import {
  gstStateCodes,
  orderingMessages,
  PAN_MASALA_HSN,
  type TaxDocumentKind,
  type TaxDocumentRef,
} from '@site/contract';
import type { Queryable } from '../../db';
import { recordAudit } from '../../audit/record';
import { orderLines, type OrderRow } from '../ordering/orders';
import type { LineFigures } from '../ordering/pricing';
import { documentFigures, type DocumentFigures } from './figures';
import { documentNumber, financialYearLabel } from './financial-year';
import { amountInWords } from './words';

/**
 * GST tax invoices and credit notes (docs/decisions/0019): issued inside the transaction that changes the
 * order's status, numbered from a gapless series per financial year, and stored with everything they print,
 * so that a later change of the order, the retailer's profile or the configuration never changes one.
 */

export interface InvoicingSettings {
  /** `SUV`: invoices `SUV/26-27/000123`, credit notes `SUVC/26-27/00001`. */
  seriesPrefix: string;
  seller: {
    name: string;
    address: string;
    /** The company's state (CGST + SGST within it). */
    state: string;
    gstin: string;
  };
}

/**
 * The credit notes' series: `<prefix>-CN` in `tax_document_series` (the key its numbers run under since the
 * first), printed as `<prefix>C` so that its numbers too fit in 16 characters.
 */
const creditNotes = (prefix: string) => ({ series: `${prefix}-CN`, code: `${prefix}C` });
const invoices = (prefix: string) => ({ series: prefix, code: prefix });

export interface Party {
  name: string;
  address_lines: string[];
  state: string;
  /** The GST state code (24 for Gujarat); null for a state off the list. */
  state_code: string | null;
  gstin: string | null;
}

export interface DocumentLine extends LineFigures {
  idx: number;
  description: string;
  hsn: string;
  qty: number;
  /** Per pack, GST included (orders placed before prices included GST: before GST). */
  rate_paise: number;
}

/** Everything a document prints, as issued. */
export interface TaxDocumentContent {
  kind: TaxDocumentKind;
  number: string;
  issued_at: string;
  financial_year: string;
  order: { name: string; placed_at: string };
  /** A credit note's invoice; null on an invoice. */
  invoice: TaxDocumentRef | null;
  seller: Party;
  buyer: Party;
  ship_to: Party;
  place_of_supply: { state: string; state_code: string | null };
  tax_split: 'intra_state' | 'inter_state';
  gst_basis_points: number;
  line_figures: DocumentFigures['line_figures'];
  /** Whether the rates include GST (orders placed since prices do) or GST was added to them. */
  prices_include_gst: boolean;
  lines: DocumentLine[];
  totals: DocumentFigures['totals'];
  amount_in_words: string;
  payment_terms: string;
}

type OrderForDocument = Pick<
  OrderRow,
  | 'name'
  | 'transaction_date'
  | 'billing_address'
  | 'shipping_address'
  | 'place_of_supply'
  | 'tax_split'
  | 'gst_basis_points'
  | 'discount_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'payment_terms'
> & { buyer_gstin: string | null };

/** HSN 2106 90 20, as invoices print it. */
export const PRINTED_HSN = PAN_MASALA_HSN.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1 $2 $3');

const stateCode = (state: string): string | null => gstStateCodes(state)[0] ?? null;

const addressLines = (address: OrderForDocument['billing_address']) =>
  [
    address.address_line1,
    address.address_line2,
    `${address.city}, ${address.state}${address.pincode ? ` ${address.pincode}` : ''}`,
  ].filter((line) => line.trim() !== '');

/** What an order's document prints: its parties, lines and totals, as the order holds them now. */
async function orderContent(
  tx: Queryable,
  orderName: string,
  settings: InvoicingSettings,
): Promise<Omit<TaxDocumentContent, 'kind' | 'number' | 'issued_at' | 'financial_year' | 'invoice'> | null> {
  const [order] = await tx.query<OrderForDocument>(
    `select o.name, o.transaction_date, o.billing_address, o.shipping_address, o.place_of_supply, o.tax_split,
       o.gst_basis_points, o.discount_paise, o.cgst_paise, o.sgst_paise, o.igst_paise, o.payment_terms,
       o.customer_gstin as buyer_gstin
     from sales_orders o where o.name = $1`,
    [orderName],
  );
  if (!order) return null;
  // The invoice names the packs as placed: in English, whatever the page's language.
  const rows = await orderLines(tx, orderName, 'en');
  const figures = documentFigures(
    {
      tax_split: order.tax_split,
      discount_paise: Number(order.discount_paise),
      cgst_paise: Number(order.cgst_paise),
      sgst_paise: Number(order.sgst_paise),
      igst_paise: Number(order.igst_paise),
    },
    rows.map((row) => ({
      qty: row.qty,
      amount_paise: Number(row.amount_paise),
      discount_paise: row.discount_paise === null ? null : Number(row.discount_paise),
      taxable_paise: row.taxable_paise === null ? null : Number(row.taxable_paise),
      gst_paise: row.gst_paise === null ? null : Number(row.gst_paise),
    })),
  );
  const lines: DocumentLine[] = rows.map((row, index) => ({
    idx: row.idx,
    description: orderingMessages.packedItem(row.item_name, row.pack_size),
    hsn: PRINTED_HSN,
    qty: row.qty,
    rate_paise: row.rate_paise,
    ...figures.lines[index]!,
  }));
  const billing = order.billing_address;
  const buyerGstin = order.buyer_gstin;
  const sellerGstin = settings.seller.gstin;
  return {
    order: { name: order.name, placed_at: order.transaction_date.toISOString() },
    seller: {
      name: settings.seller.name,
      address_lines: settings.seller.address
        .split(/\n|;/)
        .map((line) => line.trim())
        .filter(Boolean),
      state: settings.seller.state,
      state_code: sellerGstin.slice(0, 2),
      gstin: sellerGstin,
    },
    buyer: {
      name: billing.address_title,
      address_lines: addressLines(billing),
      state: billing.state,
      state_code: buyerGstin ? buyerGstin.slice(0, 2) : stateCode(billing.state),
      gstin: buyerGstin,
    },
    ship_to: {
      name: order.shipping_address.address_title,
      address_lines: addressLines(order.shipping_address),
      state: order.shipping_address.state,
      state_code: stateCode(order.shipping_address.state),
      gstin: null,
    },
    place_of_supply: { state: order.place_of_supply, state_code: stateCode(order.place_of_supply) },
    tax_split: order.tax_split,
    gst_basis_points: order.gst_basis_points,
    line_figures: figures.line_figures,
    prices_include_gst: figures.line_figures === 'stored',
    lines,
    totals: figures.totals,
    amount_in_words: amountInWords(figures.totals.grand_total_paise),
    payment_terms: order.payment_terms,
  };
}

/**
 * The next number of a series in the financial year, taken inside the caller's transaction: the upsert
 * locks the series' row until that transaction ends, so concurrent issues wait their turn, and a rollback
 * returns the number (no gap, no duplicate).
 */
export async function nextSequence(tx: Queryable, series: string, financialYear: string): Promise<number> {
  const [row] = await tx.query<{ last_number: number }>(
    `insert into tax_document_series (series, financial_year, last_number) values ($1, $2, 1)
     on conflict (series, financial_year) do update set last_number = tax_document_series.last_number + 1
     returning last_number`,
    [series, financialYear],
  );
  return row!.last_number;
}

async function insertDocument(
  tx: Queryable,
  { series, code }: { series: string; code: string },
  now: Date,
  content: (number: string, financialYear: string) => TaxDocumentContent,
): Promise<TaxDocumentContent> {
  const financialYear = financialYearLabel(now);
  const sequence = await nextSequence(tx, series, financialYear);
  const document = content(documentNumber(code, financialYear, sequence), financialYear);
  await tx.query(
    `insert into tax_documents (number, kind, series, financial_year, sequence, order_name, invoice_number, issued_at, content)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      document.number,
      document.kind,
      series,
      financialYear,
      sequence,
      document.order.name,
      document.invoice?.number ?? null,
      now,
      JSON.stringify(document),
    ],
  );
  return document;
}

/** The order's tax invoice, issued now; null when the order is gone. */
export async function issueInvoice(
  tx: Queryable,
  orderName: string,
  settings: InvoicingSettings,
  now: Date,
): Promise<TaxDocumentContent | null> {
  const content = await orderContent(tx, orderName, settings);
  if (!content) return null;
  return insertDocument(tx, invoices(settings.seriesPrefix), now, (number, financialYear) => ({
    kind: 'invoice',
    number,
    issued_at: now.toISOString(),
    financial_year: financialYear,
    invoice: null,
    ...content,
  }));
}

/**
 * The credit note of an invoiced order's cancellation, issued now: the invoice's parties, lines and totals
 * (the whole supply is cancelled), under its own series. Null when the order has no invoice.
 */
export async function issueCreditNote(
  tx: Queryable,
  orderName: string,
  settings: InvoicingSettings,
  now: Date,
): Promise<TaxDocumentContent | null> {
  const [invoice] = await tx.query<{ content: TaxDocumentContent }>(
    `select content from tax_documents where order_name = $1 and kind = 'invoice'`,
    [orderName],
  );
  if (!invoice) return null;
  const issued = invoice.content;
  return insertDocument(tx, creditNotes(settings.seriesPrefix), now, (number, financialYear) => ({
    ...issued,
    kind: 'credit_note',
    number,
    issued_at: now.toISOString(),
    financial_year: financialYear,
    invoice: { number: issued.number, issued_at: issued.issued_at },
  }));
}

/**
 * What a change of status issues, in its transaction: an invoice at dispatch, a credit note at a later cancel;
 * each goes to the audit log under the staff member who made the change.
 */
export async function issueForStatus(
  tx: Queryable,
  change: { name: string; status: string; now: Date; staff: { id: string } },
  settings: InvoicingSettings,
): Promise<TaxDocumentContent | null> {
  const issued =
    change.status === 'Dispatched'
      ? await issueInvoice(tx, change.name, settings, change.now)
      : change.status === 'Cancelled'
        ? await issueCreditNote(tx, change.name, settings, change.now)
        : null;
  if (issued) {
    await recordAudit(tx, {
      staffId: change.staff.id,
      action: `${issued.kind}.issue`,
      entity: 'tax_document',
      entityId: issued.number,
      before: null,
      after: {
        order: issued.order.name,
        invoice: issued.invoice?.number ?? null,
        grand_total_paise: issued.totals.grand_total_paise,
      },
    });
  }
  return issued;
}

/** The order's invoice and credit note, as its reply names them (null: none). */
export async function orderTaxDocuments(
  db: Queryable,
  orderName: string,
): Promise<{ invoice: TaxDocumentRef | null; credit_note: TaxDocumentRef | null }> {
  const rows = await db.query<{ kind: TaxDocumentKind; number: string; issued_at: Date }>(
    'select kind, number, issued_at from tax_documents where order_name = $1',
    [orderName],
  );
  const ref = (kind: TaxDocumentKind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row ? { number: row.number, issued_at: row.issued_at.toISOString() } : null;
  };
  return { invoice: ref('invoice'), credit_note: ref('credit_note') };
}

/** One of an order's documents as issued; with `customerId`, only when the order is that retailer's. */
export async function findTaxDocument(
  db: Queryable,
  orderName: string,
  kind: TaxDocumentKind,
  customerId?: string,
): Promise<TaxDocumentContent | null> {
  const [row] = await db.query<{ content: TaxDocumentContent }>(
    `select d.content from tax_documents d join sales_orders o on o.name = d.order_name
     where d.order_name = $1 and d.kind = $2 and ($3::text is null or o.customer_id = $3)`,
    [orderName, kind, customerId ?? null],
  );
  return row?.content ?? null;
}
