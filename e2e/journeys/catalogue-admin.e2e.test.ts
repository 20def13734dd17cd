import type { Cookie } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Cart,
  catalogueTexts,
  METHOD_PREFIX,
  type OfficeMethodName,
  officeMethodPaths,
  type OfficePack,
  type OfficeScheme,
} from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { DESKTOP, useBrowser } from '../support/browser';
import { API_URL, BASE_URL } from '../support/environment';
import { enrolledAdmin, staffCookieHeader } from '../support/office-admin';
import { callOrdering, newLoggedInRetailer, storeLogin } from '../support/retailer';

/**
 * The catalogue that admins run (docs/decisions/0020), in a real browser against the real server: an admin
 * changes a pack's price in the office and ends a scheme, and within 10 s the server-rendered product page
 * (reloaded) and a retailer's open cart show both; a price above the MRP is refused with its message, by the
 * page and by the API. It changes a price and the schemes everyone sees, so it runs apart from the other
 * journeys (EXCLUSIVE_JOURNEYS), and puts the price back at the end.
 */

const browser = useBrowser();

const PACK = 'suvasa-2g-24';
const NEW_RATE_PAISE = 25_175;
const FRESH_WITHIN_MS = 10_000;

/** An office method called straight to the API with the admin's session (setup, the API's refusal, restoring). */
async function officeApi<T>(name: OfficeMethodName, cookies: Cookie[], body?: unknown) {
  const response = await fetch(`${API_URL}${METHOD_PREFIX}/${officeMethodPaths[name]}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: staffCookieHeader(cookies),
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: T } };
}

const productHtml = async () => (await fetch(`${BASE_URL}/product-details/${PACK}`)).text();

let adminCookies: Cookie[] = [];
let original: OfficePack | undefined;
/** The journey's scheme while it lives: ended at the end if the journey did not end it. */
let liveScheme: string | undefined;

/** A pack's fields as update_pack takes them. */
const editableOf = ({
  variant_of: _product,
  weight_grams: _weight,
  route: _route,
  picture: _picture,
  translations: _translations,
  modified: _at,
  ...fields
}: OfficePack) => fields;

describe('the catalogue that admins run', () => {
  afterAll(async () => {
    // Back as the seed has it, for whatever runs next on these servers.
    if (original) expect((await officeApi('updatePack', adminCookies, editableOf(original))).status).toBe(200);
    if (liveScheme) await officeApi('endScheme', adminCookies, { name: liveScheme });
  });

  it('shows an admin’s new price and ended scheme on the product page and in an open cart within 10 s', async () => {
    const officePage = await browser.newPage(DESKTOP);
    adminCookies = await enrolledAdmin(officePage, 'catalogue-admin');

    const packs = await officeApi<{ packs: OfficePack[] }>('listPacks', adminCookies);
    original = packs.body.message.packs.find((pack) => pack.item_code === PACK);
    expect(original).toBeDefined();
    // A scheme larger than the seed's, so the cart applies it while it lives.
    const created = await officeApi<{ scheme: OfficeScheme }>('createScheme', adminCookies, {
      discount_basis_points: 3000,
      max_discount_paise: 100_000,
      min_subtotal_paise: 0,
      valid_from: null,
      valid_upto: null,
    });
    expect(created.status).toBe(200);
    const scheme = created.body.message.scheme;
    liveScheme = scheme.name;

    // A retailer with this pack in an open cart.
    const { login } = await newLoggedInRetailer({ fullName: 'Catalogue Journey Retailer' });
    expect((await callOrdering<Cart>('updateCart', login, { json: { item_code: PACK, qty: 2 } })).status).toBe(200);
    const retailerPage = await browser.newPage(DESKTOP);
    await storeLogin(retailerPage, login, '/home');
    await retailerPage.getByRole('button', { name: /^Cart/ }).click();
    const drawer = retailerPage.getByRole('dialog', { name: 'My Cart' });
    await expect.poll(() => drawer.textContent()).toContain(`${formatRupees(original!.rate_paise)} a pack`);
    await expect.poll(() => drawer.textContent()).toContain(scheme.title);

    // A price above the MRP: refused by the page, and by the API with the contract's message on its field.
    await officePage.goto(`/office/catalogue/${PACK}`);
    const form = officePage.getByRole('form', { name: 'Change the pack' });
    const price = form.getByLabel(/Price \(incl. GST\)/);
    await price.fill(String(original!.mrp_paise / 100 + 5));
    await form.getByRole('button', { name: 'Save the pack' }).click();
    await form.getByText(catalogueTexts.priceAboveMrp).waitFor();
    const refused = await officeApi('updatePack', adminCookies, {
      ...editableOf(original!),
      rate_paise: original!.mrp_paise + 1,
    });
    expect(refused.status).toBe(417);
    expect(refused.body.message).toMatchObject({ errors: { rate_paise: catalogueTexts.priceAboveMrp } });

    // The new price, saved through the page.
    await price.fill(String(NEW_RATE_PAISE / 100));
    await form.getByRole('button', { name: 'Save the pack' }).click();
    await officePage
      .getByRole('status')
      .filter({ hasText: `Pack ${PACK} saved.` })
      .waitFor();
    const savedAt = Date.now();

    await expect
      .poll(() => drawer.textContent(), { timeout: FRESH_WITHIN_MS })
      .toContain(`${formatRupees(NEW_RATE_PAISE)} a pack`);
    await expect.poll(productHtml, { timeout: FRESH_WITHIN_MS }).toContain('₹251.75');
    expect(Date.now() - savedAt).toBeLessThan(FRESH_WITHIN_MS + 1_000);
    const productPage = await browser.newPage(DESKTOP);
    await productPage.goto(`/product-details/${PACK}`);
    await expect.poll(() => productPage.locator('body').textContent()).toContain('₹251.75');

    // The scheme ended through the page: the open cart drops it.
    await officePage.goto('/office/schemes');
    await officePage.getByRole('button', { name: `End ${scheme.title}` }).click();
    await officePage.getByRole('button', { name: `Yes, end ${scheme.title} now` }).click();
    await officePage
      .getByRole('status')
      .filter({ hasText: `Scheme ${scheme.title} ended.` })
      .waitFor();
    await expect.poll(() => drawer.textContent(), { timeout: FRESH_WITHIN_MS }).not.toContain(scheme.title);
    liveScheme = undefined;

    // Both changes are in the audit log, by this admin.
    await officePage.goto('/office/audit');
    const audit = officePage.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect.poll(() => audit.textContent()).toContain('scheme.end');
    expect(await audit.textContent()).toContain('pack.update');
    expect(browser.pageErrors).toEqual([]);
  }, 180_000);
});
