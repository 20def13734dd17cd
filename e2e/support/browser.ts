import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { BASE_URL } from './environment';
import { waitForHydration } from './hydration';
import { clearStorage } from './storage';

export { waitForHydration };

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

export interface BrowserFixture {
  browser(): Browser;
  /**
   * A page at this viewport with no cookies or storage, closed after the test; `javaScript: false` for a
   * browser that runs no script.
   */
  newPage(viewport?: { width: number; height: number }, options?: { javaScript?: boolean }): Promise<Page>;
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
 * One Chromium per test file (launched in beforeAll, closed in afterAll). Each page starts with no cookies or
 * storage, and its uncaught page errors are collected in `pageErrors`.
 *
 * A test's first page opens in a context the file keeps, its storage emptied: with the site's scripts cached and
 * compiled, a new tab and its first page cost Chromium about 40 % of what they cost in a new context
 * (`npm run bench:web`). Any further page of the same test gets a context of its own, as a second browser would.
 */
export function useBrowser(): BrowserFixture & { pageErrors: string[] } {
  let browser: Browser | undefined;
  const kept = new Map<boolean, BrowserContext>();
  const keptTaken = new Set<boolean>();
  const ownContexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    keptTaken.clear();
    await Promise.all([
      ...ownContexts.splice(0).map((context) => context.close()),
      ...[...kept.values()].flatMap((context) => context.pages().map((page) => page.close())),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newContext = (javaScript: boolean) => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser.newContext({ viewport: DESKTOP, baseURL: BASE_URL, javaScriptEnabled: javaScript });
  };

  /** The file's context for this kind of page when the test has not had it yet, emptied; else a new one. */
  async function contextForTest(javaScript: boolean): Promise<{ context: BrowserContext; used: boolean }> {
    if (keptTaken.has(javaScript)) {
      const context = await newContext(javaScript);
      ownContexts.push(context);
      return { context, used: false };
    }
    keptTaken.add(javaScript);
    const existing = kept.get(javaScript);
    if (existing) return { context: existing, used: true };
    const context = await newContext(javaScript);
    kept.set(javaScript, context);
    // A test may close its page's context (a visitor closing the browser).
    context.on('close', () => kept.delete(javaScript));
    return { context, used: false };
  }

  return {
    pageErrors,
    browser: () => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async newPage(viewport = DESKTOP, { javaScript = true } = {}) {
      const { context, used } = await contextForTest(javaScript);
      const page = await context.newPage();
      if (used) await clearStorage(context, page);
      if (viewport.width !== DESKTOP.width || viewport.height !== DESKTOP.height) await page.setViewportSize(viewport);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      if (javaScript) waitForHydrationAfterLoads(page);
      return page;
    },
  };
}
