import type { Cookie } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CustomerDetail, METHOD_PREFIX, methodPaths, type SignUpForm } from '@site/contract';
import { newGstin, sampleSignUp } from '@site/testing/samples';
import { DESKTOP, useBrowser } from '../support/browser';
import { API_URL } from '../support/environment';
import { enrolledAdmin } from '../support/office-admin';
import {
  type Retailer,
  logInThroughPages,
  newLoggedInRetailer,
  sentCodes,
  storedLogin,
  tokenHeader,
  uniqueMobile,
} from '../support/retailer';

/**
 * Retailers the office looks after, in a real browser against the real server: staff register a retailer who
 * phoned in (the sign-up's form on /office/retailers/new), the retailer logs in from the login page with the
 * code that registration texted them (no second SMS), and an admin moves a GSTIN from the account that holds
 * it to this retailer (the list's GSTIN column, the Move GSTIN form); both are in the audit log.
 */

const browser = useBrowser();

let adminCookies: Cookie[] = [];
let registered: SignUpForm;
let registeredId = '';
let registeredLogin: Retailer['login'] | null = null;

const customerDetail = async (login: Retailer['login']) => {
  const response = await fetch(
    `${API_URL}${METHOD_PREFIX}/${methodPaths.getCustomerDetail}?customer_id=${encodeURIComponent(login.customer_id)}`,
    { headers: { 'x-requested-with': 'XMLHttpRequest', ...tokenHeader(login) } },
  );
  return ((await response.json()) as { message: CustomerDetail }).message;
};

describe('the office’s retailers', () => {
  it('registers a retailer who phoned in; they log in with the code texted to them', async () => {
    const page = await browser.newPage(DESKTOP);
    adminCookies = await enrolledAdmin(page, 'office-retailers');
    registered = sampleSignUp(uniqueMobile(), { fullName: 'Phoned-in Retailer', shopName: 'Phoned-in Stores' });

    await page.goto('/office/retailers');
    await page.getByRole('link', { name: 'Register a retailer' }).click();
    await page.waitForURL('**/office/retailers/new');
    const form = page.getByRole('form', { name: 'Register a retailer' });
    await form.getByLabel('Full Name').fill(registered.fullName);
    await form.getByRole('textbox', { name: 'Mobile Number' }).fill(registered.mobile);
    await form.getByLabel('Shop Name').fill(registered.shopName);
    await form.getByLabel('Address Line-1').fill(registered.address1);
    await form.getByLabel('Address Line-2').fill(registered.address2);
    await form.getByLabel('City').fill(registered.city);
    const state = form.getByRole('combobox', { name: 'State' });
    await state.locator('option', { hasText: registered.state }).waitFor({ state: 'attached' });
    await state.selectOption(registered.state);
    await form.getByLabel('Pincode').fill(registered.pincode);
    await form.getByRole('combobox', { name: 'Business Type' }).selectOption(registered.businessType);
    await form.getByRole('button', { name: 'Register retailer' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `A login code went by SMS to ${registered.mobile}` })
      .waitFor();
    await page.getByRole('link', { name: 'Open the new retailer’s page' }).click();
    await page.getByRole('heading', { name: `${registered.fullName}, ${registered.shopName}` }).waitFor();
    registeredId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await sentCodes(registered.mobile)).toHaveLength(1);

    // The retailer, on their own browser: the login page's request takes the office's code over.
    const retailerPage = await browser.newPage(DESKTOP);
    await retailerPage.goto('/login');
    await logInThroughPages(retailerPage, registered.mobile);
    await expect.poll(async () => (await storedLogin(retailerPage))?.customer_id).toBe(registeredId);
    registeredLogin = await storedLogin(retailerPage);
    expect(await sentCodes(registered.mobile)).toHaveLength(1);
  }, 120_000);

  it('moves a GSTIN from the account that holds it to the retailer it belongs to, in the audit log', async () => {
    const gstin = newGstin();
    const holder = await newLoggedInRetailer({ fullName: 'GSTIN Holder', gstRegistered: true, gstin });
    const page = await browser.newPage(DESKTOP);
    await page.context().addCookies(adminCookies);

    await page.goto(`/office/retailers?search=${holder.form.mobile}`);
    const row = page.getByRole('table', { name: 'Retailers' }).getByRole('row', { name: /GSTIN Holder/ });
    await expect.poll(() => row.textContent()).toContain(gstin);
    await row.getByRole('link', { name: 'GSTIN Holder' }).click();

    const move = page.getByRole('form', { name: 'Move GSTIN' });
    await move.getByRole('textbox', { name: 'To the retailer with mobile' }).fill(registered.mobile);
    await move.getByLabel('Reason').fill('The retailer who phoned in showed the GST certificate');
    await move.getByRole('button', { name: 'Move GSTIN' }).click();
    await move
      .getByRole('status')
      .filter({ hasText: `GSTIN ${gstin} moved to ${registered.shopName} (${registered.mobile}).` })
      .waitFor();
    await page.getByText('None', { exact: true }).waitFor();
    expect((await customerDetail(holder.login)).gstin).toBeNull();
    expect((await customerDetail(registeredLogin!)).gstin).toBe(gstin);

    await page.goto('/office/audit');
    const log = page.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect.poll(() => log.textContent()).toContain('retailer.gstin_move');
    expect(await log.textContent()).toContain('retailer.register');
  }, 120_000);
});
