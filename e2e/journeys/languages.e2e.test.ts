import { describe, expect, it } from 'vitest';
import { uiTexts } from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import { DESKTOP, useBrowser, waitForHydration } from '../support/browser';
import { BASE_URL } from '../support/environment';

const browser = useBrowser();

/** The hreflang alternates of the page's head, as `<hreflang> <path>`. */
const ALTERNATES = () =>
  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
  );

describe('the site in Hindi and Gujarati (docs/decisions/0030-languages-across-remotes.md)', () => {
  it('serves /gu/products in Gujarati from the server: its lang, its canonical URL and its alternates', async () => {
    const response = await fetch(`${BASE_URL}/gu/products`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="gu"/);
    expect(html).toContain('<script type="application/json" id="site-words">');
    // The marketing remote's words, its route title among them, in the server's HTML: no flash of English.
    expect(html).toMatch(/<title>અમારી પ્રોડક્ટ્સ \| /);
    expect(html).toMatch(/<h1[^>]*>અમારી પ્રોડક્ટ્સ<\/h1>/);

    const page = await browser.newPage(DESKTOP);
    await page.goto('/gu/products');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('gu');
    expect(await page.locator('[data-remote="marketing"] h1').textContent()).toBe('અમારી પ્રોડક્ટ્સ');
    expect(browser.pageErrors).toEqual([]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}/gu/products`);
    expect(await page.evaluate(ALTERNATES)).toEqual([
      'en /products',
      'hi /hi/products',
      'gu /gu/products',
      'x-default /products',
    ]);
    // The switch, named in the page's language, names each language in itself, the page's own marked as current.
    const switcher = page.getByRole('navigation', { name: 'ભાષા' });
    expect(await switcher.getByRole('link', { name: 'ગુજરાતી' }).getAttribute('aria-current')).toBe('true');
    expect(await switcher.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/products');
    // A remote's link stays in the page's language (the router's basename).
    expect(await page.locator('header a[href="/gu"]').count()).toBeGreaterThan(0);
  });

  it('switches the language in place, keeping the page, its query and the cart, and remembers the choice', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/product-details?from=journey');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const cart = await page.evaluate(() => localStorage.getItem('guestCart'));
    expect(cart).toContain('suvasa-2g-48');
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { languageJourneyMarker: 'still here' }));

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ગુજરાતી' }).click();
    await page.waitForURL('**/gu/product-details?from=journey');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('gu');
    expect(await page.evaluate(() => (window as { languageJourneyMarker?: string }).languageJourneyMarker)).toBe(
      'still here',
    );
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBe(cart);
    await page.locator('[data-remote="marketing"] h1').waitFor();
    // The page's links follow its language.
    await page.locator('#site-navigation a[href="/gu/about"]').click();
    await page.waitForURL('**/gu/about');
    expect(await page.evaluate(() => (window as { languageJourneyMarker?: string }).languageJourneyMarker)).toBe(
      'still here',
    );

    // Remembered: an English URL opened later is sent to Gujarati; English chosen again is remembered too.
    await page.goto('/partner');
    await page.waitForURL('**/gu/partner');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'ભાષા' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${BASE_URL}/partner`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/contact');
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('answers an unknown path under a prefix with the not-found page in that language (404)', async () => {
    const response = await fetch(`${BASE_URL}/hi/no-such-page`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="hi"/);
    // The contract's English heading, recognised by the English the shared catalogue carries, said in Hindi:
    // by the server, and again by the browser once it has hydrated (a mismatch would show the English).
    const heading = inLanguage(uiTexts.notFound.title, 'hi');
    expect(heading).not.toBe(uiTexts.notFound.title);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const notFound = await browser.newPage(DESKTOP);
    await notFound.goto('/hi/no-such-page');
    await waitForHydration(notFound);
    expect(await notFound.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(browser.pageErrors).toEqual([]);

    const page = await browser.newPage(DESKTOP);
    await page.goto('/hi');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}/hi`);
  });

  it('lists every page in every language in the sitemap, each with its alternates', async () => {
    const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${BASE_URL}/gu/about</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${BASE_URL}/hi/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE_URL}/about"/>`);
  });
});
