import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sharedMessage } from '@site/contract/i18n';
import accountHi from '../../remotes/account/src/locales/hi.json';
import authHi from '../../remotes/auth/src/locales/hi.json';
import { DESKTOP, useBrowser } from '../support/browser';
import { API_URL } from '../support/environment';
import { enrolledAdmin, moveOrder } from '../support/office-admin';
import { latestOtp, placeOrderByApi, storedLogin, uniqueMobile } from '../support/retailer';

/**
 * A retailer in Hindi (docs/product.md#languages), in a real browser against the real server: signs up on
 * /hi/sign-up with a shop name in Devanagari, is told in Hindi that the code was sent and gets its SMS in
 * Hindi, logs in with it, orders, and once staff dispatch the order downloads its tax invoice from
 * /hi/orders/<name>: the PDF's text holds the shop name exactly.
 */

const browser = useBrowser();

const SHOP_NAME = 'राम पान भंडार';
const DEVANAGARI = /[\u0900-\u097F]/;

describe('a retailer in Hindi', () => {
  it('signs up with a Devanagari shop name, gets the SMS in Hindi, orders and downloads the invoice', async () => {
    const mobile = uniqueMobile();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/hi/sign-up');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    await page.getByRole('textbox', { name: authHi['signUp.fullName'] }).fill('राम कुमार');
    await page.getByRole('textbox', { name: authHi.mobileLabel }).fill(mobile);
    await page.getByRole('button', { name: authHi['signUp.next'], exact: true }).click();

    await page.getByRole('heading', { level: 2, name: authHi['signUp.step.location'] }).waitFor();
    await page.getByRole('textbox', { name: authHi['signUp.shopName'] }).fill(SHOP_NAME);
    await page.getByRole('textbox', { name: authHi['signUp.address1'] }).fill('12 चौक बाज़ार');
    await page.getByRole('textbox', { name: authHi['signUp.address2'] }).fill('घंटाघर के पास');
    await page.getByRole('textbox', { name: authHi['signUp.city'] }).fill('Lucknow');
    const state = page.getByRole('combobox', { name: authHi['signUp.state'] });
    await state.locator('option', { hasText: 'Uttar Pradesh' }).waitFor({ state: 'attached' });
    await state.selectOption('Uttar Pradesh');
    await page.getByRole('textbox', { name: authHi['signUp.pincode'] }).fill('226001');
    await page.getByRole('button', { name: authHi['signUp.next'], exact: true }).click();

    await page.getByRole('heading', { level: 2, name: authHi['signUp.step.other'] }).waitFor();
    const businessType = page.getByRole('combobox', { name: authHi['signUp.businessType'] });
    await businessType.waitFor();
    await businessType.click();
    await businessType.pressSequentially('pan s');
    await businessType.press('ArrowDown');
    await businessType.press('Enter');
    await page.getByRole('button', { name: authHi['signUp.submit'], exact: true }).click();
    await page.waitForURL('**/hi/otp-verify');
    // The toast of the code sent says the contract's message in Hindi.
    await page
      .getByRole('alert')
      .filter({ hasText: sharedMessage('hi', 'feedback.otpSent') })
      .first()
      .waitFor();

    // The code's SMS is in Hindi: the retailer's language, chosen by the page the sign-up came from.
    const code = await latestOtp(mobile);
    const outbox = (await (await fetch(`${API_URL}/api/dev/sms-outbox?phone_no=${mobile}`)).json()) as {
      message: { otp: string | null; text: string }[];
    };
    const sms = outbox.message.find((entry) => entry.otp === code)!;
    expect(sms.text).toContain(code);
    expect(sms.text).toMatch(DEVANAGARI);
    expect(sms.text).toContain('लॉगिन कोड');

    await page
      .getByRole('textbox', { name: authHi['otp.digit'].replace('{position}', '1').replace('{length}', '4') })
      .click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: authHi.continue, exact: true }).click();
    await page.waitForURL('**/hi/user/profile');
    const login = (await storedLogin(page))!;

    // Orders, in Hindi: the API answers in the language the page's client asks for.
    const name = await placeOrderByApi(login, 'suvasa-2g-48', 2, 'hindi-journey');

    const office = await browser.newPage(DESKTOP);
    await enrolledAdmin(office, 'hindi');
    await office.goto(`/office/orders/${encodeURIComponent(name)}`);
    await office.getByRole('heading', { name: 'Timeline' }).waitFor();
    await moveOrder(office, 'Confirm order', name, 'Confirmed');
    await moveOrder(office, 'Mark dispatched', name, 'Dispatched');
    // The office shows the Devanagari name as it was written.
    await office.goto(`/office/orders/${encodeURIComponent(name)}`);
    await office.getByText(SHOP_NAME).first().waitFor();

    await page.goto(`/hi/orders/${encodeURIComponent(name)}`);
    // The order was stored in English, as its invoice prints it; the retailer's page names it in Hindi.
    await expect.poll(() => page.getByRole('table').first().innerText()).toContain('Suvasa पान मसाला 2 ग्राम');
    const download = page.getByRole('button', { name: new RegExp(`^${accountHi['order.downloadInvoice']}`) });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(SHOP_NAME);
  });
});
