import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { BASE_URL } from './environment';
import { waitForHydration } from './hydration';

export { waitForHydration };

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

export interface BrowserFixture {
  browser(): Browser;
  /** A fresh context and page (own storage) at this viewport; closed after the test. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

const SITE_ORIGIN = new URL(BASE_URL).origin;

/**
 * The server's HTML is on screen before React answers a click: `goto` and `reload` of the site's pages
 * return once the page is live, as a visitor's first click would find it a moment later. Another origin's
 * page (an example embedding the sign-up) has no shell to wait for.
 */
function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitIfOnSite = async () => {
    if (new URL(page.url()).origin === SITE_ORIGIN) await waitForHydration(page);
  };
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitIfOnSite();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitIfOnSite();
    return response;
  };
}

/**
 * One Chromium per test file (launched in beforeAll, closed in afterAll); each test gets fresh
 * pages whose uncaught page errors are collected in `pageErrors`.
 */
export function useBrowser(): BrowserFixture & { pageErrors: string[] } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    pageErrors,
    browser: () => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async newPage(viewport = DESKTOP) {
      if (!browser) throw new Error('the browser starts in beforeAll');
      const context = await browser.newContext({ viewport, baseURL: BASE_URL });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      waitForHydrationAfterLoads(page);
      return page;
    },
  };
}
