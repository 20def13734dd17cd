import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RouteEntry } from '@site/state/routes';
import { siteRoutes as routeTable } from '../support/routes';
import { axeViolations, type AxeFinding } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { newLoggedInRetailer, storeLogin, type Retailer } from '../support/retailer';
import { examplePath } from '../support/routes';

const browser = useBrowser();

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
  await page.waitForLoadState('networkidle');
}

const describeFindings = (findings: AxeFinding[]) =>
  findings.map(
    (finding) => `${finding.rule} (${finding.impact}): ${finding.help} at ${finding.targets.slice(0, 3).join(', ')}`,
  );

describe.each([
  ['light', MOBILE],
  ['light', DESKTOP],
  ['dark', MOBILE],
  ['dark', DESKTOP],
] as const)('accessibility in the %s theme at %o', (scheme, viewport) => {
  it('every route has no WCAG 2.2 AA violation found by axe', async () => {
    const page = await browser.newPage(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    for (const route of routeTable) {
      await openRoute(page, route);
      found.push(...describeFindings(await axeViolations(page)).map((line) => `${route.path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
