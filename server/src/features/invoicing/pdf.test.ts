import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TaxDocumentContent } from './documents';
import { renderTaxDocument } from './pdf';

const party = (name: string, gstin: string | null) => ({
  name,
  address_lines: ['7 Relief Road', 'Ahmedabad, Gujarat 380001'],
  state: 'Gujarat',
  state_code: '24',
  gstin,
});

/** A credit note of `count` lines, each 2 packs at ₹480 with ₹10 of scheme off, GST at 40 % inside. */
function creditNote(count: number): TaxDocumentContent {
  const lines = Array.from({ length: count }, (_, index) => ({
    idx: index + 1,
    description: `Line ${index + 1} pack`,
    hsn: '2106 90 20',
    qty: 2,
    rate_paise: 48_000,
    amount_paise: 96_000,
    discount_paise: 1_000,
    taxable_paise: 67_857,
    gst_paise: 27_143,
  }));
  const taxable = 67_857 * count;
  const gst = 27_143 * count;
  return {
    kind: 'credit_note',
    number: 'SUV-CN/2026-27/000007',
    issued_at: '2027-01-05T06:00:00.000Z',
    financial_year: '2026-27',
    order: { name: 'SAL-ORD-2026-00042', placed_at: '2026-12-20T06:00:00.000Z' },
    invoice: { number: 'SUV/2026-27/000123', issued_at: '2026-12-21T06:00:00.000Z' },
    seller: party('Suvasa Foods Private Limited', '24AAACS0000A1ZM'),
    buyer: party('Kiran Paan Centre', null),
    ship_to: party('Kiran Paan Centre', null),
    place_of_supply: { state: 'Maharashtra', state_code: '27' },
    tax_split: 'inter_state',
    gst_basis_points: 4000,
    line_figures: 'stored',
    prices_include_gst: true,
    lines,
    totals: {
      qty: 2 * count,
      amount_paise: 96_000 * count,
      discount_paise: 1_000 * count,
      taxable_paise: taxable,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: gst,
      gst_paise: gst,
      grand_total_paise: taxable + gst,
    },
    amount_in_words: `Rupees ${count === 5 ? 'Four Thousand Seven Hundred Fifty' : 'Many'} Only`,
    payment_terms: 'Cash on delivery',
  };
}

async function pages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text;
}

describe('the PDF of a tax document', () => {
  it('prints a credit note with its invoice, IGST and an unregistered buyer, the same bytes each time', async () => {
    const pdf = await renderTaxDocument(creditNote(5));
    expect(Buffer.compare(pdf, await renderTaxDocument(creditNote(5)))).toBe(0);
    const [text] = await pages(pdf);
    for (const expected of [
      'CREDIT NOTE',
      'Credit Note No.:',
      'SUV-CN/2026-27/000007',
      'Against Invoice No.:',
      'SUV/2026-27/000123',
      'Maharashtra (27)',
      'GSTIN: Unregistered',
      'GSTIN: 24AAACS0000A1ZM',
      'IGST @ 40%',
      'Rs. 1,357.15',
      'Rs. 4,750.00',
      'Rupees Four Thousand Seven Hundred Fifty Only',
      'cancels invoice SUV/2026-27/000123 in full',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/[CS]GST @/);
  });

  it('runs a long document over pages, the columns headed on each, the totals kept together', async () => {
    const text = await pages(await renderTaxDocument(creditNote(50)));
    expect(text.length).toBeGreaterThan(1);
    for (const page of text) expect(page).toMatch(/Taxable value\s+\(Rs\.\)/);
    const all = text.join('\n');
    for (let line = 1; line <= 50; line++) expect(all).toContain(`Line ${line} pack`);
    const last = text.at(-1)!;
    for (const part of ['Grand total', 'Amount in words:', 'Authorised Signatory']) expect(last).toContain(part);
  });

  it("prints a shop's name and address in Devanagari and Gujarati as written, in embedded subsets", async () => {
    const hindi = {
      name: 'राम पान भंडार',
      address_lines: ['12, मेन बाज़ार', 'Jaipur, Rajasthan 302001'],
      state: 'Rajasthan',
      state_code: '08',
      gstin: null,
    };
    const gujarati = { ...hindi, name: 'ગણેશ પાન ભંડાર', address_lines: ['7, બજાર રોડ, અમદાવાદ'] };
    const document = { ...creditNote(1), buyer: hindi, ship_to: gujarati };
    const pdf = await renderTaxDocument(document);
    expect(Buffer.compare(pdf, await renderTaxDocument(document))).toBe(0);
    const [text] = await pages(pdf);
    for (const expected of [
      'राम पान भंडार',
      '12, मेन बाज़ार',
      'ગણેશ પાન ભંડાર',
      '7, બજાર રોડ, અમદાવાદ',
      'Jaipur, Rajasthan 302001',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('?');
    // Subsets: a six-letter tag before each Noto font's name, and far fewer bytes than the two font files.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(raw).toMatch(/\/[A-Z]{6}\+NotoSansGujarati-Regular/);
    expect(pdf.length).toBeLessThan(80_000);
  });
});
