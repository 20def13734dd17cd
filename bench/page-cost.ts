/**
 * What a page of the e2e journeys costs the machine, in CPU seconds read from /proc: a new tab before it loads
 * anything, a first load of a page of the site in a fresh context (nothing cached), the next page in the same
 * tab, and a new tab loading that first page in the same context after its storage is emptied (the site's scripts
 * cached and compiled: how `e2e/support/browser.ts` opens a test's first page). The journeys are paid in these
 * units: the suite is as fast as the tabs it opens and the pages it loads.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { clearStorage } from '../e2e/support/storage';
import { waitForHydration } from '../e2e/support/hydration';
import { median } from './support';

/** Linux counts CPU time in ticks of USER_HZ, 100 a second. */
const TICKS_PER_SECOND = 100;

/** CPU seconds the whole machine has spent busy since it started. */
function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** CPU seconds a process has spent, user and system. */
function processSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export interface PageCost {
  kind: 'new tab' | 'first load' | 'next page' | 'new tab and load, used context';
  /** The machine's CPU seconds over the step: Chromium, the servers and anything else running. */
  machineSeconds: number;
  /** The site's servers (this process's static and rendering servers, and the API) over the step. */
  serverSeconds: number;
}

/** The page is live: the shell and every server-rendered page hydrated, and the network quiet. */
async function loadLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Medians over `runs` rounds of each step, against `site` served by this process and the API process `apiPid`
 * (`origins`: every origin of the site, the API's included). Each round opens a tab in a fresh context, loads
 * the first path in it, then the next, then empties the context's storage and loads the first path in a new tab.
 */
export async function measurePageCost(
  browser: Browser,
  site: string,
  origins: readonly string[],
  paths: readonly [string, string],
  apiPid: number,
  runs: number,
): Promise<PageCost[]> {
  const serverSeconds = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6 + processSeconds(apiPid);
  };
  const costs: Record<PageCost['kind'], { machine: number[]; servers: number[] }> = {
    'new tab': { machine: [], servers: [] },
    'first load': { machine: [], servers: [] },
    'next page': { machine: [], servers: [] },
    'new tab and load, used context': { machine: [], servers: [] },
  };
  const step = async (kind: PageCost['kind'], action: () => Promise<unknown>) => {
    const [machineBefore, serversBefore] = [machineBusySeconds(), serverSeconds()];
    await action();
    costs[kind].machine.push(machineBusySeconds() - machineBefore);
    costs[kind].servers.push(serverSeconds() - serversBefore);
  };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    let page: Page | undefined;
    await step('new tab', async () => {
      page = await context.newPage();
      await page.goto('about:blank');
    });
    await step('first load', () => loadLive(page!, `${site}${paths[0]}`));
    await step('next page', () => loadLive(page!, `${site}${paths[1]}`));
    await step('new tab and load, used context', async () => {
      const next = await context.newPage();
      await clearStorage(context, next, origins);
      await page!.close();
      await loadLive(next, `${site}${paths[0]}`);
    });
    await context.close();
  }
  const round = (seconds: number) => Number(seconds.toFixed(2));
  return (Object.keys(costs) as PageCost['kind'][]).map((kind) => ({
    kind,
    machineSeconds: round(median(costs[kind].machine)),
    serverSeconds: round(median(costs[kind].servers)),
  }));
}
