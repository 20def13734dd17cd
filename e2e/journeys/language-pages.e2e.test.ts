import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CREATE_ADDRESS_DEFAULTS,
  createAddressFormSchema,
  loginFormSchema,
  partnerFormSchema,
  signUpStepSchemas,
  site,
} from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import { LANGUAGES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contract/languages';
import { pathInLanguage } from '@site/state/routes';
import accountGu from '../../remotes/account/src/locales/gu.json';
import accountHi from '../../remotes/account/src/locales/hi.json';
import authGu from '../../remotes/auth/src/locales/gu.json';
import authHi from '../../remotes/auth/src/locales/hi.json';
import shellGu from '../../host/src/locales/gu.json';
import shellHi from '../../host/src/locales/hi.json';
import inquiryGu from '../../remotes/inquiry/src/locales/gu.json';
import inquiryHi from '../../remotes/inquiry/src/locales/hi.json';
import marketingGu from '../../remotes/marketing/src/locales/gu.json';
import marketingHi from '../../remotes/marketing/src/locales/hi.json';
import { DESKTOP, useBrowser } from '../support/browser';
import { BASE_URL } from '../support/environment';
import { button, textbox } from '../support/locators';
import { newLoggedInRetailer, storeLogin } from '../support/retailer';
import { examplePath, siteRoutes } from '../support/routes';

/**
 * The pages in Hindi and Gujarati (docs/decisions/0030-languages-across-remotes.md), in a real browser: a form's
 * refusals are the contract's messages in the page's language, no public page shows English beyond what the
 * allow-list explains, and a visitor's cart survives a change of language. No journey here changes what the
 * others talk to: the retailer it signs up is its own.
 */

const browser = useBrowser();

/** The shell's words in each language. */
const shell = { hi: shellHi, gu: shellGu } as const;

/** Each remote's words in each language, as its build publishes them. */
const words = {
  auth: { hi: authHi, gu: authGu },
  inquiry: { hi: inquiryHi, gu: inquiryGu },
  account: { hi: accountHi, gu: accountGu },
  marketing: { hi: marketingHi, gu: marketingGu },
} as const;

interface Schema {
  safeParse(values: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The contract's English refusal of each field `schema` refuses in `values`: a field's first, as its form shows. */
function refusals(schema: Schema, values: object): string[] {
  const { success, error } = schema.safeParse(values);
  if (success || !error) throw new Error(`the form accepts ${JSON.stringify(values)}`);
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first.values()];
}

/** The messages the form shows under its fields in error, each tied to its control (aria-describedby). */
const shownRefusals = (form: Locator) =>
  form.evaluate((element) =>
    [...element.querySelectorAll('[aria-invalid="true"]')].flatMap((control) =>
      (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((id) => id.endsWith('-error'))
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
    ),
  );

/**
 * Submits the form as it is and expects exactly the refusals of `english` under its fields, each said in
 * `language` by the contract's catalogue, none in the contract's English.
 */
async function expectRefusalsIn(form: Locator, submit: Locator, english: string[], language: TranslatedLanguage) {
  const expected = english.map((message) => inLanguage(message, language));
  for (const [index, message] of expected.entries()) expect(message, english[index]).not.toBe(english[index]);
  await submit.click();
  await expect.poll(async () => (await shownRefusals(form)).sort(), { timeout: 5_000 }).toEqual([...expected].sort());
  const shown = await form.innerText();
  for (const message of english) expect(shown).not.toContain(message);
}

async function openInLanguage(page: Page, path: string, language: TranslatedLanguage) {
  await page.goto(pathInLanguage(path, language));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

describe.each(TRANSLATED_LANGUAGES)('forms refuse in %s', (language) => {
  it('the login page: an empty mobile, then one no Indian mobile starts with', async () => {
    const page = await browser.newPage(DESKTOP);
    await openInLanguage(page, '/login', language);
    const form = page.getByRole('form', { name: words.auth[language]['login.formName'] });
    const submit = button(form, words.auth[language].continue);
    await expectRefusalsIn(form, submit, refusals(loginFormSchema, { mobile: '' }), language);
    await textbox(form, words.auth[language].mobileLabel).fill('5123456789');
    await expectRefusalsIn(form, submit, refusals(loginFormSchema, { mobile: '5123456789' }), language);
  });

  it("the sign-up's first step: empty, then a name with a short mobile", async () => {
    const page = await browser.newPage(DESKTOP);
    await openInLanguage(page, '/sign-up', language);
    const signUp = words.auth[language];
    const form = page.getByRole('form', { name: signUp['signUp.formName'] });
    const next = button(form, signUp['signUp.next']);
    await expectRefusalsIn(form, next, refusals(signUpStepSchemas[0], { fullName: '', mobile: '' }), language);
    const shortMobile = { fullName: 'राम कुमार', mobile: '98765' };
    await textbox(form, signUp['signUp.fullName']).fill(shortMobile.fullName);
    await textbox(form, signUp.mobileLabel).fill(shortMobile.mobile);
    await expectRefusalsIn(form, next, refusals(signUpStepSchemas[0], shortMobile), language);
  });

  it('the partner page: every required field empty and an e-mail address that is none', async () => {
    const page = await browser.newPage(DESKTOP);
    await openInLanguage(page, '/partner', language);
    const inquiry = words.inquiry[language];
    const form = page.getByRole('form', { name: inquiry['partner.formName'] });
    await textbox(form, inquiry['form.email']).fill('kiran.example.com');
    const empty = {
      name: '',
      email: 'kiran.example.com',
      phone: '',
      businessName: '',
      businessType: '',
      distributionArea: '',
      hasVehicle: '',
      operatingSince: '',
      businessAdress: '',
      comment: '',
    };
    await expectRefusalsIn(form, button(form, inquiry['form.submit']), refusals(partnerFormSchema, empty), language);
  });

  it("a retailer's new address: every field empty", async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(DESKTOP);
    await storeLogin(page, login, pathInLanguage('/user/create-address', language));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const account = words.account[language];
    const form = page.getByRole('form', { name: account['address.newAddress'] });
    await expectRefusalsIn(
      form,
      button(form, account['address.submit']),
      refusals(createAddressFormSchema, CREATE_ADDRESS_DEFAULTS),
      language,
    );
  });
});

/**
 * What a page in Hindi or Gujarati may show in Latin letters, each for its reason. Phrases are taken out of the
 * text first; every Latin word left must then be one of the words. A run of letters with a digit in it is a
 * number or a code (a pincode, a GSTIN, "9001:2015", "2g") and is not a word.
 */
const ALLOWED_PHRASES = [
  // The law's English warning, printed beside its translation wherever pan masala is advertised.
  site.statutoryWarning,
  // The company and its product line are named as registered and printed on every pack.
  site.legalName,
  site.productLine,
  // The head office's postal address, as the post and the company's registration write it.
  ...site.headOffice.lines,
  // The language switch names each language in itself.
  LANGUAGES.en,
  // Another company's service, named as it names itself.
  'Google Maps',
];
const ALLOWED_WORDS = new Set([
  site.brandName,
  // Tax, price and standard abbreviations as printed on packs and invoices; a phone's own abbreviations.
  'GST',
  'GSTIN',
  'CGST',
  'SGST',
  'IGST',
  'MRP',
  'ISO',
  'OTP',
  'SMS',
  // Units.
  'g',
  'kcal',
  // The footer's badge of a server on this machine, which production never shows.
  'LOCAL',
]);

const EMAIL_ADDRESS = /\S+@\S+\.\w+/g;
/** Each phrase in any case: a style may write a name in capitals. */
const PHRASES = ALLOWED_PHRASES.map((phrase) => new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
const WORDS = new Set([...ALLOWED_WORDS].map((word) => word.toLowerCase()));

/** The Latin words of `text` the allow-list does not explain, each once. */
function englishWordsIn(text: string): string[] {
  const left = [...PHRASES, EMAIL_ADDRESS].reduce<string>((rest, phrase) => rest.replaceAll(phrase, ' '), text);
  const tokens = left.split(/[^A-Za-z0-9]+/).filter((token) => /^[A-Za-z]+$/.test(token));
  return [...new Set(tokens.filter((token) => !WORDS.has(token.toLowerCase())))];
}

/**
 * The shown text of the site's header, the page's main content and the site's footer (not one nested in them),
 * without what is hidden from people (a form's trap for robots).
 */
const shownText = (page: Page) =>
  page.evaluate(() => {
    // Only hidden words are taken out: a hidden step number taken out of a pincode would break its line.
    const hidden = [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
      .map((element) => element.innerText)
      .filter((text) => /[A-Za-z]{2}/.test(text));
    return [...document.querySelectorAll<HTMLElement>('header, main, footer')]
      .filter((element) => !element.parentElement?.closest('header, main, footer'))
      .map((element) => hidden.reduce((text, words) => (words ? text.replace(words, ' ') : text), element.innerText))
      .join('\n');
  });

const publicRoutes = siteRoutes.filter((route) => !route.account && !route.private);

describe('no English left on the public pages', () => {
  it('takes its pages from the routes table of every remote that has public pages', () => {
    expect(new Set(publicRoutes.map((route) => route.remote))).toEqual(new Set(['marketing', 'inquiry', 'auth']));
  });

  it.each(
    TRANSLATED_LANGUAGES.flatMap((language) =>
      publicRoutes.map((route) => [pathInLanguage(examplePath(route.path), language), language] as const),
    ),
  )('%s, served and hydrated', async (path, language) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<html lang="${language}"`));

    // A browser that runs no script shows the server's HTML as it arrived.
    const served = await browser.newPage(DESKTOP, { javaScript: false });
    await served.goto(path);
    expect(await served.evaluate(() => document.documentElement.lang)).toBe(language);
    const servedText = await shownText(served);
    expect(servedText).toMatch(language === 'hi' ? /[\u0900-\u097F]/ : /[\u0A80-\u0AFF]/);
    expect(englishWordsIn(servedText), servedText).toEqual([]);

    const page = await browser.newPage(DESKTOP);
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const hydratedText = await shownText(page);
    expect(englishWordsIn(hydratedText), hydratedText).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('finds the English the allow-list does not explain, and only that', () => {
    const text = `© 2026 ${site.legalName}. Suvasa पान मसाला, Pack of 48: MRP ₹650 · GSTIN 24ABCDE1234F1Z5 · 2 g`;
    expect(englishWordsIn(text)).toEqual(['Pack', 'of']);
  });
});

/** The cart a visitor's browser keeps, as `item_code qty` lines. */
const guestCart = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('guestCart') ?? '[]') as { item_code: string; qty: number }[]).map(
      (line) => `${line.item_code} ${line.qty}`,
    ),
  );

/** The quantity of each line of the open cart drawer in `language`, once it shows two; then closes it. */
async function quantitiesInDrawer(page: Page, language: TranslatedLanguage): Promise<string[]> {
  const account = words.account[language];
  const drawer = page.getByRole('dialog', { name: account['cart.title'] });
  const lines = drawer.getByRole('list', { name: account['cart.items'] }).getByRole('listitem');
  await lines.nth(1).waitFor();
  const quantities = await Promise.all((await lines.all()).map((line) => line.locator('output').innerText()));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return quantities;
}

describe('a visitor in Gujarati with a full cart', () => {
  it('adds two different packs, switches to Hindi and keeps the page and every line with its quantity', async () => {
    const marketing = words.marketing.gu;
    const addToCart = (scope: Page) => scope.getByRole('button', { name: new RegExp(`^${marketing['cart.add']}`) });
    const page = await browser.newPage(DESKTOP);
    await openInLanguage(page, '/product-details', 'gu');
    await page.getByRole('button', { name: marketing['product.increase'], exact: true }).click();
    await addToCart(page).click();
    const drawer = page.getByRole('dialog', { name: words.account.gu['cart.title'] });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await openInLanguage(page, '/product-details/suvasa-4g-24', 'gu');
    await addToCart(page).click();
    const quantities = await quantitiesInDrawer(page, 'gu');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('પાન મસાલા 4 ગ્રામ');

    const cart = await guestCart(page);
    expect(cart).toEqual([expect.stringMatching(/^suvasa-2g-48 \d+$/), expect.stringMatching(/^suvasa-4g-24 \d+$/)]);
    expect([...quantities].sort()).toEqual(cart.map((line) => line.split(' ')[1]).sort());
    // The header counts the packs in its own words.
    const packs = quantities.reduce((sum, quantity) => sum + Number(quantity), 0);
    const cartButton = (language: TranslatedLanguage) =>
      page.getByRole('button', { name: new RegExp(`^${shell[language]['header.cart']}.*\\b${packs}\\b`) }).first();
    await cartButton('gu').waitFor();
    // A reload would lose this: the switch keeps the page.
    await page.evaluate(() => Object.assign(window, { fullCartMarker: 'still here' }));

    await page
      .getByRole('navigation', { name: shell.gu['header.language'] })
      .getByRole('link', { name: LANGUAGES.hi })
      .click();
    await page.waitForURL('**/hi/product-details/suvasa-4g-24');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // The pack's name is catalogue data, read again in the new language.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('पान मसाला 4 ग्राम');
    await page.getByRole('button', { name: new RegExp(`^${words.marketing.hi['cart.add']}`) }).waitFor();
    expect(await page.evaluate(() => (window as { fullCartMarker?: string }).fullCartMarker)).toBe('still here');
    expect(await guestCart(page)).toEqual(cart);
    await cartButton('hi').click();
    // The drawer prices the cart again on opening, its packs named in the page's language.
    const items = page
      .getByRole('dialog', { name: words.account.hi['cart.title'] })
      .getByRole('list', { name: words.account.hi['cart.items'] });
    await expect.poll(() => items.innerText()).toContain('पान मसाला 4 ग्राम');
    expect(await quantitiesInDrawer(page, 'hi')).toEqual(quantities);
    expect(browser.pageErrors).toEqual([]);
  });
});
