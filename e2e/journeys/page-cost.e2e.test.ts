import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '../../tools/summary-reporter';
import {
  BROWSER_UI_FEATURES,
  browserCommandLine,
  launchChromium,
  playwrightDisabledFeatures,
} from '../support/chromium';
import { BASE_URL } from '../support/environment';
import {
  budgetFrom,
  type HydrationBudget,
  type HydrationCost,
  kilobytes,
  type MachineSpeed,
  measureAgainstBudget,
  measureHydrationCost,
  measureMachineSpeed,
  overBudget,
} from '../support/hydration-cost';
import { referencePage } from '../support/reference-page';

/**
 * What each public page costs a phone before it answers a tap (`e2e/support/hydration-cost.ts`), against
 * budgets from its figures today (`budgetFrom`): a regression like a page hydrating with the query library,
 * the API client and the contract's schemas it does not need fails here, where Lighthouse (`npm run bench:web`)
 * only reports it. Figures are in the terms of a machine whose Chromium runs the reference page
 * (`e2e/support/reference-page.ts`) in `REFERENCE_CPU_MS` of CPU: this run's machine is measured on that page
 * first, and its pages' tasks are divided by how much slower it was. Today's figures: the most each page read
 * in runs on a 2-core machine at load averages of 5 to 11 (docs/decisions/0022-hydration-cost.md).
 */
const REFERENCE_CPU_MS = 100;
const KB = 1024;
const PAGES: { name: string; path: string; today: HydrationBudget }[] = [
  { name: 'home', path: '/', today: { blockingMs: 120, scriptBytes: 258.6 * KB } },
  { name: 'product', path: '/product-details/suvasa-4g-24', today: { blockingMs: 125, scriptBytes: 263.6 * KB } },
  { name: 'partner', path: '/partner', today: { blockingMs: 70, scriptBytes: 270.5 * KB } },
  { name: 'about', path: '/about', today: { blockingMs: 100, scriptBytes: 252.9 * KB } },
  { name: 'products', path: '/products', today: { blockingMs: 135, scriptBytes: 259.2 * KB } },
];

let browser: Browser;
let server: Server;
let origin: string;
let speed: MachineSpeed;
beforeAll(async () => {
  browser = await launchChromium();
  const files = { ...regressionPages(), ...referencePage('/reference/') };
  server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    const body = gzipSync(file.body);
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  speed = await measureMachineSpeed(browser, `${origin}/reference/`, REFERENCE_CPU_MS);
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const figures = (cost: HydrationCost) =>
  `${cost.blockingMs} ms blocking (${cost.cpuMs} ms of CPU here), ${kilobytes(cost.scriptBytes)} of script`;

describe('what each public page costs before it answers a tap', () => {
  it.for(PAGES)('$name ($path) stays within its budget', async ({ name, path, today }, { annotate }) => {
    // The server's reads of the page made once before, as a visitor after the first finds them.
    await (await fetch(`${BASE_URL}${path}`)).text();
    const budget = budgetFrom(today);
    const { cost, problems, attempts } = await measureAgainstBudget(browser, `${BASE_URL}${path}`, budget, speed);
    await annotate(
      `${name.padEnd(8)} ${figures(cost)}; budget ${budget.blockingMs} ms, ${kilobytes(budget.scriptBytes)}` +
        (attempts > 1 ? `; least of ${attempts} loads` : '') +
        `; reference page ${speed.referenceCpuMs} ms of CPU here (${speed.slowdown.toFixed(2)}× ${REFERENCE_CPU_MS} ms)`,
      FIGURES,
    );
    expect(problems, `${path}: ${problems.join('; ')}. Its long tasks: ${JSON.stringify(cost.longTasks)}`).toEqual([]);
  });
});

/** Pages of our own, served compressed as the site's are: one that hydrates, and the same given a regression. */
function regressionPages(): Record<string, { type: string; body: string }> {
  const hydrate = "document.documentElement.setAttribute('data-hydrated', '');";
  const page = (scripts: string[]) => ({
    type: 'text/html',
    body: `<!doctype html><html><head><title>A page</title>${scripts
      .map((src) => `<script src="${src}" defer></script>`)
      .join('')}</head><body><h1>A page</h1></body></html>`,
  });
  // A few KB of script that renders a little, as a page's own code would.
  const app = `for (let row = 0; row < 200; row += 1) { const p = document.createElement('p'); p.textContent = 'Row ' + row; document.body.append(p); }\n${hydrate}`;
  return {
    '/': page(['/app.js']),
    '/long-task': page(['/task.js', '/app.js']),
    '/more-script': page(['/extra.js', '/app.js']),
    '/app.js': { type: 'text/javascript', body: app },
    // One task of at least 200 ms of CPU: 5 × 10⁷ additions, which the fastest of our machines runs in 200 ms.
    // Counted in work, not in wall time, since a loaded machine gives a 200 ms wait only a part of its CPU.
    '/task.js': {
      type: 'text/javascript',
      body: 'let sum = 0; for (let i = 0; i < 5e7; i += 1) sum += i; window.sum = sum;',
    },
    // 50 KB on the wire: random text does not compress.
    '/extra.js': {
      type: 'text/javascript',
      body: `window.extra = '${randomBytes(50 * 1024).toString('base64')}';`,
    },
  };
}

describe('the budget guard', () => {
  it('fails a page given a 200 ms task or 50 KB more script, and passes it as it was', async () => {
    // Its least of three loads, as a page's figures today are the least of several runs.
    const loads = [];
    for (let load = 0; load < 3; load += 1) loads.push(await measureHydrationCost(browser, `${origin}/`));
    const today = loads.reduce((least, load) => (load.blockingMs < least.blockingMs ? load : least));
    const budget = budgetFrom(today);

    const same = await measureAgainstBudget(browser, `${origin}/`, budget);
    expect(same.problems).toEqual([]);

    const longTask = await measureAgainstBudget(browser, `${origin}/long-task`, budget);
    expect(longTask.problems).toEqual([expect.stringMatching(/^blocks \d+ ms, over its budget of \d+ ms$/)]);
    expect(longTask.attempts).toBe(5);

    const moreScript = await measureAgainstBudget(browser, `${origin}/more-script`, budget);
    expect(overBudget({ ...moreScript.cost, blockingMs: 0 }, budget)).toEqual([
      expect.stringMatching(/^loads [\d.]+ KB of script, over its budget of [\d.]+ KB$/),
    ]);
    expect(moreScript.cost.scriptBytes - today.scriptBytes).toBeGreaterThanOrEqual(50 * 1024);
  });
});

describe('the browser the pages are measured in', () => {
  it("builds no browser UI beside the page, and keeps Playwright's own disabled features", async () => {
    const context = await browser.newContext();
    try {
      await (await context.newPage()).goto(`${origin}/`);
      const session = await browser.newBrowserCDPSession();
      // An empty filter entry lists every kind of target, the browser's own UI among them.
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      await session.detach();
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
    } finally {
      await context.close();
    }

    const featuresOf = (flag: string | undefined) => flag?.slice('--disable-features='.length).split(',') ?? [];
    const disabled = (await browserCommandLine(browser)).filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(featuresOf(disabled[0])).toEqual(
      expect.arrayContaining([...featuresOf(await playwrightDisabledFeatures()), ...BROWSER_UI_FEATURES]),
    );
  });
});
