import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, waitForHydration } from '../support/browser';
import { BASE_URL, REMOTE_URLS } from '../support/environment';
import { buildMarkedRelease, RELEASE_ATTRIBUTE } from '../support/releases';
import { useRemoteDeployment } from '../support/remote-deployment';
import { appServerStarts } from '../support/servers';

/**
 * A team redeploys the marketing remote while visitors have the site open: the host is not rebuilt nor
 * reloaded, and the open pages move to the new release on their next navigation, whether the old
 * release's files are kept for a while (a bucket or CDN) or gone at once (a new container image).
 */
const browser = useBrowser();
const marketingOrigin = REMOTE_URLS.marketing as string;

const marketing = useRemoteDeployment('marketing');
const releaseA = marketing.inWorkDir('release-a');
const releaseB = marketing.inWorkDir('release-b');

beforeAll(async () => {
  await buildMarkedRelease('marketing', 'A', releaseA, marketing.inWorkDir('build-a'));
  await buildMarkedRelease('marketing', 'B', releaseB, marketing.inWorkDir('build-b'));
  await marketing.serve(releaseA);
}, 120_000);

/** Removes every file of release A that release B does not have: A's chunks are gone. */
function removeChunksOfA(): string[] {
  const inB = new Set(readdirSync(releaseB, { recursive: true }).map(String));
  const onlyInA = readdirSync(releaseA, { recursive: true })
    .map(String)
    .filter((file) => !inB.has(file) && path.extname(file));
  for (const file of onlyInA) rmSync(path.join(marketing.deployed, file));
  return onlyInA;
}

/** The release the marketing page on screen comes from, once `module` is shown. */
async function releaseOnScreen(page: Page, module: string): Promise<string | null> {
  const area = page.locator(`[data-remote="marketing"][data-module="${module}"]`);
  await area.locator('h1').waitFor();
  return area.locator(`[${RELEASE_ATTRIBUTE}]`).getAttribute(RELEASE_ATTRIBUTE);
}

/** The release of the marketing page in the HTML the host's server sends for `url` now. */
async function releaseInServerHtml(url: string): Promise<string | null> {
  const html = await (await fetch(new URL(url, BASE_URL))).text();
  return new RegExp(`${RELEASE_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1] ?? null;
}

/** Marks the page's window: still marked later means the host was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
}

/** The page (marked on arrival) moved to the new release in place: never reloaded, no fallback shown. */
async function expectMovedInPlace(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
}

/** Requests to the marketing remote that failed or were answered with an error (a chunk 404 shows here). */
function failedMarketingRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(marketingOrigin) && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(marketingOrigin)) failed.push(`failed ${request.url()}`);
  });
  return failed;
}

const footerLink = (page: Page, menu: 'Footer menu' | 'Policies', name: string) =>
  page.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true });

interface Visitor {
  page: Page;
  errors: string[];
  failedRequests: string[];
}

describe('a remote redeployed under open pages', () => {
  // Visitors who met release A and do nothing until A's files are gone: their pages outlive the first
  // test, so they are not the fixture's per-test pages.
  const contexts: BrowserContext[] = [];
  let onA: Visitor;
  let onABehindStaleEdge: Visitor;

  async function visitorOnA(url: string, module: string): Promise<Visitor> {
    const context = await browser.browser().newContext({ viewport: DESKTOP, baseURL: BASE_URL });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const failedRequests = failedMarketingRequests(page);
    await page.goto(url);
    // The server's HTML shows release A at once; the visitor has met A once A's code runs in the page.
    await waitForHydration(page);
    expect(await releaseOnScreen(page, module)).toBe('A');
    await markWindow(page);
    return { page, errors, failedRequests };
  }

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('shows the new release on the next navigation, without reloading the host or an error', async () => {
    const page = await browser.newPage();
    const failures = failedMarketingRequests(page);
    await page.goto('/about');
    expect(await releaseOnScreen(page, './AboutPage')).toBe('A');
    await markWindow(page);
    onA = await visitorOnA('/privacy-policy', './PrivacyPolicyPage');
    onABehindStaleEdge = await visitorOnA('/terms-conditions', './TermsPage');

    const hostStarts = await appServerStarts('host');
    expect(await releaseInServerHtml('/about')).toBe('A');
    // Redeployed in place: B's files added, A's still there (the manifest now names B's).
    marketing.deploy(releaseB);
    // The host's rendering server picks release B up by itself (here within its 250 ms revalidation;
    // 5 s by default), with no rebuild and no restart: the next requests' HTML is B's.
    const deployedAt = Date.now();
    await expect.poll(() => releaseInServerHtml('/about'), { timeout: 10_000, interval: 100 }).toBe('B');
    expect(Date.now() - deployedAt).toBeLessThan(10_000);
    expect(await releaseInServerHtml('/faq')).toBe('B');
    expect(await appServerStarts('host')).toBe(hostStarts);

    // A page not visited yet: release A's chunk for it is still there, but B is what is deployed.
    await footerLink(page, 'Footer menu', 'FAQ').click();
    expect(await releaseOnScreen(page, './FaqPage')).toBe('B');
    // The page met on A comes from B as well.
    await footerLink(page, 'Footer menu', 'ABOUT US').click();
    expect(await releaseOnScreen(page, './AboutPage')).toBe('B');

    await expectMovedInPlace(page);
    expect(failures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('recovers a page still running the old release once its files are gone', async () => {
    const removed = removeChunksOfA();
    expect(removed.some((file) => file.startsWith('__federation_expose_FaqPage.'))).toBe(true);

    // Still showing release A, whose FAQ chunk no longer exists.
    const { page } = onA;
    expect(await releaseOnScreen(page, './PrivacyPolicyPage')).toBe('A');
    await footerLink(page, 'Footer menu', 'FAQ').click();
    expect(await releaseOnScreen(page, './FaqPage')).toBe('B');
    await footerLink(page, 'Policies', 'Privacy Policy').click();
    expect(await releaseOnScreen(page, './PrivacyPolicyPage')).toBe('B');

    await expectMovedInPlace(page);
    expect(onA.failedRequests).toEqual([]);
    expect(onA.errors).toEqual([]);
  });

  it('recovers from a missing chunk when the new manifest has not reached the visitor yet', async () => {
    // A CDN edge still answers release A's manifest once, though A's chunks are gone: the page asks
    // for A's FAQ chunk, gets a 404, re-registers the remote and loads the page from B.
    const { page } = onABehindStaleEdge;
    const manifestOfA = readFileSync(path.join(releaseA, 'mf-manifest.json'), 'utf8');
    await page.route(
      `${marketingOrigin}/mf-manifest.json`,
      (route) =>
        route.fulfill({
          body: manifestOfA,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
        }),
      { times: 1 },
    );
    await footerLink(page, 'Footer menu', 'FAQ').click();
    expect(await releaseOnScreen(page, './FaqPage')).toBe('B');
    expect(onABehindStaleEdge.failedRequests).toEqual([
      expect.stringMatching(/__federation_expose_FaqPage\.[0-9a-f]{10}\.js$/),
    ]);

    await expectMovedInPlace(page);
    expect(onABehindStaleEdge.errors).toEqual([]);
  });
});
