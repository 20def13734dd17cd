import type { Page } from 'playwright-core';

/** The shell, and every page the server rendered, are live (hydrated): see `data-hydrated` in the host. */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        !document.querySelector('[data-remote]:not([data-hydrated])'),
      undefined,
      { timeout },
    )
    // A page that never hydrates (its remote is down, the host could not start) is the test's to judge.
    .catch(() => undefined);
}
