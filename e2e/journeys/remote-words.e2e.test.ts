import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@site/contract/languages';
import { appInfo, REPO_ROOT } from '../../tools/apps';
import { sourceCatalogueFile } from '../../tools/publish-words';
import { useBrowser } from '../support/browser';
import { BASE_URL } from '../support/environment';
import { buildRouteRelease } from '../support/releases';
import { useRemoteDeployment } from '../support/remote-deployment';
import { appServerStarts } from '../support/servers';

/**
 * The marketing team fixes a Hindi translation and releases its remote alone (decision 30): the new words
 * are in the server's HTML of the Hindi page within the rendering server's revalidation, and a tab opened
 * before the release says them from its next navigation to one of the remote's pages, without a reload.
 * The host is neither rebuilt nor restarted, and the other languages keep their words.
 */
const browser = useBrowser();

const marketingDir = path.join(REPO_ROOT, appInfo('marketing').dir);
/** A message of the marketing remote's own catalogue in `language`, as its build publishes it. */
const ownMessage = (language: Language, id: string): string => {
  const catalogue = JSON.parse(readFileSync(sourceCatalogueFile(marketingDir, language), 'utf8')) as Record<
    string,
    string
  >;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`marketing's ${language} catalogue has no ${id}`);
  return message;
};

/** The About page's heading: the one message the release changes, in Hindi only. */
const HEADING_ID = 'about.title';
const HINDI_HEADING = ownMessage('hi', HEADING_ID);
const NEW_HINDI_HEADING = 'तंबाकू के बिना, परंपरा का असली स्वाद';
const ENGLISH_HEADING = ownMessage('en', HEADING_ID);
const GUJARATI_HEADING = ownMessage('gu', HEADING_ID);
/** The host's rendering server reads a remote's words again within SSR_REVALIDATE_MS (250 ms here): room for a busy machine. */
const DEPLOY_SETTLES_MS = 10_000;

const marketing = useRemoteDeployment('marketing');
const releaseWithNewWords = marketing.inWorkDir('release-2');

beforeAll(async () => {
  await buildRouteRelease('marketing', releaseWithNewWords, marketing.inWorkDir('build-2'), {
    words: { hi: { [HEADING_ID]: NEW_HINDI_HEADING } },
  });
  // Release 1 is the remote's own build.
  await marketing.serve(path.join(marketingDir, 'dist'));
}, 300_000);

/** The text of the first h1 of the HTML the host's server answers for `pagePath` now. */
async function serverHeading(pagePath: string): Promise<string | null> {
  const html = await (await fetch(new URL(pagePath, BASE_URL))).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

/** Marks the page's window: still marked later means the document was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
}
const windowStillMarked = (page: Page) => page.evaluate(() => 'loadedOnce' in window);

/** Follows the site's own link to `pagePath` in the header: a client-side navigation, no document loaded. */
async function followHeaderLink(page: Page, pagePath: string): Promise<void> {
  await page.locator(`header a[href="${pagePath}"]`).first().click();
  await page.waitForURL(new URL(pagePath, BASE_URL).href);
}

const marketingHeading = (page: Page, module: string) =>
  page.locator(`[data-remote="marketing"][data-module="${module}"] h1`);

describe('a remote that changes a translation on its own', () => {
  it('serves the new Hindi words from the server, and a tab opened before says them at its next navigation', async () => {
    expect(NEW_HINDI_HEADING).not.toBe(HINDI_HEADING);
    const openTab = await browser.newPage();
    await openTab.goto('/hi/about');
    expect(await marketingHeading(openTab, './AboutPage').textContent()).toBe(HINDI_HEADING);
    await markWindow(openTab);
    expect(await serverHeading('/hi/about')).toBe(HINDI_HEADING);
    const hostStarts = await appServerStarts('host');

    marketing.deploy(releaseWithNewWords);
    await expect
      .poll(() => serverHeading('/hi/about'), { timeout: DEPLOY_SETTLES_MS, interval: 100 })
      .toBe(NEW_HINDI_HEADING);
    // Only the Hindi message changed: English and Gujarati say what they said.
    expect(await serverHeading('/about')).toBe(ENGLISH_HEADING);
    expect(await serverHeading('/gu/about')).toBe(GUJARATI_HEADING);
    // Neither rebuilt nor restarted: the host's server that started with the suite answered all of this.
    expect(await appServerStarts('host')).toBe(hostStarts);

    // The tab still holds the words it was served with, until it navigates to one of the remote's pages.
    expect(await marketingHeading(openTab, './AboutPage').textContent()).toBe(HINDI_HEADING);
    await followHeaderLink(openTab, '/hi');
    await marketingHeading(openTab, './HomePage').waitFor();
    await followHeaderLink(openTab, '/hi/about');
    await expect
      .poll(() => marketingHeading(openTab, './AboutPage').textContent(), { timeout: DEPLOY_SETTLES_MS })
      .toBe(NEW_HINDI_HEADING);
    expect(await windowStillMarked(openTab)).toBe(true);
    expect(await openTab.locator('[data-remote-fallback]').count()).toBe(0);

    // A visitor arriving now is served the new words and keeps them once the page is live.
    const visitor = await browser.newPage();
    await visitor.goto('/hi/about');
    expect(await marketingHeading(visitor, './AboutPage').textContent()).toBe(NEW_HINDI_HEADING);
    expect(browser.pageErrors).toEqual([]);
  });
});
