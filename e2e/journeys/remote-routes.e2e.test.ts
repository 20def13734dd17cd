import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTitle } from '@site/contract';
import { appInfo, REPO_ROOT } from '../../tools/apps';
import { MOBILE, useBrowser } from '../support/browser';
import { BASE_URL } from '../support/environment';
import { type AddedPage, buildRouteRelease } from '../support/releases';
import { useRemoteDeployment } from '../support/remote-deployment';
import { appServerStarts } from '../support/servers';

/**
 * The marketing team ships pages alone: a release of its remote adds a page and retitles another, a
 * later one removes the page again. The host is neither rebuilt nor restarted; its rendering server
 * reads the remote's routes again by itself (every SSR_REVALIDATE_MS), and a tab opened before the
 * release reads them on its next navigation to a path it does not know.
 */
const browser = useBrowser();

const RELEASE_NOTES = {
  path: '/release-notes',
  module: './ReleaseNotesPage',
  title: 'Release Notes',
  description: 'What changed on the Suvasa website, release by release.',
  heading: 'What is new',
  text: 'This page shipped with the marketing remote alone.',
} as const satisfies AddedPage;
const ABOUT_TITLE = 'About Us';
const NEW_ABOUT_TITLE = 'About Suvasa';
const NOT_FOUND_HEADING = 'Page Not Found';
/** The host's rendering server reads a remote's routes again within SSR_REVALIDATE_MS (250 ms here): room for a busy machine. */
const DEPLOY_SETTLES_MS = 10_000;

const marketing = useRemoteDeployment('marketing');
/** The new page, and /about retitled. */
const releaseWithPage = marketing.inWorkDir('release-2');
/** /about still retitled, the new page gone. */
const releaseWithoutPage = marketing.inWorkDir('release-3');

beforeAll(async () => {
  const titles = { '/about': NEW_ABOUT_TITLE };
  await buildRouteRelease('marketing', releaseWithPage, marketing.inWorkDir('build-2'), {
    addPage: RELEASE_NOTES,
    titles,
  });
  await buildRouteRelease('marketing', releaseWithoutPage, marketing.inWorkDir('build-3'), { titles });
  // Release 1 is the remote's own build.
  await marketing.serve(path.join(REPO_ROOT, appInfo('marketing').dir, 'dist'));
}, 300_000);

interface ServerPage {
  status: number;
  title: string | null;
  /** The text of the page's first h1 as the server rendered it. */
  heading: string | null;
  html: string;
}

/** What the host's server answers for `url` now. */
async function serverPage(url: string): Promise<ServerPage> {
  const response = await fetch(new URL(url, BASE_URL));
  const html = await response.text();
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
    html,
  };
}

const sitemap = async () => (await fetch(new URL('/sitemap.xml', BASE_URL))).text();
const sitemapEntry = (pagePath: string) => `<loc>${BASE_URL}${pagePath}</loc>`;

/** Marks the page's window: still marked later means the document was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
}
const windowStillMarked = (page: Page) => page.evaluate(() => 'loadedOnce' in window);

/**
 * A client-side navigation in the open tab, as a link of the app makes one: the router sees the new
 * location without the document being loaded again.
 */
async function navigateInTab(page: Page, pagePath: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, pagePath);
}

const remotePage = (page: Page, module: string) => page.locator(`[data-remote="marketing"][data-module="${module}"]`);

describe('a remote that adds, retitles and removes pages on its own', () => {
  it('serves the new page from the server, lists it, retitles /about, and opens it in a tab opened before', async () => {
    const openTab = await browser.newPage();
    await openTab.goto('/about');
    await remotePage(openTab, './AboutPage').locator('h1').waitFor();
    expect(await openTab.title()).toBe(documentTitle(ABOUT_TITLE));
    await markWindow(openTab);

    expect((await serverPage(RELEASE_NOTES.path)).status).toBe(404);
    expect(await sitemap()).not.toContain(sitemapEntry(RELEASE_NOTES.path));
    const hostStarts = await appServerStarts('host');

    marketing.deploy(releaseWithPage);
    await expect
      .poll(
        async () => {
          const { status, heading } = await serverPage(RELEASE_NOTES.path);
          return { status, heading };
        },
        { timeout: DEPLOY_SETTLES_MS, interval: 100 },
      )
      .toEqual({ status: 200, heading: RELEASE_NOTES.heading });
    const newPage = await serverPage(RELEASE_NOTES.path);
    expect(newPage.title).toBe(documentTitle(RELEASE_NOTES.title));
    expect(newPage.html).toContain(RELEASE_NOTES.text);
    expect(newPage.html).toContain(`content="${RELEASE_NOTES.description}"`);
    expect(await sitemap()).toContain(sitemapEntry(RELEASE_NOTES.path));
    expect((await serverPage('/about')).title).toBe(documentTitle(NEW_ABOUT_TITLE));
    // Neither rebuilt nor restarted: the host's server that started with the suite answered all of this.
    expect(await appServerStarts('host')).toBe(hostStarts);

    // The tab loaded before the release knows nothing of the page: its next navigation reads the routes.
    await navigateInTab(openTab, RELEASE_NOTES.path);
    const heading = remotePage(openTab, RELEASE_NOTES.module).locator('h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe(RELEASE_NOTES.heading);
    await expect.poll(() => openTab.title()).toBe(documentTitle(RELEASE_NOTES.title));
    expect(await windowStillMarked(openTab)).toBe(true);
    expect(await openTab.locator('[data-remote-fallback]').count()).toBe(0);

    // A visitor arriving now sees /about's new title, also once the page is live.
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    await remotePage(visitor, './AboutPage').locator('h1').waitFor();
    expect(await visitor.title()).toBe(documentTitle(NEW_ABOUT_TITLE));
    expect(browser.pageErrors).toEqual([]);
  });

  it('renders the new page on a phone, live after hydration', async () => {
    const phone = await browser.newPage(MOBILE);
    const response = await phone.goto(RELEASE_NOTES.path);
    expect(response?.status()).toBe(200);
    const heading = remotePage(phone, RELEASE_NOTES.module).getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(RELEASE_NOTES.heading);
    expect(await phone.title()).toBe(documentTitle(RELEASE_NOTES.title));
    // Nothing wider than the phone's screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(browser.pageErrors).toEqual([]);
  });

  it('answers 404 with the not-found page once a release removes the page, also in a tab that knew it', async () => {
    // This tab's routes, from release 2's HTML, still name the page.
    const openTab = await browser.newPage();
    await openTab.goto('/about');
    await remotePage(openTab, './AboutPage').locator('h1').waitFor();
    await markWindow(openTab);
    const hostStarts = await appServerStarts('host');

    marketing.deploy(releaseWithoutPage);
    await expect
      .poll(async () => (await serverPage(RELEASE_NOTES.path)).status, { timeout: DEPLOY_SETTLES_MS, interval: 100 })
      .toBe(404);
    const removed = await serverPage(RELEASE_NOTES.path);
    expect(removed.heading).toBe(NOT_FOUND_HEADING);
    expect(removed.title).toBe(documentTitle(NOT_FOUND_HEADING));
    expect(removed.html).not.toContain(RELEASE_NOTES.text);
    expect(await sitemap()).not.toContain(sitemapEntry(RELEASE_NOTES.path));
    // Release 3 is served, not release 1 again: /about keeps its new title.
    expect((await serverPage('/about')).title).toBe(documentTitle(NEW_ABOUT_TITLE));
    expect(await appServerStarts('host')).toBe(hostStarts);

    await navigateInTab(openTab, RELEASE_NOTES.path);
    await expect
      .poll(() => openTab.getByRole('heading', { level: 1 }).textContent(), { timeout: DEPLOY_SETTLES_MS })
      .toBe(NOT_FOUND_HEADING);
    await expect.poll(() => openTab.title()).toBe(documentTitle(NOT_FOUND_HEADING));
    expect(await openTab.getByText(RELEASE_NOTES.text).count()).toBe(0);
    expect(await windowStillMarked(openTab)).toBe(true);
    expect(browser.pageErrors).toEqual([]);

    // A fresh visit is the same not-found page, live after hydration.
    const visitor = await browser.newPage();
    const response = await visitor.goto(RELEASE_NOTES.path);
    expect(response?.status()).toBe(404);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(NOT_FOUND_HEADING);
    expect(browser.pageErrors).toEqual([]);
  });
});
