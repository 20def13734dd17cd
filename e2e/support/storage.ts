import type { BrowserContext, Page } from 'playwright-core';
import { EXAMPLES, exampleOrigin } from '../../tools/apps';
import { API_URL, BASE_URL, REMOTE_URLS } from './environment';

/** Every origin a journey's page keeps anything on: the apps, the API and the examples that embed the sign-up. */
const STORAGE_ORIGINS = [BASE_URL, API_URL, ...Object.values(REMOTE_URLS), ...EXAMPLES.map(exampleOrigin)];

/**
 * A used context's storage emptied for the next test: its cookies, and every origin's local storage, IndexedDB,
 * service workers and caches (session storage is the tab's own). Its HTTP cache and compiled scripts stay.
 */
export async function clearStorage(
  context: BrowserContext,
  page: Page,
  origins: readonly string[] = STORAGE_ORIGINS,
): Promise<void> {
  await context.clearCookies();
  const session = await context.newCDPSession(page);
  try {
    for (const origin of origins)
      await session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
      });
  } finally {
    await session.detach();
  }
}
