import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RouteEntry } from '@site/state/routes';
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

/** Opens a route as a visitor would arrive there: logged in for account pages, from /login for /otp-verify. */
async function openRoute(page: Page, route: RouteEntry): Promise<void> {
  if (route.account) await storeLogin(page, retailer.login);
  if (route.path === '/otp-verify') {
    await page.goto('/');
    // React Router reads navigation state from history.state.usr, as /login leaves it.
    await page.evaluate(
      (mobile) => history.replaceState({ usr: { mobile }, key: 'a11y', idx: 0 }, '', '/otp-verify'),
      retailer.form.mobile,
    );
    await page.reload();
  } else {
    await page.goto(examplePath(route.path));
  }
  await page.locator(`[data-remote="${route.remote}"] h1`).first().waitFor({ state: 'visible' });
  await waitForSettledPage(page);
}

const describeFinding = (finding: AxeFinding) =>
  `${finding.rule} (${finding.impact}): ${finding.help} at ${finding.targets.slice(0, 3).join(', ')}`;

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
    const found: string[] = [];
    for (const [index, route] of sweptRoutes.entries()) {
      await page.emulateMedia({ colorScheme: arrivalScheme(index) });
      await openRoute(page, route);
      for (const { scheme, finding } of await axeViolationsInBothSchemes(page, index))
        found.push(`${route.path} (${scheme}): ${describeFinding(finding)}`);
    }
    expect(found).toEqual([]);
  }, 300_000);
});
