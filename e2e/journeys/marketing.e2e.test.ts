import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';

const browser = useBrowser();
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

describe('marketing pages', () => {
  it('OUR PRODUCT from another page lands on the product section', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.locator('[data-remote="marketing"] h1').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OUR PRODUCT' }).click();
    await page.waitForURL('**/home');
    const section = page.locator('#products');
    await section.waitFor();
    // Scrolled: the section's top sits near the top of the viewport, under the sticky header.
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await section.getByRole('note', { name: 'Statutory warning' }).isVisible()).toBe(true);
  });

  it('FAQ opens one answer at a time and closes the open one on a second click', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto('/faq');
    const questions = page.locator('[data-remote="marketing"] button[aria-expanded]');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(5);
    const expanded = () =>
      questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));

    await questions.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(await page.getByRole('region', { name: 'What are the ingredients?' }).isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    await questions.nth(3).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'true', 'false']);
  });

  it('Add to Cart opens the cart drawer with the line', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/product-details');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await drawer.waitFor();
    expect(await drawer.getByText('Suvasa Pan Masala 2g').first().isVisible()).toBe(true);
  });

  it("the home page's 4 g card opens the 4 g page, whose Add to Cart puts that pack in the cart at the server's price", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: /View details of Suvasa Pan Masala 4g/ }).click();
    await page.waitForURL('**/product-details/suvasa-4g-24');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('4g – Pack of 24');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    const line = drawer.getByRole('listitem').filter({ hasText: 'Pack of 24' });
    await line.waitFor();
    expect(await line.textContent()).toContain('Suvasa Pan Masala 4g');
    // The catalogue's retailer price of the pack (₹600.00, before GST), priced by the server.
    expect(await line.textContent()).toContain('₹600.00');
  });

  it('the product gallery shows arrows for its six pictures and they scroll the strip', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto('/product-details');
    const next = page.getByRole('button', { name: 'Next images' });
    await next.waitFor();
    expect(await page.getByRole('button', { name: /^Show image 1 of 6/ }).isVisible()).toBe(true);
    await next.click();
    await next.click();
    await expect.poll(() => page.getByRole('button', { name: /^Show image 6 of 6/ }).isVisible()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
  });

  it.each([
    ['mobile', 'light', MOBILE],
    ['desktop', 'light', DESKTOP],
    ['mobile', 'dark', MOBILE],
    ['desktop', 'dark', DESKTOP],
  ] as const)(
    'home renders at %s width in the %s theme without horizontal overflow (screenshot kept)',
    async (name, scheme, viewport) => {
      const page = await browser.newPage(viewport);
      // The theme switch starts on System, which follows the device's colour scheme.
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.locator('[data-remote="marketing"] h1').waitFor();
      // Bring every lazy image into view once so the full-page screenshot shows them all.
      for (const image of await page.locator('[data-remote="marketing"] img').all())
        await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page
            .locator('[data-remote="marketing"] img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red = 0, green = 0, blue = 0] = background.match(/\d+/g)!.map(Number);
      const light = (red + green + blue) / 3 > 128;
      expect(light, `body background ${background}`).toBe(scheme === 'light');
      const suffix = scheme === 'light' ? '' : '-dark';
      await page.screenshot({
        path: path.join(ARTIFACTS, `home-${name}-${viewport.width}${suffix}.png`),
        fullPage: true,
      });
    },
  );
});
