import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type CustomerDetail,
  feedbackMessages,
  gstinMessages,
  type LoginRecord,
  SIGN_UP_DEFAULTS,
} from '@site/contract';
import { newGstin } from '@site/testing/samples';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import {
  callApi,
  latestOtp,
  registerRetailer,
  storedLogin,
  tokenHeader,
  uniqueMobile,
  waitForNextCode,
} from '../support/retailer';
import { chooseBusinessType, fillSignUpStep1, fillSignUpStep2 } from '../support/sign-up';
import { API_URL } from '../support/environment';
import { button, textbox, toast } from '../support/locators';

const browser = useBrowser();

/** A profile form control by the label the spec gives the field. */
const profileControl = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Profile' }).getByLabel(label, { exact: true });

/** When the newest code to `mobile` was sent, from the console provider's dev outbox. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

/** Types the code into the boxes, presses Continue and waits for the server's answer. */
async function verify(page: Page, code: string) {
  await enterCode(page, code);
  const answered = page.waitForResponse((response) => response.url().includes('verify_otp_and_login'));
  await button(page, 'Continue').click();
  return answered;
}

/** /login → Continue → /otp-verify, with the code the server sent. */
async function requestCode(page: Page, mobile: string): Promise<string> {
  await textbox(page, 'Mobile Number').fill(mobile);
  await button(page, 'Continue').click();
  await page.waitForURL('**/otp-verify');
  await toast(page, feedbackMessages.otpSent).first().waitFor();
  return latestOtp(mobile);
}

/** A Maharashtra GSTIN (state code 27) of this run's own (a GSTIN is one account's), and one with a wrong check character. */
const GSTIN = newGstin('27');
const WRONG_CHECK_GSTIN = `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`;

const SHOP = {
  fullName: 'Meera Joshi',
  shopName: 'Joshi Pan Corner',
  address1: '4 Lake View Road',
  address2: 'Opposite the post office',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422001',
  businessType: 'Pan Shop',
};

describe('auth: sign-up, one-time code and login against the real API', () => {
  it('signs a new retailer up, verifies the code from the outbox, lands on the profile with the data entered, logs out and in again', async () => {
    const mobile = uniqueMobile();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/sign-up');

    // Step 1: Back is disabled, Next checks the step.
    expect(await button(page, 'Back').isDisabled()).toBe(true);
    await fillSignUpStep1(page, SHOP, mobile);

    // Step 2: State and Country come from the server's lists; India is already chosen.
    await fillSignUpStep2(page, SHOP);
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('India');
    await button(page, 'Next').click();

    // Step 3: defaults, one time changed, Business Type picked with the keyboard, GST ticked.
    await page.getByRole('heading', { level: 2, name: 'Other Information' }).waitFor();
    expect(await page.getByLabel('Closing Time').inputValue()).toBe('20:00');
    await page.getByLabel('Opening Time').fill('08:30');
    const businessType = await chooseBusinessType(page, 'pan s');
    expect(await businessType.inputValue()).toBe(SHOP.businessType);
    await page.getByRole('checkbox', { name: 'GST Registered?' }).check();

    // A GSTIN with a wrong check character is refused with its message; nothing entered is lost.
    const gstin = page.getByRole('textbox', { name: /^GSTIN/ });
    await gstin.fill(WRONG_CHECK_GSTIN);
    await button(page, 'Sign Up').click();
    await page.getByText(gstinMessages.checkCharacter).waitFor();
    expect(await gstin.getAttribute('aria-invalid')).toBe('true');
    expect(await gstin.inputValue()).toBe(WRONG_CHECK_GSTIN);
    expect(await businessType.inputValue()).toBe(SHOP.businessType);
    expect(await page.getByLabel('Opening Time').inputValue()).toBe('08:30');
    expect(page.url()).toContain('/sign-up');
    // The server refuses it too, with the same message, whatever the browser let through.
    const refused = await callApi('registerCustomer', {
      json: { ...SIGN_UP_DEFAULTS, ...SHOP, mobile, gstRegistered: true, gstin: WRONG_CHECK_GSTIN },
    });
    expect(refused.status).toBe(417);
    expect(refused.body.message).toMatchObject({ errors: { gstin: gstinMessages.checkCharacter } });

    // Corrected (typed in lower case), it is accepted.
    await gstin.fill(GSTIN.toLowerCase());
    await button(page, 'Sign Up').click();

    // Registered, a code sent: the OTP page for this mobile.
    await page.waitForURL('**/otp-verify');
    await toast(page, feedbackMessages.otpSent).first().waitFor();
    await page.getByText(/^Resend OTP in \d+ seconds?$/).waitFor();
    const firstCode = await latestOtp(mobile);
    expect((await verify(page, firstCode)).status()).toBe(200);

    await page.waitForURL('**/user/profile');
    const login = (await storedLogin(page)) as LoginRecord;
    expect(login).toMatchObject({
      status: 'success',
      mobile,
      api_key: expect.any(String),
      api_secret: expect.any(String),
    });
    const detail = await callApi('getCustomerDetail', {
      query: { customer_id: login.customer_id },
      headers: tokenHeader(login),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.message as CustomerDetail).toMatchObject({
      full_name: SHOP.fullName,
      mobile,
      shop_name: SHOP.shopName,
      industry: SHOP.businessType,
      start_time: '08:30:00',
      end_time: '20:00:00',
      from_time: '10:00:00',
      to_time: '17:00:00',
      gst_registered: true,
      gstin: GSTIN,
      customer_address: {
        address_line1: SHOP.address1,
        address_line2: SHOP.address2,
        city: SHOP.city,
        state: SHOP.state,
        country: 'India',
        pincode: SHOP.pincode,
      },
    });

    // The profile form shows what was entered at sign-up.
    await page.getByRole('form', { name: 'Profile' }).waitFor();
    await profileControl(page, 'State').locator('option', { hasText: SHOP.state }).waitFor({ state: 'attached' });
    const shown = {
      'First Name': SHOP.fullName,
      'Phone Number': mobile,
      'Shop Name': SHOP.shopName,
      'Address Line-1': SHOP.address1,
      'Address Line-2': SHOP.address2,
      City: SHOP.city,
      State: SHOP.state,
      Country: 'India',
      Pincode: SHOP.pincode,
      'Business Type': SHOP.businessType,
      'Opening Time': '08:30',
      'Closing Time': '20:00',
      'Preferable Delivery Time From': '10:00',
      'Preferable Delivery Time To': '17:00',
    };
    for (const [label, value] of Object.entries(shown))
      expect([label, await profileControl(page, label).inputValue()]).toEqual([label, value]);
    expect(await profileControl(page, 'GST Registered?').isChecked()).toBe(true);
    expect(
      await page
        .getByRole('form', { name: 'Profile' })
        .getByRole('textbox', { name: /^GSTIN/ })
        .inputValue(),
    ).toBe(GSTIN);

    // The login made this browser known to the number: an HttpOnly cookie of the API's, out of the page's reach.
    const deviceCookie = (await page.context().cookies(`${API_URL}/api/method/`)).find(
      (cookie) => cookie.name === 'site_device',
    );
    expect(deviceCookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('site_device');

    // Log out from the account panel, then log in again with a new code, sent with that cookie.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log-out' }).click();
    await page.waitForURL('**/login');
    expect(await storedLogin(page)).toBeNull();
    await waitForNextCode(page, mobile);
    const sent = page.waitForRequest((request) => request.url().includes('generate_and_send_otp'));
    const secondCode = await requestCode(page, mobile);
    expect(await (await sent).headerValue('cookie')).toContain(`site_device=${deviceCookie?.value}`);
    expect((await verify(page, secondCode)).status()).toBe(200);
    await page.waitForURL('**/user/profile');
    const again = (await storedLogin(page)) as LoginRecord;
    expect(again.customer_id).toBe(login.customer_id);
    expect(again.api_secret).not.toBe(login.api_secret);
    expect(browser.pageErrors).toEqual([]);
  }, 120_000);

  // Wrong codes end the attempt, never the number, so no stranger can lock its owner out (docs/decisions/0010).
  it('five wrong codes end the attempt, not the number: a resend brings an 8-digit code, in 8 boxes, that logs in', async () => {
    const form = await registerRetailer();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/login');
    const code = await requestCode(page, form.mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(page, wrong)).status()).toBe(401);
      await toast(page, feedbackMessages.otpInvalid).first().waitFor();
      expect(await button(page, 'Continue').isEnabled()).toBe(true);
    }
    // The attempt's guesses are spent: even its right code no longer logs in.
    expect((await verify(page, code)).status()).toBe(401);
    expect(await storedLogin(page)).toBeNull();

    // Nothing is locked: after the countdown, Resend sends a code. The number's 4-digit budget for the day
    // is spent, so it has 8 digits, and the page shows 8 boxes.
    await page.getByRole('button', { name: 'Resend OTP' }).click({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Digit 8 of 8' }).waitFor();
    const longCode = await latestOtp(form.mobile);
    expect(longCode).toMatch(/^\d{8}$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 8' }).click();
    await page.keyboard.type(longCode);
    const answered = page.waitForResponse((response) => response.url().includes('verify_otp_and_login'));
    await button(page, 'Continue').click();
    expect((await answered).status()).toBe(200);
    await page.waitForURL('**/user/profile');
    expect(await storedLogin(page)).toMatchObject({ mobile: form.mobile });
  }, 90_000);

  it('returns a visitor sent to /login from an account page to that page after the code', async () => {
    const form = await registerRetailer();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/user-address');
    await page.waitForURL('**/login');
    const code = await requestCode(page, form.mobile);
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      mobile: form.mobile,
      returnTo: '/user-address',
    });
    await verify(page, code);
    await page.waitForURL('**/user-address');
    expect((await storedLogin(page))?.mobile).toBe(form.mobile);
  });

  it('a second code asked for too soon is explained as too many requests, with the wait, not as a server error', async () => {
    const form = await registerRetailer();
    const page = await browser.newPage(DESKTOP);
    await page.goto('/login');
    await requestCode(page, form.mobile);

    // Back on the login page at once: the server refuses the send (429) until the gap has passed.
    await page.getByRole('link', { name: 'Change number' }).click();
    await page.waitForURL('**/login');
    const refused = page.waitForResponse((response) => response.url().includes('generate_and_send_otp'));
    await textbox(page, 'Mobile Number').fill(form.mobile);
    await button(page, 'Continue').click();
    expect((await refused).status()).toBe(429);
    const explained = /Too many code requests\. Please wait \d+ seconds? and try again\./;
    await toast(page, 'Too many code requests').first().waitFor();
    expect(await toast(page, 'Too many code requests').first().textContent()).toMatch(explained);
    expect(await toast(page, feedbackMessages.otpSendFailed).count()).toBe(0);
    expect(await textbox(page, 'Mobile Number').getAttribute('aria-describedby')).toBeTruthy();
    expect(page.url()).toContain('/login');
  });

  it('sends /otp-verify opened without a mobile to /login, and an unknown number gets a link to sign up', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/otp-verify');
    await page.waitForURL('**/login');

    const mobile = uniqueMobile();
    await textbox(page, 'Mobile Number').fill(mobile);
    await button(page, 'Continue').click();
    await toast(page, feedbackMessages.otpSendFailed).first().waitFor();
    await page.getByRole('link', { name: 'Sign up with this number' }).click();
    await page.waitForURL('**/sign-up');
    expect(await textbox(page, 'Mobile Number').inputValue()).toBe(mobile);
  });

  it('on a phone shows the step labels, and an already registered mobile gets a link to log in with the data kept', async () => {
    const existing = await registerRetailer();
    const page = await browser.newPage(MOBILE);
    await page.goto('/sign-up');
    const steps = page.getByRole('list', { name: 'Sign-up steps' });
    await steps.waitFor();
    for (const label of [
      'Personal Information',
      'Location Information',
      'Other Information',
      'In progress',
      'Pending',
    ]) {
      expect(await steps.getByText(label, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    await textbox(page, 'Full Name').fill('Second Owner');
    await textbox(page, 'Mobile Number').fill(existing.mobile);
    await button(page, 'Next').click();
    await page
      .getByRole('combobox', { name: 'State' })
      .locator('option', { hasText: 'Gujarat' })
      .waitFor({ state: 'attached' });
    await textbox(page, 'Shop Name').fill('Another Shop');
    await textbox(page, 'Address Line-1').fill('1 First Street');
    await textbox(page, 'Address Line-2').fill('Second Lane');
    await textbox(page, 'City').fill('Surat');
    await page.getByRole('combobox', { name: 'State' }).selectOption('Gujarat');
    await textbox(page, 'Pincode').fill('395003');
    await button(page, 'Next').click();
    expect(await steps.getByText('Completed', { exact: true }).count()).toBe(2);
    // Business Type by touch this time: type a little, tap the option.
    const businessType = page.getByRole('combobox', { name: 'Business Type' });
    await businessType.fill('tea');
    await page.getByRole('option', { name: 'Tea Stall' }).click();
    await button(page, 'Sign Up').click();

    const notice = page
      .locator('[data-remote="auth"]')
      .getByRole('alert')
      .filter({ hasText: 'This mobile number is already registered.' });
    await notice.waitFor();
    expect(await businessType.inputValue()).toBe('Tea Stall');
    expect(await button(page, 'Sign Up').isEnabled()).toBe(true);
    await notice.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    expect(await textbox(page, 'Mobile Number').inputValue()).toBe(existing.mobile);
  });
});
