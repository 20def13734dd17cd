import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, type Language } from '@site/contract/languages';
import { pathInLanguage, type RouteEntry } from '@site/state/routes';
import { siteRoutes as routeTable } from '../support/routes';
import { arrivalScheme, axeViolationsInBothSchemes, type AxeFinding } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { followRequests, waitForSettledPage } from '../support/network';
import { newLoggedInRetailer, storeLogin, type Retailer } from '../support/retailer';
import { examplePath } from '../support/routes';

const browser = useBrowser();

/**
 * Every route a visitor or a retailer opens. The office's routes are swept signed in, with real data, by the
 * office journey (`office.e2e.test.ts`), with its sign-in page and a staff page signed out: signed out here,
 * each would show that same frame again.
 */
const sweptRoutes = routeTable.filter((route) => !route.private);

let retailer: Retailer;
beforeAll(async () => {
  retailer = await newLoggedInRetailer();
});

/**
 * Opens a route as a visitor would arrive there, in `language` (English by default): logged in for account
 * pages, from /login for /otp-verify.
 */
async function openRoute(page: Page, route: RouteEntry, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (route.account) await storeLogin(page, retailer.login);
  if (route.path === '/otp-verify') {
    await page.goto(pathInLanguage('/', language));
    // React Router reads navigation state from history.state.usr, as /login leaves it.
    await page.evaluate(({ mobile, url }) => history.replaceState({ usr: { mobile }, key: 'a11y', idx: 0 }, '', url), {
      mobile: retailer.form.mobile,
      url: pathInLanguage('/otp-verify', language),
    });
    await page.reload();
  } else {
    await page.goto(pathInLanguage(examplePath(route.path), language));
  }
  await page.locator(`[data-remote="${route.remote}"] h1`).first().waitFor({ state: 'visible' });
  await waitForSettledPage(page);
}

const describeFinding = (finding: AxeFinding) =>
  `${finding.rule} (${finding.impact}): ${finding.help} at ${finding.targets.slice(0, 3).join(', ')}`;

/**
 * axe's findings on each of `routes` in `language`, each page opened once and checked in both themes; a page
 * that does not say it is in that language is a finding too.
 */
async function sweep(page: Page, routes: readonly RouteEntry[], language: Language = DEFAULT_LANGUAGE) {
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    const where = pathInLanguage(route.path, language);
    await page.emulateMedia({ colorScheme: arrivalScheme(index) });
    await openRoute(page, route, language);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) found.push(`${where}: the page says it is in "${lang}"`);
    for (const { scheme, finding } of await axeViolationsInBothSchemes(page, index))
      found.push(`${where} (${scheme}): ${describeFinding(finding)}`);
  }
  return found;
}

/**
 * Each viewport opens each of these routes once and checks it in both themes: half the routes open in the
 * light theme and are then switched to dark, the other half the other way round, so both themes are checked
 * on arrival and after a switch without opening every page twice. Each test checks every route twice: about
 * 30 s alone, and up to four times that beside two other journeys on a slow machine.
 */
describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const)('accessibility at %s', (_width, viewport) => {
  it('every page of visitors and retailers, in the light and the dark theme, has no WCAG 2.2 AA violation found by axe', async () => {
    const page = await browser.newPage(viewport);
    followRequests(page);
    expect(await sweep(page, sweptRoutes)).toEqual([]);
  }, 300_000);
});

/**
 * The public pages in Hindi and Gujarati: the translated words bring their own lengths, scripts and names, so
 * each language is checked at one of the two widths (Hindi on the phone, Gujarati on the desktop), in both
 * themes. The account pages say the same shell and fields in their language; the English sweep checks their
 * structure. About 15 s a language alone.
 */
const publicRoutes = sweptRoutes.filter((route) => !route.account);

describe.each([
  ['hi', '375 px', MOBILE],
  ['gu', '1280 px', DESKTOP],
] as const)('accessibility in %s at %s', (language, _width, viewport) => {
  it('every public page, in the light and the dark theme, has no WCAG 2.2 AA violation found by axe', async () => {
    const page = await browser.newPage(viewport);
    followRequests(page);
    expect(await sweep(page, publicRoutes, language)).toEqual([]);
  }, 300_000);
});
