import { describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { siteRoutes as routeTable } from '../support/routes';
import { useBrowser } from '../support/browser';
import { sharedCopies } from '../support/federation';
import { newLoggedInRetailer, storeLogin } from '../support/retailer';
import { examplePath, expectedTitle } from '../support/routes';

const browser = useBrowser();

/** /otp-verify needs the mobile /login hands it; opened without one it sends the visitor to /login. */
const NAVIGATION_STATE: Record<string, unknown> = { '/otp-verify': { mobile: '9876543210' } };

describe('the composed site', () => {
  // Every route one after the other: longer than the journeys' default on a busy machine.
  it('renders every route of the table through its remote, with the page title', async () => {
    const page = await browser.newPage();
    // Account pages need a login the server accepts: one it refuses ends the session and leads to /login.
    const { login } = await newLoggedInRetailer();
    await storeLogin(page, login);
    for (const route of routeTable) {
      const state = NAVIGATION_STATE[route.path];
      if (state) {
        // Arrive as the app would: React Router reads navigation state from history.state.usr.
        await page.evaluate(([path, usr]) => history.replaceState({ usr, key: 'e2e', idx: 0 }, '', path), [
          route.path,
          state,
        ] as const);
        await page.reload();
      } else {
        await page.goto(examplePath(route.path));
      }
      const remotePage = page.locator(`[data-remote="${route.remote}"][data-module="${route.module}"]`);
      await remotePage.locator('h1').first().waitFor({ state: 'visible' });
      await expect
        .poll(() => page.title(), { message: route.path })
        .toBe(`${expectedTitle(route)} | ${site.brandName}`);
      // One site header and footer (landmarks); a page's own section headers are not banners.
      expect(await page.getByRole('banner').count(), route.path).toBe(1);
      expect(await page.getByRole('contentinfo').count(), route.path).toBe(1);
    }
    expect(browser.pageErrors).toEqual([]);
  }, 180_000);

  it('loads React, ReactDOM and the other singletons once, from the host', async () => {
    const page = await browser.newPage();
    // A page of each remote, so every container has joined the share scope.
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('userLoginData', JSON.stringify({ api_key: 'k', api_secret: 's', customer_id: 'C-1' })),
    );
    for (const path of ['/about', '/partner', '/login', '/user/profile']) {
      await page.goto(path);
      await page.locator('[data-remote] h1').first().waitFor();
    }
    // What the shell itself uses is loaded once, from the host (react-toastify is no shared module: the one
    // copy beside the host's @site/state, loaded once the page is live).
    const fromHost = ['react', 'react-dom', 'react-router-dom', 'styled-components', '@site/state', '@site/ui'];
    const copies = await sharedCopies(page, fromHost);
    for (const name of fromHost) {
      const loaded = copies.filter((copy) => copy.name === name && copy.loaded);
      expect(new Set(loaded.map((copy) => `${copy.version}@${copy.from}`)), name).toEqual(
        new Set([loaded[0]?.version + '@host']),
      );
    }
    // What only some pages use (forms, server data) is provided by a remote
    // (decision 12) and loaded lazily, which federation does not always mark as loaded: every remote's
    // share scope names the one same copy, so there is one to take.
    const lazy = ['react-hook-form', '@tanstack/react-query', '@site/ui/form', '@site/state/api'];
    for (const name of lazy) {
      const registered = (await sharedCopies(page, [name])).map((copy) => `${copy.version}@${copy.from}`);
      expect(registered.length, name).toBeGreaterThan(0);
      expect(new Set(registered).size, name).toBe(1);
    }
    // Client navigation between remotes keeps working on the one React (a second copy breaks hooks).
    await page.getByRole('link', { name: 'CONTACT US' }).first().click();
    await page.locator('[data-remote="inquiry"] h1').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows the not-found page for unregistered paths', async () => {
    const page = await browser.newPage();
    for (const path of ['/no-such-page', '/user/no-such-page']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    }
  });

  it('sends a visitor without a stored login from an account page to /login', async () => {
    const page = await browser.newPage();
    await page.goto('/user-address');
    await page.waitForURL('**/login');
    await page.locator('[data-remote="auth"] h1').waitFor();
    expect(await page.evaluate(() => history.state?.usr)).toEqual({ returnTo: '/user-address' });
  });

  it('signs out on /logout and lands on the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('userLoginData', JSON.stringify({ api_key: 'k', api_secret: 's', customer_id: 'C-1' })),
    );
    await page.goto('/logout');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('userLoginData'))).toBeNull();
  });

  it('serves the HTML with no script to load before its first paint: the one inline script, allowed by its hash, asks for the bundle', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script data-entry="\/main\.[0-9a-f]+\.js" data-preload="\/remotes\.json">/);
    // Structured data (ld+json) and read replies (json) are data blocks, never run; the loader is the one
    // other script without a file, and no script loads before it (no <script src> in the HTML).
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html.match(/<script(?![^>]*\btype="application\/(ld\+)?json")[^>]*>/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' /);
    // The loader ran (the CSP let it; when, after the first frame, its unit test shows): the bundle came
    // and the page is live.
    await page.waitForSelector('html[data-hydrated]');
    const bundles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/main\.[0-9a-f]+\.js$/.test(name)),
    );
    expect(bundles).toHaveLength(1);
  });
});
