import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { gstinMessages, invoicingTexts, type SalesOrder, taxDocumentFileName } from '@site/contract';
import { percentText } from '@site/contract/money';
import { DEVELOPMENT_SELLER_GSTIN } from '../../server/src/features/invoicing/settings';
import { amountInWords } from '../../server/src/features/invoicing/words';
import { DESKTOP, useBrowser } from '../support/browser';
import { enrolledAdmin, moveOrder } from '../support/office-admin';
import { callOrdering, latestOtp, placeOrderByApi, storedLogin, uniqueMobile } from '../support/retailer';
import { chooseBusinessType, fillSignUpStep1, fillSignUpStep2, type SignUpShop } from '../support/sign-up';

/**
 * A tax invoice (docs/decisions/0019) in a real browser against the real server: a retailer of Gujarat signs up
 * GST registered (a GSTIN with a wrong check character refused first) and orders, staff confirm and dispatch the order in the office, and the retailer downloads the invoice
 * from /orders/<name>; the text read back from the PDF has its number, both GSTINs, the HSN, the taxable
 * value, CGST and SGST, and the total in figures and in words. Staff download the same file from the office.
 * Staff come from an admin of its own, made by the global setup.
 */

const browser = useBrowser();

/** A Gujarat GSTIN with a valid check character. */
const GSTIN = '24ABCDE1234F1Z6';

const SHOP: SignUpShop = {
  fullName: 'Kiran Shah',
  shopName: 'Kiran Paan Centre',
  address1: '7 Relief Road',
  address2: 'Near the clock tower',
  city: 'Ahmedabad',
  state: 'Gujarat',
  pincode: '380001',
};

/** 254020 → "2,540.20", as the invoice prints amounts after "Rs.". */
const rupees = (paise: number) =>
  `Rs. ${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

describe('a tax invoice', () => {
  it('is issued when staff dispatch an order, and the retailer downloads it from the order page', async () => {
    // Signs up through the page, GST registered: a wrong check character is refused, the right GSTIN taken.
    const mobile = uniqueMobile();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/sign-up');
    await fillSignUpStep1(page, SHOP, mobile);
    await fillSignUpStep2(page, SHOP);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Other Information' }).waitFor();
    await chooseBusinessType(page, 'pan s');
    await page.getByRole('checkbox', { name: 'GST Registered?' }).check();
    const gstin = page.getByRole('textbox', { name: /^GSTIN/ });
    await gstin.fill(`${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText(gstinMessages.checkCharacter).waitFor();
    await gstin.fill(GSTIN);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/otp-verify');
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(await latestOtp(mobile));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/user/profile');
    const login = (await storedLogin(page))!;
    const retailer = { login };

    const name = await placeOrderByApi(retailer.login, 'suvasa-2g-48', 3, 'invoice-journey');

    // Staff confirm and dispatch it in the office; the order page then links its invoice.
    const office = await browser.newPage(DESKTOP);
    await enrolledAdmin(office, 'invoice');
    await office.goto(`/office/orders/${encodeURIComponent(name)}`);
    await office.getByRole('heading', { name: 'Timeline' }).waitFor();
    await moveOrder(office, 'Confirm order', name, 'Confirmed');
    await moveOrder(office, 'Mark dispatched', name, 'Dispatched');
    const staffLink = office.getByRole('link', { name: new RegExp(`^${invoicingTexts.downloadInvoice}`) });
    await staffLink.waitFor();

    const order = (
      await callOrdering<{ sales_order: SalesOrder }>('getSalesOrder', retailer.login, { query: { name } })
    ).message.sales_order;
    expect(order.status).toBe('Dispatched');
    const invoice = order.invoice!;
    expect(invoice.number).toMatch(/^SUV\/\d{2}-\d{2}\/\d{6}$/);
    expect(order.credit_note).toBeNull();

    // The retailer's page offers it; the file is named after the number.
    await page.goto(`/orders/${encodeURIComponent(name)}`);
    const button = page.getByRole('button', {
      name: `${invoicingTexts.downloadInvoice}: ${invoicingTexts.invoiceNumbered(invoice.number)}`,
    });
    const download = await downloadBy(page, () => button.click());
    expect(download.suggestedFilename()).toBe(taxDocumentFileName(invoice.number));
    const text = await pdfTextOf(download);

    const { totals } = order;
    expect(totals.tax_split).toBe('intra_state');
    expect(totals.cgst_paise + totals.sgst_paise + totals.taxable_paise).toBe(order.grand_total_paise);
    for (const expected of [
      'TAX INVOICE',
      invoice.number,
      name,
      `GSTIN: ${DEVELOPMENT_SELLER_GSTIN}`,
      `GSTIN: ${GSTIN}`,
      'Kiran Paan Centre',
      'Place of Supply:',
      'Gujarat (24)',
      '2106 90 20',
      rupees(totals.taxable_paise),
      `CGST @ ${percentText(totals.gst_basis_points / 2)}%`,
      `SGST @ ${percentText(totals.gst_basis_points / 2)}%`,
      rupees(totals.cgst_paise),
      rupees(totals.sgst_paise),
      rupees(order.grand_total_paise),
      amountInWords(order.grand_total_paise),
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(amountInWords(order.grand_total_paise)).toMatch(
      /^Rupees [A-Z][a-z]+( [A-Z][a-z]+)*( and Paise [A-Za-z ]+)? Only$/,
    );

    // Staff get the same document from the office.
    const staffCopy = await downloadBy(office, () => staffLink.click());
    expect(staffCopy.suggestedFilename()).toBe(taxDocumentFileName(invoice.number));
    expect(await readFile((await staffCopy.path())!)).toEqual(await readFile((await download.path())!));
  }, 240_000);
});
