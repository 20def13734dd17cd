import type { Page, Request } from 'playwright-core';
import { waitForHydration } from './hydration';

/**
 * How long no request may be in flight for a page's reads to count as done: they start together, as the page
 * goes live. Playwright's `networkidle` waits 500 ms after the last one, on every load of a sweep.
 */
const QUIET_MS = 150;

interface RequestTracker {
  inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

/** Follows the requests of `page` and its frames from now on, for `waitForSettledPage`. */
export function followRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: RequestTracker = { inFlight: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  };
  // A redirect finishes its request and starts another; a request cut off by the next navigation fails.
  const ended = (request: Request) => {
    tracker.inFlight.delete(request);
    tracker.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trackers.set(page, tracker);
}

async function networkQuiet(page: Page, timeout: number): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('call followRequests(page) before the page loads');
  const deadline = Date.now() + timeout;
  while (tracker.inFlight.size > 0 || Date.now() - tracker.lastChange < QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = [...tracker.inFlight].map((request) => request.url());
      throw new Error(`requests still in flight after ${timeout} ms: ${pending.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The page as a visitor meets it once it is ready: live (hydrated), its reads done (no request in flight for a
 * moment) and the loading overlay, which covers everything while they run, gone. `followRequests(page)` first.
 */
export async function waitForSettledPage(page: Page, timeout = 15_000): Promise<void> {
  await waitForHydration(page, timeout);
  await networkQuiet(page, timeout);
  await page.getByRole('status', { name: 'Loading', exact: true }).waitFor({ state: 'hidden', timeout });
}
