import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { BASE_URL, E2E_REMOTE_TIMEOUT_MS, REMOTE_URLS } from '../support/environment';
import { startAppServer, stopAppServer } from '../support/servers';

const browser = useBrowser();
const marketingOrigin = REMOTE_URLS.marketing as string;

describe('a remote that is down', () => {
  afterAll(async () => {
    await startAppServer('marketing');
  });

  it('leaves the shell and the other remotes working, and Retry recovers once it is back', async () => {
    const page = await browser.newPage();
    await page.goto('/partner');
    await page.locator('[data-remote="inquiry"] h1').waitFor();

    await stopAppServer('marketing');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await fallback.waitFor();
    expect(await fallback.textContent()).toContain('company and product pages (marketing)');
    expect(await page.locator('header').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);

    // Other remotes still load, in the same page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    await page.locator('[data-remote="inquiry"] h1').waitFor();
    await page.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'ABOUT US' }).click();
    await fallback.waitFor();

    // Retry while it is still down really asks the remote again, and the fallback comes back.
    const refetchFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(marketingOrigin));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await refetchFailed;
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();

    await startAppServer('marketing');
    const refetched = page.waitForResponse((response) => response.url().startsWith(marketingOrigin) && response.ok());
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await refetched;
    await page.locator('[data-remote="marketing"] h1').waitFor();
    expect(await fallback.count()).toBe(0);
  });

  it('serves its pages as the shell for the browser to render, and every other page still rendered', async () => {
    await stopAppServer('marketing');
    const html = async (url: string) => {
      const response = await fetch(new URL(url, BASE_URL));
      return { status: response.status, body: await response.text() };
    };
    const about = await html('/about');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<header');
    expect(about.body).not.toContain('data-remote="marketing"');
    for (const url of ['/partner', '/contact', '/login', '/otp-verify', '/sign-up']) {
      const other = await html(url);
      expect(other.status).toBe(200);
      expect(other.body).toMatch(/data-remote="(inquiry|auth)"[^>]*><[\s\S]*<h1/);
    }

    // In the browser, the page then behaves as without server rendering: the fallback, with Retry.
    const page = await browser.newPage();
    await page.goto('/about');
    await page.locator('[data-remote-fallback="marketing"]').waitFor();
    await startAppServer('marketing');
    await expect
      .poll(async () => (await html('/about')).body.includes('data-remote="marketing"'), { timeout: 10_000 })
      .toBe(true);
  });

  it('gives up on a remote that hangs, and Retry fetches it afresh once it answers', async () => {
    const page = await browser.newPage();
    // While held, requests to the remote are never answered, so the federation runtime's own
    // loading promise for it never settles; Retry must start a new request rather than wait on it.
    let held = true;
    await page.route(`${marketingOrigin}/**`, (route) => (held ? undefined : route.continue()));
    await page.goto('/privacy-policy');
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await fallback.waitFor({ timeout: E2E_REMOTE_TIMEOUT_MS * 2 + 5000 });
    expect(await page.locator('header').isVisible()).toBe(true);

    held = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote="marketing"] h1').waitFor({ timeout: E2E_REMOTE_TIMEOUT_MS });
  });

  it('shows the fallback on a fresh visit and recovers after a restart', async () => {
    await stopAppServer('marketing');
    const page = await browser.newPage();
    await page.goto('/faq');
    const fallback = page.locator('[data-remote-fallback="marketing"]');
    await fallback.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await startAppServer('marketing');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote="marketing"] h1').waitFor();
  });
});
