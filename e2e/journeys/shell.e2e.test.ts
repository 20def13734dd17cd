import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('the header and footer', () => {
  it('collapses the links into a toggle menu at 375 px that closes on a link click', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Open menu' });

    // Once the shell is there, the links are folded behind the toggle.
    await toggle.waitFor();
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await page.waitForURL('**/about');
    await page.locator('[data-remote="marketing"] h1').waitFor();
    expect(await nav.isVisible()).toBe(false);
  });

  it('highlights the link of the current page', async () => {
    const page = await browser.newPage();
    await page.goto('/partner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.getByRole('link', { name: 'BECOME PARTNER' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await nav.getByRole('link', { name: 'ABOUT US' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'CONTACT US' }).click();
    await expect.poll(() => nav.getByRole('link', { name: 'CONTACT US' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'BECOME PARTNER' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends OUR PRODUCT to /home asking for the product section', async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OUR PRODUCT' }).click();
    await page.waitForURL('**/home');
    expect(await page.evaluate(() => (history.state as { usr?: { scrollTo?: string } } | null)?.usr?.scrollTo)).toBe(
      'products',
    );
  });

  it('scrolls to the top on navigation', async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    await page.locator('[data-remote] h1').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('has the footer entries of the spec, with working mail, phone and map targets', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    // The shell renders once remotes.json has arrived; counting before that finds nothing.
    await page.locator('[data-remote="marketing"] h1').waitFor();
    const footer = page.locator('footer');
    for (const name of [
      'HOME',
      'ABOUT US',
      'BECOME PARTNER',
      'CONTACT US',
      'FAQ',
      'Privacy Policy',
      'App Privacy Policy',
      'Terms & Conditions',
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await footer.locator('a[href^="mailto:"]').getAttribute('href')).toContain('subject=Inquiry');
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: /head office on the map/i }).getAttribute('target')).toBe('_blank');
    expect(await footer.getByRole('img', { name: /Facebook|Instagram|X|YouTube/ }).count()).toBe(4);
    expect(await footer.locator('a[href="#"]').count()).toBe(0);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.textContent()).toContain('LOCAL');
  });
});
