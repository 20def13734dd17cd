import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes as routeTable } from '../support/routes';
import { site } from '@site/contract';
import type * as SiteState from '@site/state';
import type { CompiledCatalogue } from '@site/state';
import { evaluateBuild } from '../../host/server/remote-pages';
import type { HostRenderer } from '../../host/server/render-page';
import { REPO_ROOT } from '../../tools/apps';
import { DESKTOP, MOBILE, useBrowser, waitForHydration } from '../support/browser';
import { BASE_URL, REMOTE_URLS } from '../support/environment';
import { holdDocument } from '../support/held-document';
import { examplePath, expectedTitle, namedFromData } from '../support/routes';

/**
 * Server rendering (docs/decisions/0009): every public page arrives rendered (content, title, description, structured data, its
 * styles and theme), the browser hydrates it without a mismatch, and no visitor's state leaks between
 * two server renders.
 */
const browser = useBrowser();
const publicRoutes = routeTable.filter((route) => !route.account && !route.private);

/** The theme a visitor chose, as the site stores it. */
const chooseTheme = (context: BrowserContext, mode: 'light' | 'dark') =>
  context.addCookies([{ name: 'mode', value: mode, url: BASE_URL }]);

/** A page in a browser that runs no script, with the theme `mode` chosen when given. */
async function pageWithoutScript(mode?: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage(DESKTOP, { javaScript: false });
  if (mode) await chooseTheme(page.context(), mode);
  return page;
}

/**
 * Page errors and every error React recovered from (a hydration mismatch above all), as they happen, with
 * the innermost elements of the component stack: where it happened (the production build names no text).
 */
async function collectErrors(page: Page, errors: string[]): Promise<void> {
  page.on('pageerror', (error) => errors.push(error.message));
  await page.exposeFunction('reportRecoverable', (message: string) => errors.push(`recoverable: ${message}`));
  await page.addInitScript(() =>
    window.addEventListener('site:recoverable-error', (event) => {
      const { message, componentStack } = (event as CustomEvent<{ message: string; componentStack?: string }>).detail;
      const elements = (componentStack ?? '').match(/at [a-z][\w-]* \(<anonymous>\)/g)?.slice(0, 4) ?? [];
      (window as unknown as { reportRecoverable(message: string): void }).reportRecoverable(
        `${message} ${elements.join(' ')}`.trim(),
      );
    }),
  );
}

/**
 * One tab for every case of a describe, each case a new document in it: a page loaded again in a tab costs
 * Chromium about a quarter of a first load in a new context (`npm run bench:web`). Each case starts with no
 * cookies but its theme's, and no errors.
 */
function useTab(javaScript: boolean) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await browser.browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: javaScript });
    page = await context.newPage();
    if (javaScript) await collectErrors(page, errors);
  });
  afterAll(() => context?.close());
  return async (options: { mode?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}) => {
    if (!context || !page) throw new Error('the tab opens in beforeAll');
    errors.length = 0;
    await context.clearCookies();
    if (options.mode) await chooseTheme(context, options.mode);
    await page.setViewportSize(options.viewport ?? DESKTOP);
    return { page, errors };
  };
}

describe('pages without JavaScript', () => {
  const openTab = useTab(false);

  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s has its heading, text, title and description',
    async (_path, route) => {
      const { page } = await openTab();
      const response = await page.goto(examplePath(route.path));
      expect(response?.status()).toBe(200);
      // A pack's name comes from the catalogue's reply: one not read within the budget on this busy machine
      // leaves the route's words for that request (not kept), and the next has it.
      if (namedFromData(route))
        await expect
          .poll(async () => (await page.goto(examplePath(route.path)), page.title()), { timeout: 10_000 })
          .toBe(`${expectedTitle(route)} | ${site.brandName}`);

      const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(0);
      const mainText = (await page.locator('main').innerText()).trim();
      // The code page has nothing but its heading without the number it was sent to (the browser then goes to /login).
      if (route.path !== '/otp-verify') expect(mainText.length).toBeGreaterThan(heading.length + 40);
      expect(await page.title()).toBe(`${expectedTitle(route)} | ${site.brandName}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      // A pack's page describes that pack, with its price; every other page has its route's words.
      if (namedFromData(route)) expect(description).toMatch(/^Suvasa Pan Masala .*₹/);
      else expect(description).toBe(route.description);
      expect(description?.length).toBeLessThanOrEqual(160);
      // A page with a parameter is canonical at its own path, /home at the home page's.
      const canonical = route.path === '/home' ? '/' : examplePath(route.path);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}${canonical}`);
      // Header and footer are there too, styled by the CSS in the HTML.
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      expect(await page.locator('footer').count()).toBeGreaterThan(0);
      expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0);
    },
  );

  it('gives link previews and search engines their tags and structured data', async () => {
    const page = await pageWithoutScript();
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    // The pack's name comes from the catalogue's reply: a read not made within the budget on this busy
    // machine leaves the route's words (and is not kept), so the next request has it.
    await expect
      .poll(
        async () => {
          await page.goto('/product-details');
          return meta('meta[property="og:title"]');
        },
        { timeout: 10_000 },
      )
      .toBe(`Suvasa Pan Masala 2 g, pack of 48 | ${site.brandName}`);
    expect(await meta('meta[property="og:image"]')).toBe(`${BASE_URL}/og-image.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}/product-details`);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));

    await page.goto('/faq');
    const faqTypes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(faqTypes).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));

    const image = await fetch(`${BASE_URL}/og-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${BASE_URL}/about</loc>`);
    expect(sitemap).toContain(`<loc>${BASE_URL}/product-details/suvasa-4g-24</loc>`);
    expect(sitemap).not.toContain(':itemCode');
    expect(sitemap).not.toContain('/user/profile');
  });

  it('paints the stored theme, or the system one, before any script runs', async () => {
    const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await pageWithoutScript('dark');
    await dark.goto('/about');
    expect(await background(dark)).toBe('rgb(18, 18, 18)');

    const light = await pageWithoutScript('light');
    await light.emulateMedia({ colorScheme: 'dark' });
    await light.goto('/about');
    expect(await background(light)).toBe('rgb(255, 255, 255)');

    const system = await pageWithoutScript();
    await system.emulateMedia({ colorScheme: 'dark' });
    await system.goto('/about');
    expect(await background(system)).toBe('rgb(18, 18, 18)');
  });

  it('sends an account page as the shell and a loading state, never private data', async () => {
    const page = await pageWithoutScript();
    await page.goto('/user/profile');
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.getByRole('status', { name: 'Loading page' }).count()).toBe(1);
    expect(await page.locator('[data-remote]').count()).toBe(0);
  });
});

describe('hydration', () => {
  // Every route in both themes and at both widths, as two pairs: the theme is the server's one attribute and CSS,
  // so it meets the width nowhere; half the routes pair light with 1280 px, the other half light with 375 px.
  const pairings = [
    [
      ['light', DESKTOP],
      ['dark', MOBILE],
    ],
    [
      ['light', MOBILE],
      ['dark', DESKTOP],
    ],
  ] as const;
  const cases = publicRoutes.flatMap((route, index) =>
    pairings[index % 2]!.map(
      ([mode, viewport]) =>
        [`${route.path} ${mode} ${viewport.width}px`, examplePath(route.path), mode, viewport] as const,
    ),
  );

  const openTab = useTab(true);
  beforeAll(async () => {
    const { page } = await openTab();
    // The page's heading and texts as the server sent them, before any of our scripts ran.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const texts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest('script, style, noscript')) texts.push(node.nodeValue ?? '');
        Object.assign(window, { serverHeading: document.querySelector('main h1'), serverTexts: texts });
      }),
    );
  });

  /**
   * Where the page's texts now differ from the server's: after a mismatch React renders the part again
   * in the browser, so this names what the browser rendered differently (React's production build does not).
   */
  const textsChanged = (page: Page) =>
    page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest('script, style, noscript')) texts.push(node.nodeValue ?? '');
      const server = (window as unknown as { serverTexts?: string[] }).serverTexts ?? [];
      const inServer = new Set(server);
      const inBrowser = new Set(texts);
      return {
        onlyServer: server.filter((text) => !inBrowser.has(text)),
        onlyBrowser: texts.filter((text) => !inServer.has(text)),
      };
    });

  it.each(cases)('%s: the server HTML is kept, with no mismatch', async (_name, routePath, mode, viewport) => {
    const { page, errors } = await openTab({ mode, viewport });
    await page.goto(routePath);
    await waitForHydration(page);
    const state = await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      return {
        same: heading !== null && heading === (window as unknown as { serverHeading?: Element }).serverHeading,
        live: heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
        theme: document.documentElement.dataset.theme,
      };
    });
    expect(errors, `texts the browser rendered otherwise: ${JSON.stringify(await textsChanged(page))}`).toEqual([]);
    if (routePath === '/otp-verify') {
      // Opened without the number a code was sent to, the code page sends the visitor to /login.
      await page.waitForURL('**/login');
      expect(state.theme).toBe(mode);
      return;
    }
    expect(state).toEqual({ same: true, live: true, hydrated: true, theme: mode });
  });
});

describe('a theme chosen in another tab while a page is on its way', () => {
  it('hydrates the page in the theme it was rendered in, then takes the new choice', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors: string[] = [];
    await collectErrors(page, errors);
    await chooseTheme(page.context(), 'dark');
    // The other tab's choice, written after this page was asked for and before its scripts ran.
    await page.addInitScript(() => {
      document.cookie = 'mode=light; Path=/';
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(errors).toEqual([]);
  });
});

describe('what a page asks the network for', () => {
  it.each(['/home', '/partner'])(
    '%s asks for each file once, its remote’s manifest included, until the network is quiet after hydration',
    async (path) => {
      const page = await browser.newPage(MOBILE);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => url.endsWith('/mf-manifest.json')).length).toBeGreaterThan(0);
      expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
    },
  );
});

describe("the server's styles", () => {
  it('are kept when the page hydrates: no rule deleted, so the browser need not restyle the whole page', async () => {
    const page = await browser.newPage(MOBILE);
    await page.addInitScript(() => {
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      Object.assign(window, { deletedRules: 0 });
      CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
        (window as unknown as { deletedRules: number }).deletedRules += 1;
        deleteRule.call(this, index);
      };
    });
    await page.goto('/home');
    await waitForHydration(page);
    const styled = await page.evaluate(() => ({
      rules: [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      deleted: (window as unknown as { deletedRules: number }).deletedRules,
    }));
    expect(styled.rules).toBeGreaterThan(0);
    expect(styled.deleted).toBe(0);
  });
});

describe('a page whose HTML arrives in two parts', () => {
  it('asks for no script before its document is parsed, and hydrates the whole of it', async () => {
    // The first part ends in the middle of the page's heading: a browser paints it while it waits for the rest.
    const held = await holdDocument({
      target: BASE_URL,
      path: '/home',
      holdMs: 3_000,
      splitAt: (html) => html.indexOf('>', html.indexOf('<h1', html.indexOf('<main'))) + 4,
    });
    try {
      const page = await browser.newPage(MOBILE);
      const errors: string[] = [];
      await collectErrors(page, errors);
      await page.goto(`${held.origin}/home`);
      await waitForHydration(page);
      expect(held.requestedWhileHeld.filter((url) => /\.(js|json)(\?|$)/.test(url))).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.locator('main [data-remote="marketing"][data-hydrated] h1').count()).toBe(1);
    } finally {
      await held.close();
    }
  });
});

describe('account pages', () => {
  const openTab = useTab(true);

  it.each(routeTable.filter((route) => route.account).map((route) => [route.path] as const))(
    '%s hydrates its shell without a mismatch, then sends a visitor without a login to /login',
    async (routePath) => {
      const { page, errors } = await openTab({ mode: 'dark' });
      await page.goto(routePath);
      await page.waitForURL('**/login');
      await waitForHydration(page);
      expect(errors).toEqual([]);
    },
  );
});

describe('private pages', () => {
  const openTab = useTab(true);

  it.each(routeTable.filter((route) => route.private).map((route) => [route.path] as const))(
    '%s is served as the shell, noindex, and hydrates without a mismatch',
    async (routePath) => {
      const { page, errors } = await openTab({ mode: 'dark' });
      const response = await page.goto(examplePath(routePath));
      expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
      await page.locator('[data-remote="office"] h1').waitFor();
      await waitForHydration(page);
      expect(errors).toEqual([]);
    },
  );
});

describe('one server, many visitors', () => {
  const renderer = createRequire(import.meta.url)(
    path.join(REPO_ROOT, 'host', 'dist-server', 'render.cjs'),
  ) as HostRenderer;
  const shared = renderer.sharedModules['@site/state'] as typeof SiteState;
  const marketing = evaluateBuild(
    readFileSync(path.join(REPO_ROOT, 'remotes', 'marketing', 'dist', 'server', 'pages.js'), 'utf8'),
    'marketing/server/pages.js',
    `${REMOTE_URLS.marketing}/`,
    renderer.sharedModules,
  );

  const builtCatalogue = (app: string, file: string) =>
    JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'dist', file), 'utf8')) as CompiledCatalogue;

  async function renderProduct(mode: 'light' | 'dark') {
    const module = await marketing.pageModules['./ProductPage']?.();
    if (!module) throw new Error('the marketing server build has no ./ProductPage');
    return renderer.renderApp({
      url: '/product-details',
      // The English the rendering server reads from the builds: the shell's and marketing's (no shared messages).
      words: {
        language: 'en',
        catalogues: {
          host: builtCatalogue('host', 'locales/en.json'),
          marketing: builtCatalogue('remotes/marketing', 'locales/en.json'),
        },
      },
      site: { routes: [...routeTable], unread: [] },
      mode,
      page: { remote: 'marketing', module: './ProductPage', Component: module.default },
      // Not the request's budget: this journey is about state, not time, on a machine busy with others.
      timeoutMs: 10_000,
    });
  }

  it('renders two requests side by side, each with its own state, and reads no visitor state from the module', async () => {
    const [dark, light] = await Promise.all([renderProduct('dark'), renderProduct('light')]);
    expect(dark.errors).toEqual([]);
    expect(dark.html).toContain('Colour theme: dark');
    expect(dark.html).not.toContain('Colour theme: light');
    expect(light.html).toContain('Colour theme: light');
    expect(light.html).not.toContain('Colour theme: dark');

    // State a visitor would have in a browser (a login, a cart), set in this very
    // module instance: a server render must not show any of it.
    shared.saveLogin({ api_key: 'leak-key', api_secret: 'leak-secret', customer_id: 'LEAK-CUSTOMER' } as Parameters<
      typeof shared.saveLogin
    >[0]);
    shared.openCart();
    try {
      const [again, other] = await Promise.all([renderProduct('dark'), renderProduct('light')]);
      expect(again.html).toBe(dark.html);
      expect(other.html).toBe(light.html);
      expect(again.html).not.toContain('LEAK');
    } finally {
      shared.clearLogin();
      shared.closeCart();
    }
  });
});
