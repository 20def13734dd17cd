import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  addressBookTexts as t,
  type Cart,
  cartMessages,
  FEATURED_ITEM_CODE,
  feedbackMessages,
  type LoginRecord,
  METHOD_PREFIX,
  mobileChangeTexts,
  orderingMessages as m,
  orderingMethodPaths,
  profileUpdateFields,
  retailerMessages as r,
} from '@site/contract';
import { formatRupees, percentText } from '@site/contract/money';
import { axeViolations } from '../support/axe';
import { pictureChosen } from '../support/account-words';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { API_URL } from '../support/environment';
import { toast } from '../support/locators';
import {
  callApi,
  latestOtp,
  logInThroughPages,
  newLoggedInRetailer,
  registerRetailer,
  storedLogin,
  storeLogin,
  tokenHeader,
  uniqueMobile,
  waitForNextCode,
} from '../support/retailer';

const browser = useBrowser();

const PROFILE_PATH = '/user/profile';
const SERVER_IMAGE = new RegExp(`^${API_URL}/files/[\\w-]{22}\\.webp$`);

/** A form control by its label, exactly as the spec names the field. */
const control = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile' });
const pictureImage = (page: Page) => page.getByRole('button', { name: 'Change profile picture' }).locator('img');

async function openProfile(page: Page, login: LoginRecord) {
  await storeLogin(page, login, PROFILE_PATH);
  await profileForm(page).waitFor();
  // The option lists arrive on their own; selecting waits for them.
  await control(page, 'State').locator('option', { hasText: 'Gujarat' }).waitFor({ state: 'attached' });
}

async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Image' }).click();
  await (await chooser).setFiles(file);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function detailByApi(login: LoginRecord, customerId = login.customer_id) {
  return callApi('getCustomerDetail', { query: { customer_id: customerId }, headers: tokenHeader(login) });
}

/** Each control named in `expected`, found by its label, holds the value given for it. */
async function expectValues(page: Page, expected: Record<string, string>) {
  const shown = await Promise.all(
    Object.keys(expected).map(async (label) => [label, await control(page, label).inputValue()]),
  );
  expect(Object.fromEntries(shown)).toEqual(expected);
}

describe('account: login guard and log-out', () => {
  it('sends a visitor without a stored login from an account page to /login, carrying the way back', async () => {
    const page = await browser.newPage();
    await page.goto(PROFILE_PATH);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      returnTo: PROFILE_PATH,
    });
    expect(await page.getByRole('form', { name: 'Profile' }).count()).toBe(0);
  });

  it('comes back to the account page it asked for after logging in through /login and /otp-verify', async () => {
    const form = await registerRetailer({ fullName: 'Returning Retailer' });
    const page = await browser.newPage();
    await page.goto('/user-address');
    await logInThroughPages(page, form.mobile);
    await page.waitForURL('**/user-address');
    // The retailer's own address book: the billing address is their shop's.
    await page.getByRole('region', { name: 'Billing Address' }).getByText(form.shopName).first().waitFor();
    expect(await storedLogin(page)).toMatchObject({ mobile: form.mobile, customer_id: expect.any(String) });
  });

  it('Log-out in the account panel forgets the stored login and lands on /login', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(DESKTOP);
    await openProfile(page, login);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log-out' }).click();
    await page.waitForURL('**/login');
    expect(await storedLogin(page)).toBeNull();
    await page.goto(PROFILE_PATH);
    await page.waitForURL('**/login');
    // The log-out ended the token on the server too: a copy of it is useless.
    await expect.poll(async () => (await detailByApi(login)).status).toBe(401);
  });

  it('a token ended on the server (expired, revoked) sends the browser to /login with the way back, keeping no login', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(DESKTOP);
    await openProfile(page, login);
    // Revoked elsewhere (another device logged out): the next call with it is refused.
    expect((await callApi('logout', { method: 'POST', headers: tokenHeader(login) })).status).toBe(200);
    await page.reload();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      returnTo: PROFILE_PATH,
    });
    expect(await storedLogin(page)).toBeNull();
  });
});

describe('account: profile against the real API', () => {
  it('a retailer edits every field and a new picture, saves, reloads and sees the saved values and picture', async () => {
    const { form, login } = await newLoggedInRetailer();
    const page = await browser.newPage();
    await openProfile(page, login);

    await expectValues(page, {
      'First Name': form.fullName,
      'Phone Number': form.mobile,
      'Shop Name': form.shopName,
      'Address Line-1': form.address1,
      'Address Line-2': form.address2,
      City: form.city,
      State: form.state,
      Country: form.country,
      Pincode: form.pincode,
      'Business Type': form.businessType,
      'Opening Time': form.openingTimeFrom,
      'Closing Time': form.openingTimeTo,
      'Preferable Delivery Time From': form.deliveryTimeFrom,
      'Preferable Delivery Time To': form.deliveryTimeTo,
    });
    expect(await pictureImage(page).count()).toBe(0);

    const edited = {
      'First Name': 'Sunita Deshmukh',
      'Phone Number': uniqueMobile(),
      'Shop Name': 'Sunita Pan Shop',
      'Address Line-1': '4 Market Lane',
      'Address Line-2': 'Opposite the post office',
      City: 'Surat',
      Pincode: '395003',
      'Opening Time': '08:30',
      'Closing Time': '21:15',
      'Preferable Delivery Time From': '11:00',
      'Preferable Delivery Time To': '16:45',
    };
    for (const [label, value] of Object.entries(edited)) await control(page, label).fill(value);
    const selected = { State: 'Gujarat', Country: 'Nepal', 'Business Type': 'Pan Shop' };
    for (const [label, value] of Object.entries(selected)) await control(page, label).selectOption(value);

    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#dc004e' } })
      .png()
      .toBuffer();
    await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: png });
    expect(await pictureImage(page).getAttribute('src')).toMatch(/^blob:/);
    await page.getByText(pictureChosen('me.png')).waitFor();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('update_customer_detail') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const request = (await saved).request();
    expect(request.headers().authorization).toBe(`token ${login.api_key}:${login.api_secret}`);
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await toast(page, feedbackMessages.profileUpdated).waitFor();
    await expect.poll(() => pictureImage(page).getAttribute('src')).toMatch(SERVER_IMAGE);

    // The new number waits for the code sent to it; the profile shows it pending.
    await page.getByText(mobileChangeTexts.pending(edited['Phone Number'])).waitFor();
    expect(await control(page, 'Phone Number').inputValue()).toBe(form.mobile);
    await page.getByLabel(mobileChangeTexts.codeLabel).fill(await latestOtp(edited['Phone Number']));
    await page.getByRole('button', { name: mobileChangeTexts.confirm }).click();
    await toast(page, mobileChangeTexts.confirmed).waitFor();
    await expect.poll(() => page.getByText(mobileChangeTexts.pending(edited['Phone Number'])).count()).toBe(0);
    // The change ended the old token and stored a new one.
    const renewed = (await storedLogin(page)) as LoginRecord;
    expect(renewed.api_secret).not.toBe(login.api_secret);
    expect((await detailByApi(login)).status).toBe(401);

    await page.reload();
    await profileForm(page).waitFor();
    await control(page, 'State').locator('option', { hasText: 'Gujarat' }).waitFor({ state: 'attached' });
    await expectValues(page, { ...edited, ...selected });
    const picture = pictureImage(page);
    expect(await picture.getAttribute('src')).toMatch(SERVER_IMAGE);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);

    const stored = await detailByApi(renewed);
    expect(stored.body.message).toMatchObject({
      full_name: edited['First Name'],
      mobile: edited['Phone Number'],
      start_time: '08:30:00',
      end_time: '21:15:00',
      from_time: '11:00:00',
      to_time: '16:45:00',
      industry: 'Pan Shop',
      customer_address: { city: 'Surat', state: 'Gujarat', country: 'Nepal', pincode: '395003' },
    });
  });

  it('validates on save with the profile messages, without calling the server', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(MOBILE);
    await openProfile(page, login);
    expect(await horizontalOverflow(page)).toBe(0);
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await control(page, 'Shop Name').fill('  ');
    await control(page, 'Pincode').fill('39500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const shopName = control(page, 'Shop Name');
    await expect.poll(() => shopName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await shopName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await shopName.getAttribute('aria-describedby')}`).textContent()).toBe(
      r.shopNameRequired,
    );
    expect(await page.getByText(r.profile.pincodeLength).isVisible()).toBe(true);
    expect(puts).toBe(0);
  });

  it('a non-image renamed .png passes the browser filter, is refused by the server, and what was entered stays', async () => {
    const { form, login } = await newLoggedInRetailer();
    const before = await detailByApi(login);
    const page = await browser.newPage();
    await openProfile(page, login);
    await control(page, 'First Name').fill('Changed Name');
    await control(page, 'City').fill('Nashik');

    await choosePicture(page, {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not a picture\n'.repeat(20)),
    });
    await page.getByText(pictureChosen('photo.png')).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await toast(page, feedbackMessages.profileUpdateFailed).waitFor();
    const chooseImage = page.getByRole('button', { name: 'Choose Image' });
    const describedBy = (await chooseImage.getAttribute('aria-describedby'))!.split(' ');
    const pictureError = page.locator(`#${describedBy.at(-1)}`);
    expect(await pictureError.textContent()).toBe('The profile image must be a JPEG, PNG or WebP picture.');
    expect(await pictureError.isVisible()).toBe(true);
    expect(await chooseImage.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await control(page, 'First Name').inputValue()).toBe('Changed Name');
    expect(await control(page, 'City').inputValue()).toBe('Nashik');
    expect(await page.getByText(pictureChosen('photo.png')).isVisible()).toBe(true);

    expect((await detailByApi(login)).body).toEqual(before.body);
    await page.reload();
    await profileForm(page).waitFor();
    expect(await control(page, 'First Name').inputValue()).toBe(form.fullName);
  });

  it("another retailer's token can neither read nor change this profile", async () => {
    const owner = await newLoggedInRetailer({ fullName: 'Owner Retailer' });
    const other = await newLoggedInRetailer({ fullName: 'Other Retailer' });
    const before = await detailByApi(owner.login);

    const read = await detailByApi(other.login, owner.login.customer_id);
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('Owner Retailer');

    const body = new FormData();
    const fields = profileUpdateFields({
      customer_id: owner.login.customer_id,
      firstName: 'Hijacked',
      phoneNumber: uniqueMobile(),
      shopName: 'Hijacked Shop',
      address1: 'A1',
      address2: 'A2',
      city: 'Nowhere',
      state: 'Goa',
      country: 'India',
      pincode: '403001',
      openingTimeFrom: '09:00',
      openingTimeTo: '20:00',
      deliveryTimeFrom: '10:00',
      deliveryTimeTo: '17:00',
      businessType: 'Pan Shop',
      gstRegistered: false,
      gstin: '',
    });
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const write = await callApi('updateCustomerDetail', { method: 'PUT', body, headers: tokenHeader(other.login) });
    expect(write.status).toBe(403);
    expect((await detailByApi(owner.login)).body).toEqual(before.body);

    // In the browser: the other retailer's token with this customer's id shows nothing of this profile.
    const page = await browser.newPage();
    const refused = page.waitForResponse((response) => response.url().includes('get_customer_detail'));
    await storeLogin(
      page,
      { ...owner.login, api_key: other.login.api_key, api_secret: other.login.api_secret },
      PROFILE_PATH,
    );
    expect((await refused).status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
    expect(await profileForm(page).count()).toBe(0);
    expect(await page.getByText('Owner Retailer').count()).toBe(0);
  });
});

describe('account: addresses', () => {
  const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
  const shippingSection = (page: Page) => page.getByRole('region', { name: 'Shipping Address' });

  /** Fills the Location Information form (create or edit) and submits it. */
  async function submitAddress(page: Page, address: { shopName: string; city: string; state: string }) {
    await control(page, 'State').locator('option', { hasText: address.state }).waitFor({ state: 'attached' });
    await control(page, 'Shop Name').fill(address.shopName);
    await control(page, 'Address Line-1').fill('7 Market Road');
    await control(page, 'Address Line-2').fill('Behind the bus stand');
    await control(page, 'City').fill(address.city);
    await control(page, 'State').selectOption(address.state);
    await control(page, 'Pincode').fill('570001');
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  it.each([
    ['1280', DESKTOP],
    ['375', MOBILE],
  ])(
    'at %s px a retailer adds two shipping addresses, edits one, makes the other the default and deletes it',
    async (_, viewport) => {
      const { form, login } = await newLoggedInRetailer({ city: 'Kolhapur' });
      const page = await browser.newPage(viewport);
      await storeLogin(page, login, '/user-address');

      // The billing address is the profile's: edited there, never deleted; no shipping address yet.
      const billing = card(page, form.shopName);
      await billing.waitFor();
      expect(await billing.textContent()).toContain(
        `${form.address1}, ${form.address2}, Kolhapur, ${form.state} ${form.pincode}, India`,
      );
      expect(await billing.textContent()).toContain(`+91 ${form.mobile}`);
      expect(await page.getByRole('link', { name: 'Edit billing address' }).getAttribute('href')).toBe('/user/profile');
      expect(await page.getByRole('button', { name: 'Delete billing address' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(await shippingSection(page).getByText(t.noShippingAddress).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);

      // The create-address rules apply before anything is sent.
      await page.getByRole('link', { name: 'Add New Address' }).click();
      await page.waitForURL('**/user/create-address');
      await page.getByRole('button', { name: 'Submit' }).click();
      const shopName = control(page, 'Shop Name');
      await expect.poll(() => shopName.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByText(r.signUp.stateRequired).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);

      // The first address saved becomes the default.
      await submitAddress(page, { shopName: 'Godown One', city: 'Mysuru', state: 'Karnataka' });
      await page.waitForURL('**/user-address');
      await toast(page, t.saved).waitFor();
      await card(page, 'Godown One').getByText('Default', { exact: true }).waitFor();

      await page.getByRole('link', { name: 'Add New Address' }).click();
      await submitAddress(page, { shopName: 'Shop Two', city: 'Surat', state: 'Gujarat' });
      await page.waitForURL('**/user-address');
      const second = card(page, 'Shop Two');
      await second.waitFor();
      expect(await second.getByText('Default', { exact: true }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Edit the first one on its own page.
      await page.getByRole('link', { name: 'Edit Godown One' }).click();
      await page.waitForURL('**/user/edit-address/ADDR-*');
      await expect.poll(() => control(page, 'City').inputValue()).toBe('Mysuru');
      expect(await horizontalOverflow(page)).toBe(0);
      await control(page, 'City').fill('Hubballi');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/user-address');
      await card(page, 'Godown One').getByText('Hubballi', { exact: false }).waitFor();

      // Make the second one the default.
      await second.getByRole('button', { name: 'Make default' }).click();
      await page.getByText(t.defaultChanged('Shop Two')).waitFor();
      await second.getByText('Default', { exact: true }).waitFor();
      await card(page, 'Godown One').getByRole('button', { name: 'Make default' }).waitFor();

      // Delete it: asked first; kept when the retailer says so.
      await page.getByRole('button', { name: 'Delete Shop Two' }).click();
      const confirm = page.getByRole('alertdialog', { name: t.confirmDelete('Shop Two') });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      expect(await confirm.count()).toBe(0);
      expect(await second.count()).toBe(1);
      await page.getByRole('button', { name: 'Delete Shop Two' }).click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText(t.deleted('Shop Two')).waitFor();
      expect(await second.count()).toBe(0);
      // The default moved to the one left, which survives a reload.
      await page.reload();
      await card(page, 'Godown One').getByText('Default', { exact: true }).waitFor();
      expect(await card(page, 'Godown One').textContent()).toContain('Hubballi');
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );

  it('an address the book does not have is said so on its edit page', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(MOBILE);
    await storeLogin(page, login, '/user/edit-address/ADDR-0000000000000000');
    await page.getByText(m.addressNotFound).waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
  });
});

describe('account: cart drawer', () => {
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'My Cart' });
  const focusedInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const grandTotal = (dialog: Locator) =>
    dialog.getByRole('region', { name: 'Cart Total' }).locator('dd.grand').textContent();
  const quantity = (dialog: Locator, label: string) => dialog.getByRole('group', { name: `Quantity of ${label}` });
  const FEATURED = 'Suvasa Pan Masala 2g, Pack of 48';

  /** What the server prices these lines at for a visitor (the figures the drawer must show, never its own). */
  async function guestPrice(items: { item_code: string; qty: number }[]): Promise<Cart> {
    const response = await fetch(`${API_URL}${METHOD_PREFIX}/${orderingMethodPaths.priceGuestCart}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ items }),
    });
    return ((await response.json()) as { message: Cart }).message;
  }

  /** Add to Cart on /product-details (the 2 g pack of 48, one pack), and the drawer priced. */
  async function addToCart(page: Page) {
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await drawer(page).getByRole('list', { name: 'Cart items' }).waitFor();
  }

  it("slides in from the right with the server's lines and figures; the stepper and Remove go through the server", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/product-details');
    await addToCart(page);
    const dialog = drawer(page);
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(DESKTOP.width);
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');

    const line = dialog.getByRole('listitem');
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toMatch(/Suvasa Pan Masala 2g.*Pack of 48/);
    expect(
      await line.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    const one = await guestPrice([{ item_code: FEATURED_ITEM_CODE, qty: 1 }]);
    const panel = (await dialog.getByRole('region', { name: 'Cart Total' }).innerText()).replace(/\s+/g, ' ');
    const half = percentText(one.totals.gst_basis_points / 2);
    expect(panel).toContain(
      `Subtotal (1 pack) ${formatRupees(one.totals.subtotal_paise)} ` +
        `Scheme discount (10% OFF up to ₹100) ${formatRupees(-one.totals.discount_paise)} ` +
        `Grand total (you pay) ${formatRupees(one.totals.grand_total_paise)} ` +
        `Included in the grand total: Taxable value ${formatRupees(one.totals.taxable_paise)} ` +
        `CGST ${half} % ${formatRupees(one.totals.cgst_paise)} SGST ${half} % ${formatRupees(one.totals.sgst_paise)}`,
    );
    // Prices include GST: what is paid is the price less the scheme.
    expect(one.totals.grand_total_paise).toBe(one.totals.subtotal_paise - one.totals.discount_paise);
    expect(panel).toContain(cartMessages.taxAtCompanyState(one.company_state));

    // Up to 2 and back: each figure the server's for that quantity; never below 1.
    await dialog.getByRole('button', { name: `Increase quantity of ${FEATURED}` }).click();
    const two = await guestPrice([{ item_code: FEATURED_ITEM_CODE, qty: 2 }]);
    await expect.poll(() => grandTotal(dialog)).toBe(formatRupees(two.totals.grand_total_paise));
    expect(await page.getByRole('button', { name: 'Cart, 2 packs' }).count()).toBe(1);
    const decrease = dialog.getByRole('button', { name: `Decrease quantity of ${FEATURED}` });
    await decrease.click();
    await expect.poll(() => grandTotal(dialog)).toBe(formatRupees(one.totals.grand_total_paise));
    expect(await decrease.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click an aria-disabled button; a keyboard user can still press it.
    await decrease.focus();
    await page.keyboard.press('Enter');
    expect(await quantity(dialog, FEATURED).textContent()).toContain('1');

    await dialog.getByRole('button', { name: 'See all offers' }).click();
    // The live scheme, its title and whether it applies to this cart.
    await dialog.getByRole('listitem').filter({ hasText: '10% OFF up to ₹100' }).waitFor();

    // The cart lasts: a new page finds it, through the header's cart button.
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 1 pack' }).click();
    await drawer(page).getByRole('list', { name: 'Cart items' }).waitFor();
    expect(await grandTotal(drawer(page))).toBe(formatRupees(one.totals.grand_total_paise));

    await drawer(page)
      .getByRole('button', { name: cartMessages.remove(FEATURED) })
      .click();
    await drawer(page).getByText(m.cartEmpty).waitFor();
    expect(await drawer(page).getByRole('link', { name: 'Proceed to Checkout' }).count()).toBe(0);
    await drawer(page).getByRole('link', { name: cartMessages.backToProducts }).click();
    await page.waitForURL('**/home');
    await drawer(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  });

  it("a returning visitor's lines, kept in the browser, are priced on opening from the header's cart button", async () => {
    const lines = [
      { item_code: 'suvasa-4g-24', qty: 2 },
      { item_code: 'suvasa-2g-12', qty: 4 },
    ];
    const page = await browser.newPage(MOBILE);
    await page.goto('/about');
    await page.evaluate((stored) => localStorage.setItem('guestCart', JSON.stringify(stored)), lines);
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 6 packs' }).click();
    const dialog = drawer(page);
    await dialog.getByRole('list', { name: 'Cart items' }).waitFor();
    const priced = await guestPrice(lines);
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/Suvasa Pan Masala 4g.*Pack of 24/),
      expect.stringMatching(/Suvasa Pan Masala 2g.*Pack of 12/),
    ]);
    expect(await grandTotal(dialog)).toBe(formatRupees(priced.totals.grand_total_paise));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/login');
  });

  it("a visitor's cart merges into the retailer's at login: Proceed to Checkout, log in, back at checkout", async () => {
    const { login, form } = await newLoggedInRetailer();
    // The retailer's cart on the server already holds another product.
    const update = await fetch(`${API_URL}${METHOD_PREFIX}/${orderingMethodPaths.updateCart}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...tokenHeader(login) },
      body: JSON.stringify({ item_code: 'suvasa-4g-24', qty: 2 }),
    });
    expect(update.status).toBe(200);

    const page = await browser.newPage(MOBILE);
    await page.goto('/product-details');
    await addToCart(page);
    await drawer(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    // The retailer was logged in by the API a moment ago: the server sends the number no second code sooner.
    await waitForNextCode(page, form.mobile);
    await logInThroughPages(page, form.mobile);
    await page.waitForURL('**/checkout');

    // The login through the pages is a new session (its own token); the cart is the same retailer's.
    const pageLogin = (await storedLogin(page))!;
    expect(pageLogin.customer_id).toBe(login.customer_id);
    const cart = await fetch(`${API_URL}${METHOD_PREFIX}/${orderingMethodPaths.getCartQuotation}`, {
      headers: { 'x-requested-with': 'XMLHttpRequest', ...tokenHeader(pageLogin) },
    });
    const merged = ((await cart.json()) as { message: Cart }).message;
    expect(merged.items.map((line) => [line.item_code, line.qty])).toEqual([
      ['suvasa-4g-24', 2],
      [FEATURED_ITEM_CODE, 1],
    ]);
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
    await page.getByRole('button', { name: 'Cart, 3 packs' }).click();
    await drawer(page).getByRole('list', { name: 'Cart items' }).waitFor();
    expect(await drawer(page).getByRole('listitem').count()).toBe(2);
    expect(await grandTotal(drawer(page))).toBe(formatRupees(merged.totals.grand_total_paise));
  });

  it('keeps focus inside, closes by Escape, X, Add More and the backdrop, and gives focus back', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto('/product-details');
    const closers: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['X', () => drawer(page).getByRole('button', { name: 'Close cart' }).click()],
      ['Add More', () => drawer(page).getByRole('button', { name: 'Add More' }).click()],
      // The drawer fills the narrow screen, so the backdrop is reached on a desktop-width page below.
    ];
    for (const [name, close] of closers) {
      await page.getByRole('button', { name: /^Add to Cart/ }).focus();
      await page.keyboard.press('Enter');
      await drawer(page).getByRole('list', { name: 'Cart items' }).waitFor();
      for (let step = 0; step < 14; step += 1) {
        await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusedInside(drawer(page)), `${name}: Tab ${step}`).toBe(true);
      }
      await close();
      await drawer(page).waitFor({ state: 'detached' });
      expect(await focusedText(page), name).toMatch(/^Add to Cart/);
    }

    const wide = await browser.newPage(DESKTOP);
    await wide.goto('/product-details');
    await addToCart(wide);
    await wide.mouse.click(100, 400);
    await drawer(wide).waitFor({ state: 'detached' });
  });

  it('does not slide when the visitor asks for reduced motion', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/product-details');
    await addToCart(page);
    expect(await drawer(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
