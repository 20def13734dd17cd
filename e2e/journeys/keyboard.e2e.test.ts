/**
 * Keyboard-only journeys (accessibility): every step is a key press or typed text through
 * page.keyboard — no clicks, no element.focus(), no fill(). At every Tab stop the focus must be
 * visible (e2e/support/keyboard.ts). Locators and page reads only look; they never act. Outside the
 * page the test stands in for the user twice: the profile journey starts logged in (the stored login
 * record), and the system's file dialog is answered with a picture.
 */
import type { FileChooser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  feedbackMessages,
  inquiryMessages,
  type LoginRecord,
  mapEmbedUrl,
  otpMessages,
  phoneMessages,
  retailerMessages,
} from '@site/contract';
import { TRANSLATED_LANGUAGES } from '@site/contract/languages';
import { languageOfPath, pathInLanguage } from '@site/state/routes';
import { siteRoutes as routeTable } from '../support/routes';
import { pictureChosen } from '../support/account-words';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { expectVisibleFocus, focusStop, isFocused, tabTo, type TabOptions } from '../support/keyboard';
import { button, textbox, toast } from '../support/locators';
import { followRequests, waitForSettledPage } from '../support/network';
import {
  callApi,
  latestOtp,
  newLoggedInRetailer,
  registerRetailer,
  storedLogin,
  storeLogin,
  tokenHeader,
  uniqueMobile,
} from '../support/retailer';
import { examplePath, SIGNED_OUT_OFFICE_FRAME_PATH } from '../support/routes';

const browser = useBrowser();

/** More Tab stops than any page has (the product page has about 40). */
const MAX_STOPS_PER_PAGE = 100;

/** Journeys run in both colour schemes and at both widths, spread over the journeys. */
async function newPage(viewport: typeof DESKTOP | typeof MOBILE, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.emulateMedia({ colorScheme });
  return page;
}

/** The page's own content (inside the remote's area), once its heading is shown. */
async function open(page: Page, path: string, remote: string): Promise<void> {
  await page.goto(path);
  await page.locator(`[data-remote="${remote}"] h1`).first().waitFor();
}

/** Focus is on `target` and visible. */
async function expectFocusOn(page: Page, target: Locator, context: string): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `${context}: focus on ${String(target)}` }).toBe(true);
  await expectVisibleFocus(page, context);
}

/** Presses `key`; the focus must then be (visibly) on `target`. */
async function pressAndExpectFocus(page: Page, key: string, target: Locator, context: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusOn(page, target, context);
}

/** Tabs to `target` and types `text` (after selecting what is there, so it replaces it). */
async function tabAndType(page: Page, target: Locator, text: string, options?: TabOptions): Promise<number> {
  const presses = await tabTo(page, target, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  return presses;
}

/** Types into each text box of `scope` in turn, each one Tab further than the last: [label, text] in screen order. */
async function tabAndTypeInTurn(page: Page, scope: Locator, entries: readonly (readonly [string, string])[]) {
  for (const [label, value] of entries) expect(await tabAndType(page, textbox(scope, label), value), label).toBe(1);
}

/** The control says it is invalid and one of the elements describing it shows `message`. */
async function expectErrorTied(page: Page, control: Locator, message: string): Promise<void> {
  const label = String(control);
  expect(await control.getAttribute('aria-invalid'), label).toBe('true');
  const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const descriptions = await Promise.all(
    ids.map(async (id) => {
      const description = page.locator(`[id="${id}"]`);
      return (await description.isVisible()) ? ((await description.textContent()) ?? '').trim() : '';
    }),
  );
  expect(descriptions, label).toContain(message);
}

describe('keyboard only: partner inquiry', () => {
  it('shows the errors on an empty submit with focus on the first, then sends the filled form and closes the thank-you dialog', async () => {
    const page = await newPage(DESKTOP, 'light');
    await open(page, '/partner', 'inquiry');
    const form = page.getByRole('form', { name: 'Partner inquiry' });
    const vehicle = form.getByRole('radiogroup', { name: 'Do you have your own vehicle for distribution?' });
    const submit = button(form, 'Submit');

    await tabTo(page, submit, { max: 60 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, textbox(form, 'Name'), 'empty submit');
    const expected: [Locator, string][] = [
      [textbox(form, 'Name'), inquiryMessages.nameRequired],
      [textbox(form, 'Email'), inquiryMessages.emailRequired],
      [textbox(form, 'Phone'), phoneMessages.inquiry.required],
      [textbox(form, 'Business Name'), inquiryMessages.businessNameRequired],
      [textbox(form, 'Business Type'), inquiryMessages.businessTypeRequired],
      [textbox(form, 'Distribution Area'), inquiryMessages.distributionAreaRequired],
      [vehicle, inquiryMessages.vehicleRequired],
      [textbox(form, 'Operating Your Business Since'), inquiryMessages.operatingSinceRequired],
      [textbox(form, 'Business Address'), inquiryMessages.businessAddressRequired],
    ];
    for (const [control, message] of expected) await expectErrorTied(page, control, message);
    expect(await textbox(form, 'Comment').getAttribute('aria-invalid')).toBe('false');

    // From the focused Name field on, each field is one Tab further, in the order shown.
    const run = Date.now().toString(36);
    await page.keyboard.type('Kiran Rao');
    await tabAndTypeInTurn(page, form, [
      ['Email', `keyboard-${run}@example.com`],
      ['Phone', '9812345670'],
      ['Business Name', 'Rao Distributors'],
      ['Business Type', 'Wholesale'],
      ['Distribution Area', 'Hubli'],
    ]);
    // The radio group is one Tab stop; Space picks, arrows move the choice.
    const yes = vehicle.getByRole('radio', { name: 'Yes' });
    const no = vehicle.getByRole('radio', { name: 'No' });
    expect(await tabTo(page, yes)).toBe(1);
    await page.keyboard.press('Space');
    expect(await yes.isChecked()).toBe(true);
    await pressAndExpectFocus(page, 'ArrowRight', no, 'ArrowRight in the radio group');
    expect(await no.isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await yes.isChecked()).toBe(true);
    expect(await vehicle.getAttribute('aria-invalid')).toBe('false');
    await tabAndTypeInTurn(page, form, [
      ['Operating Your Business Since', '2012'],
      ['Business Address', '7 Station Road, Hubli'],
      ['Comment', 'Keyboard only.'],
    ]);
    expect(await tabTo(page, submit)).toBe(1);

    const sent = page.waitForResponse((response) => response.url().includes('create_website_inquiry'));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await dialog.waitFor();
    const ok = button(dialog, 'OK');
    await expectFocusOn(page, ok, 'thank-you dialog');
    await pressAndExpectFocus(page, 'Tab', ok, 'Tab inside the thank-you dialog');
    await pressAndExpectFocus(page, 'Shift+Tab', ok, 'Shift+Tab inside the thank-you dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, submit, 'after the thank-you dialog');
    expect(await textbox(form, 'Name').inputValue()).toBe('');
  });
});

describe('keyboard only: login and one-time code', () => {
  it('asks for the mobile, then the code from the SMS outbox, and lands on the profile', async () => {
    const retailer = await registerRetailer();
    const page = await newPage(MOBILE, 'dark');
    await open(page, '/login', 'auth');
    const mobile = textbox(page, 'Mobile Number');

    await tabTo(page, mobile);
    await pressAndExpectFocus(page, 'Enter', mobile, 'empty login');
    await expectErrorTied(page, mobile, phoneMessages.login.required);

    await page.keyboard.type(retailer.mobile);
    expect(await mobile.getAttribute('aria-invalid')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/otp-verify');
    await toast(page, feedbackMessages.otpSent).first().waitFor();

    // The code page starts in its first box.
    const firstBox = textbox(page, 'Digit 1 of 4');
    await expectFocusOn(page, firstBox, 'OTP page');
    await pressAndExpectFocus(page, 'Enter', firstBox, 'empty code');
    await expectErrorTied(page, firstBox, otpMessages.incomplete);

    await page.keyboard.type(await latestOtp(retailer.mobile));
    await expectFocusOn(page, textbox(page, 'Digit 4 of 4'), 'after the last digit');
    expect(await tabTo(page, button(page, 'Continue'))).toBe(1);
    const verified = page.waitForResponse((response) => response.url().includes('verify_otp_and_login'));
    await page.keyboard.press('Enter');
    expect((await verified).status()).toBe(200);
    await page.waitForURL('**/user/profile');
    expect(await storedLogin(page)).toMatchObject({ mobile: retailer.mobile });
    // The Continue button went away with the page; the next Tab still lands on a visible control.
    await page.getByRole('form', { name: 'Profile' }).waitFor();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'first Tab on the profile');
  });
});

describe('keyboard only: sign-up wizard', () => {
  it('goes through the three steps, errors included, picks the Business Type from the combobox and signs up', async () => {
    const mobile = uniqueMobile();
    const page = await newPage(DESKTOP, 'dark');
    await open(page, '/sign-up', 'auth');
    const form = page.getByRole('form', { name: 'Retailer sign-up' });
    const next = button(form, 'Next');
    const stepHeading = (name: string) => form.getByRole('heading', { level: 2, name });

    // Step 1: Next on the empty step keeps it, with focus on the first field in error.
    const fullName = textbox(form, 'Full Name');
    await tabTo(page, fullName);
    await pressAndExpectFocus(page, 'Enter', fullName, 'empty step 1');
    await expectErrorTied(page, fullName, retailerMessages.fullNameRequired);
    await expectErrorTied(page, textbox(form, 'Mobile Number'), phoneMessages.login.required);
    await page.keyboard.type('Lata Pawar');
    expect(await tabAndType(page, textbox(form, 'Mobile Number'), mobile)).toBe(1);
    // Back is disabled on the first step, so Next is the next stop.
    expect(await tabTo(page, next)).toBe(1);
    await page.keyboard.press('Enter');

    // Step 2: focus goes to the step's heading, the next Tab to its first field.
    await stepHeading('Location Information').waitFor();
    await expect.poll(() => isFocused(stepHeading('Location Information'))).toBe(true);
    await tabAndTypeInTurn(page, form, [
      ['Shop Name', 'Pawar Kirana'],
      ['Address Line-1', '3 Temple Street'],
      ['Address Line-2', 'Behind the market'],
      ['City', 'Kolhapur'],
    ]);
    const state = form.getByRole('combobox', { name: 'State' });
    await state.locator('option', { hasText: 'Maharashtra' }).waitFor({ state: 'attached' });
    expect(await tabTo(page, state)).toBe(1);
    // A closed select chooses by typing the start of an option's name.
    await page.keyboard.type('Maharashtra');
    expect(await state.inputValue()).toBe('Maharashtra');
    expect(await tabTo(page, form.getByRole('combobox', { name: 'Country' }))).toBe(1);
    expect(await form.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('India');
    expect(await tabAndType(page, textbox(form, 'Pincode'), '416001')).toBe(1);
    await page.keyboard.press('Enter');

    // Step 3: the times keep their defaults; the Business Type combobox is required.
    await stepHeading('Other Information').waitFor();
    await expect.poll(() => isFocused(stepHeading('Other Information'))).toBe(true);
    const businessType = form.getByRole('combobox', { name: 'Business Type' });
    await tabTo(page, businessType);
    await pressAndExpectFocus(page, 'Enter', businessType, 'sign-up without a business type');
    await expectErrorTied(page, businessType, retailerMessages.businessTypeRequired);

    await page.keyboard.type('pan s');
    expect(await businessType.getAttribute('aria-expanded')).toBe('true');
    await form.getByRole('option', { name: 'Pan Shop' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await businessType.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await businessType.getAttribute('aria-expanded')).toBe('true');
    const active = await businessType.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Pan Shop');
    await page.keyboard.press('Enter');
    expect(await businessType.getAttribute('aria-expanded')).toBe('false');
    expect(await businessType.inputValue()).toBe('Pan Shop');
    expect(await businessType.getAttribute('aria-invalid')).toBe('false');
    await expectVisibleFocus(page, 'Business Type after choosing');

    expect(await tabTo(page, button(form, 'Clear Business Type'))).toBe(1);
    const gst = form.getByRole('checkbox', { name: 'GST Registered?' });
    expect(await tabTo(page, gst)).toBe(1);
    await page.keyboard.press('Space');
    expect(await gst.isChecked()).toBe(true);
    // Ticked, the GSTIN it requires comes next (a Maharashtra one, as the shop is there).
    expect(await tabTo(page, form.getByRole('textbox', { name: /^GSTIN/ }))).toBe(1);
    await page.keyboard.type('27AAPFU0939F1ZV');
    const signUp = button(form, 'Sign Up');
    // Back, then Sign Up.
    expect(await tabTo(page, signUp)).toBe(2);
    const registered = page.waitForResponse((response) => response.url().includes('register_customer'));
    await page.keyboard.press('Enter');
    expect((await registered).status()).toBe(200);

    await page.waitForURL('**/otp-verify');
    await expectFocusOn(page, textbox(page, 'Digit 1 of 4'), 'OTP page after sign-up');
  });
});

describe('keyboard only: profile', () => {
  it('refuses an emptied required field with focus on it, then saves the changes and a new picture', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await newPage(MOBILE, 'light');
    // Listening from the start: Playwright takes over the file dialog only once it is listened for.
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await storeLogin(page, login, '/user/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await form.waitFor();
    const shopName = form.getByLabel('Shop Name', { exact: true });
    const state = form.getByLabel('State', { exact: true });
    await state.locator('option', { hasText: 'Gujarat' }).waitFor({ state: 'attached' });
    const save = button(form, 'Save Changes');

    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await tabTo(page, shopName, { max: 60 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await tabTo(page, save, { max: 60 });
    await pressAndExpectFocus(page, 'Enter', shopName, 'save with an empty Shop Name');
    await expectErrorTied(page, shopName, retailerMessages.shopNameRequired);
    expect(puts).toBe(0);

    await page.keyboard.type('Keyboard Kirana');
    expect(await shopName.getAttribute('aria-invalid')).toBe('false');
    await tabAndType(page, form.getByLabel('First Name', { exact: true }), 'Keyboard Owner', {
      backwards: true,
      max: 3,
    });
    // Choose Image opens the system's file dialog from the keyboard too; the test answers the dialog.
    await tabTo(page, button(form, 'Choose Image'), { backwards: true, max: 2 });
    await page.keyboard.press('Enter');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'shop.png', mimeType: 'image/png', buffer: png });
    await form.getByText(pictureChosen('shop.png')).waitFor();
    await expectFocusOn(page, button(form, 'Choose Image'), 'after choosing a picture');
    await tabTo(page, state);
    await page.keyboard.type('Gujarat');
    expect(await state.inputValue()).toBe('Gujarat');
    await tabTo(page, save, { max: 60 });
    const saved = page.waitForResponse(
      (response) => response.url().includes('update_customer_detail') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await toast(page, feedbackMessages.profileUpdated).waitFor();
    await expectFocusOn(page, save, 'after saving');

    const detail = await callApi('getCustomerDetail', {
      query: { customer_id: login.customer_id },
      headers: tokenHeader(login),
    });
    expect(detail.body.message).toMatchObject({
      full_name: 'Keyboard Owner',
      shop_name: 'Keyboard Kirana',
      customer_address: { state: 'Gujarat' },
      profile: expect.stringMatching(/^\/files\/.+\.webp$/),
    });
  });
});

describe('keyboard only: FAQ', () => {
  it('opens and closes the answers with Enter and Space, one at a time, and moves between questions with the arrows', async () => {
    const page = await newPage(MOBILE, 'dark');
    await open(page, '/faq', 'marketing');
    const questions = page.locator('[data-remote="marketing"] h2 > button[aria-controls]');
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    const [first, second, last] = [questions.nth(0), questions.nth(1), questions.nth(count - 1)];
    const answerOf = async (question: Locator) =>
      page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);

    await tabTo(page, first, { max: 30 });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await (await answerOf(first)).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await (await answerOf(first)).isVisible()).toBe(true);
    await expectFocusOn(page, first, 'opened question');

    await pressAndExpectFocus(page, 'ArrowDown', second, 'ArrowDown');
    await page.keyboard.press('Space');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await (await answerOf(first)).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await (await answerOf(second)).isVisible()).toBe(false);

    await pressAndExpectFocus(page, 'End', last, 'End');
    await pressAndExpectFocus(page, 'ArrowDown', first, 'ArrowDown from the last question');
    await pressAndExpectFocus(page, 'ArrowUp', last, 'ArrowUp from the first question');
    await pressAndExpectFocus(page, 'Home', first, 'Home');
    // Tab leaves the list of questions in order, one question per stop.
    expect(await tabTo(page, second)).toBe(1);
  });
});

describe('keyboard only: cart drawer', () => {
  it('opens from Add to Cart with focus inside, keeps Tab inside, and Escape gives focus back to Add to Cart', async () => {
    const page = await newPage(DESKTOP, 'light');
    await open(page, '/product-details', 'marketing');
    const addToCart = page.getByRole('button', { name: /^Add to Cart/ });
    await tabTo(page, addToCart, { max: 60 });
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    // Priced by the server: its lines and controls are all there before they are counted.
    await drawer.getByRole('list', { name: 'Cart items' }).waitFor();
    const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside, { message: 'focus moves into the drawer' }).toBe(true);
    // Focus is visible once the drawer has slid in.
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectVisibleFocus(page, 'drawer opened');

    // Round the drawer both ways, past its ends: every stop is inside and visible, and every control is met.
    const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const controls = await drawer.evaluate(
      (element, selector) => element.querySelectorAll(selector).length,
      focusableSelector,
    );
    const focusedIndex = () =>
      drawer.evaluate(
        (element, selector) => [...element.querySelectorAll(selector)].indexOf(document.activeElement as Element),
        focusableSelector,
      );
    const stops = new Set<number>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 1; press <= controls + 2; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInside(), `${key} ${press}`).toBe(true);
        await expectVisibleFocus(page, `${key} ${press} in the drawer`);
        stops.add(await focusedIndex());
      }
    }
    expect([...stops].sort((a, b) => a - b)).toEqual([...Array(controls).keys()]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expectFocusOn(page, addToCart, 'after Escape');
  });
});

/**
 * The routes the Tab sweep goes round: all but /otp-verify, which needs a mobile from /login (the login journey
 * goes through it), and of the office's, signed out, the sign-in page and the frame every other one shows.
 */
const sweptRoutes = routeTable.filter(
  (route) =>
    route.path !== '/otp-verify' &&
    (!route.private || route.path === '/office' || route.path === SIGNED_OUT_OFFICE_FRAME_PATH),
);

/**
 * Goes once round each of `pagePaths` with Tab, from the top of the page to past the footer, and returns every
 * stop whose focus a sighted keyboard user could not see, every page whose round does not end there, and every
 * page not in its path's language. Account pages are opened logged in as a new retailer.
 */
async function tabRounds(page: Page, pagePaths: readonly { path: string; remote: string; account?: boolean }[]) {
  let login: LoginRecord | undefined;
  followRequests(page);
  // The map provider is out of these machines' reach: its frame gets a page at once, the same every run, where a
  // failed load could still be turning into an error page when Tab reaches it.
  await page.route(`${new URL(mapEmbedUrl()).origin}/**`, (request) =>
    request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  const problems: string[] = [];
  for (const { path, remote, account } of pagePaths) {
    if (account) {
      login ??= (await newLoggedInRetailer()).login;
      await storeLogin(page, login);
    }
    await open(page, path, remote);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== languageOfPath(path).language) problems.push(`${path}: the page says it is in "${lang}"`);
    // A lazy frame (the contact page's map) would start loading when Tab reaches it, and its navigation can take
    // the focus back to the page: load frames first, as for a visitor who scrolled down before tabbing.
    const frameOrigins = await page.evaluate(() =>
      [...document.querySelectorAll('iframe')].map((frame) => {
        frame.loading = 'eager';
        return new URL(frame.src).origin;
      }),
    );
    // Each frame has navigated to its page (until then it holds a loaded about:blank) and loaded it.
    await expect
      .poll(() => frameOrigins.every((origin) => page.frames().some((frame) => frame.url().startsWith(origin))))
      .toBe(true);
    await waitForSettledPage(page);
    await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
    let presses = 0;
    const stops: string[] = [];
    let lastInFooter = false;
    for (; presses < MAX_STOPS_PER_PAGE; presses += 1) {
      await page.keyboard.press('Tab');
      let stop = await focusStop(page);
      // Focus going into a frame of another site (the contact page's map) reaches it a moment later, the page's
      // body holding it meanwhile: before the footer, the body is read again until the focus has arrived.
      for (let retry = 0; stop.description === 'body' && !lastInFooter && retry < 10; retry += 1) {
        await page.waitForTimeout(100);
        stop = await focusStop(page);
      }
      // Past the last control, focus leaves the page for the browser's own controls or wraps to the first: once round.
      if (presses > 0 && (stop.description === 'body' || stop.description === stops[0])) break;
      stops.push(stop.description);
      lastInFooter = stop.inFooter;
      if (stop.problem) problems.push(`${path}, Tab ${presses + 1}: ${stop.description}: ${stop.problem}`);
    }
    if (presses === MAX_STOPS_PER_PAGE) {
      problems.push(
        `${path}: Tab did not leave the page after ${MAX_STOPS_PER_PAGE} stops, the last: ${stops.slice(-8).join(' → ')}`,
      );
    } else if (!lastInFooter) {
      problems.push(`${path}: the round ended before the footer, after ${stops.slice(-3).join(' → ')}`);
    }
  }
  return problems;
}

describe('keyboard only: every page', () => {
  // Once round each of these pages: about 40 s alone, and up to four times that beside two other journeys.
  it('shows where the focus is at every Tab stop, once round each page of the site and the office signed out, in the dark theme', async () => {
    const page = await newPage(DESKTOP, 'dark');
    const pagePaths = sweptRoutes.map((route) => ({ ...route, path: examplePath(route.path) }));
    expect(await tabRounds(page, pagePaths)).toEqual([]);
  }, 300_000);
});

/**
 * The public pages a visitor meets first, in Hindi and Gujarati: their translated names and lengths change the
 * header's, the forms' and the footer's controls. Seven pages a language, about 20 s for both alone.
 */
const TRANSLATED_SWEEP_PATHS = [
  { path: '/', remote: 'marketing' },
  { path: '/products', remote: 'marketing' },
  { path: examplePath('/product-details/:itemCode'), remote: 'marketing' },
  { path: '/partner', remote: 'inquiry' },
  { path: '/about', remote: 'marketing' },
  { path: '/login', remote: 'auth' },
  { path: '/sign-up', remote: 'auth' },
] as const;

describe('keyboard only: the public pages in Hindi and Gujarati', () => {
  it('shows where the focus is at every Tab stop, once round each page in each language, in the light theme', async () => {
    const page = await newPage(DESKTOP, 'light');
    const pagePaths = TRANSLATED_LANGUAGES.flatMap((language) =>
      TRANSLATED_SWEEP_PATHS.map(({ path, remote }) => ({ path: pathInLanguage(path, language), remote })),
    );
    expect(await tabRounds(page, pagePaths)).toEqual([]);
  }, 300_000);
});

describe('keyboard only: skip link', () => {
  it('is the first stop, shows while focused, and sends the next Tab into the page past the header', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto('/faq');
    await page.locator('[data-remote="marketing"] h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    await expectVisibleFocus(page, 'skip link');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(insideMain).toBe(true);
    await expectVisibleFocus(page, 'first stop in the page');
  });
});
