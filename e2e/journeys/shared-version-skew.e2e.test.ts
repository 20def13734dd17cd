import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../tools/apps';
import { useBrowser } from '../support/browser';
import { BASE_URL } from '../support/environment';
import { buildMarkedRelease, RELEASE_ATTRIBUTE } from '../support/releases';
import { useRemoteDeployment } from '../support/remote-deployment';

/**
 * The inquiry team deploys a release built against a newer `@site/state` than the host deployed now
 * provides (a new export it uses, say), before the host's release: its pages must never run with the
 * host's older copy, on the server or in the browser; they say this part is being updated, and every
 * other page keeps working (docs/decisions/0012-shared-packages-by-role.md).
 */
const browser = useBrowser();
const UPDATE_HEADING = 'This part of the site is being updated';

/** The version of `@site/state` the host's build provides (its federation manifest). */
function hostStateVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const state = manifest.shared.find((shared) => shared.name === '@site/state');
  if (!state) throw new Error('the host provides no @site/state');
  return state.version;
}

const inquiry = useRemoteDeployment('inquiry');
let newer: string;

beforeAll(async () => {
  const [major, minor] = hostStateVersion().split('.').map(Number) as [number, number];
  newer = `${major}.${minor + 1}.0`;
  const release = inquiry.inWorkDir('release');
  await buildMarkedRelease('inquiry', 'S', release, inquiry.inWorkDir('build'), {
    singletonVersions: { '@site/state': newer, '@site/state/api': newer },
  });
  await inquiry.serve(release);
}, 240_000);

const html = async (url: string) => (await fetch(new URL(url, BASE_URL))).text();

/** Moves the open page's router to `url` without a reload (the header has no link to every page). */
async function navigateInPage(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

describe('a remote built against a newer shared singleton than the host provides', () => {
  it('is left out of the server HTML (the shell), while every other page is rendered there', async () => {
    // The host's rendering server meets the new release within its revalidation period (250 ms here).
    await expect
      .poll(async () => (await html('/contact')).includes('data-remote="inquiry"'), { timeout: 10_000, interval: 100 })
      .toBe(false);
    for (const url of ['/contact', '/partner']) {
      const body = await html(url);
      expect(body).toContain('<header');
      expect(body).not.toContain('data-remote="inquiry"');
      expect(body).not.toContain(`${RELEASE_ATTRIBUTE}="S"`);
    }
    expect(await html('/about')).toContain('data-remote="marketing"');
    expect(await html('/login')).toContain('data-remote="auth"');
  });

  it('shows the fallback that says so in the browser, never the page, and the other remotes keep working', async () => {
    const page = await browser.newPage();
    await page.goto('/contact');
    const fallback = page.locator('[data-remote-fallback="inquiry"]');
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-fallback-reason')).toBe('update');
    expect(await fallback.locator('h2').textContent()).toBe(UPDATE_HEADING);
    expect(await fallback.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await page.locator(`[${RELEASE_ATTRIBUTE}="S"]`).count()).toBe(0);
    expect(await page.locator('[data-remote="inquiry"]').count()).toBe(0);

    // The other remotes, in the same page: the login page uses @site/state/api, which the refused remote
    // also brought, at its newer version.
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'ABOUT US' }).click();
    await page.locator('[data-remote="marketing"] h1').waitFor();
    await navigateInPage(page, '/login');
    await page.locator('[data-remote="auth"] h1').waitFor();
    await navigateInPage(page, '/partner');
    await page.locator('[data-remote-fallback="inquiry"][data-fallback-reason="update"]').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();
    await page.locator('[data-remote="marketing"] h1').waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the remote out of a page that first loads another remote, which then shares its copies', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.locator('[data-remote="auth"] h1').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    await page.locator('[data-remote-fallback="inquiry"][data-fallback-reason="update"]').waitFor();
    expect(await page.locator(`[${RELEASE_ATTRIBUTE}="S"]`).count()).toBe(0);
    await navigateInPage(page, '/sign-up');
    await page.locator('[data-remote="auth"] h1').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
