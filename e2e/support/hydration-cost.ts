import type { Browser } from 'playwright-core';

/**
 * What a page costs a phone before it answers a tap, measured in Chromium without throttling and scaled as
 * Lighthouse's mobile run slows the CPU down. Each main-thread task is counted by its thread CPU time (the
 * trace's `tdur`), not its wall time: other work on a shared machine then moves the figure little, where it
 * triples Lighthouse's own Total Blocking Time. Machine kinds and Chromium builds differ several times over in
 * that CPU time for the same page, so each task is first divided by how much slower than the budgets' machine
 * this one ran a reference page (`MachineSpeed`).
 */
export interface HydrationCost {
  /** The page's address as opened. */
  url: string;
  /**
   * The sum over the main thread's tasks, page start to hydrated, of max(0, 4 × CPU − 50 ms), each task's CPU
   * as the budgets' machine would have spent it.
   */
  blockingMs: number;
  /** The main thread's CPU time over the same tasks, as spent on this machine. */
  cpuMs: number;
  /** The tasks that block, longest first: when each started (ms after the first) and its CPU time here. */
  longTasks: { startMs: number; cpuMs: number }[];
  /** Every script the page loaded until its network was quiet, bytes as sent (compressed, on the wire: body and headers). */
  scriptBytes: number;
  scripts: { url: string; bytes: number }[];
}

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
/** A task blocks input for what it lasts beyond this (Total Blocking Time's definition). */
export const LONG_TASK_MS = 50;

/** What one task of `cpuMs` of thread time (on the budgets' machine) blocks on a phone `CPU_SLOWDOWN` times slower. */
export const blockingOf = (cpuMs: number): number => Math.max(0, CPU_SLOWDOWN * cpuMs - LONG_TASK_MS);

/** The user-timing mark the page makes when it is hydrated, read back from the trace. */
const HYDRATED_MARK = 'site-cost:hydrated';

/**
 * Runs in the page before its own scripts: marks the moment the shell and every page the server rendered are
 * live (`data-hydrated`, as `waitForHydration` waits for), so the trace says where hydration ended, and says so
 * on the console, where the test waits for it (with the console's own function, kept before the site's hardening
 * silences it). `waitForFunction` would run Playwright's own script in the page while it is traced, and count it
 * as the page's: a task of 12-14 ms of CPU on a slow machine, then a call every frame until the page is hydrated.
 * Source text, not a function: the test runner's transform would add helpers to a function that the page lacks.
 */
const MARK_WHEN_HYDRATED = `{
  const say = console.debug.bind(console);
  const hydrated = () =>
    document.documentElement.hasAttribute('data-hydrated') &&
    !document.querySelector('[data-remote]:not([data-hydrated])');
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    performance.mark('${HYDRATED_MARK}');
    say('${HYDRATED_MARK}');
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}`;

/** The fields of a Chrome trace event read here (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { processId?: number; isOutermostMainFrame?: boolean; url?: string } };
}

/** The renderer's main thread that ran the page (a navigation may move the tab to another process). */
function pageMainThread(events: readonly TraceEvent[], url: string): { pid: number; tid: number } {
  const commits = events.filter(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.isOutermostMainFrame,
  );
  const commit = commits.filter((event) => event.args?.data?.url === url).at(-1) ?? commits.at(-1);
  const pid = commit?.args?.data?.processId;
  const thread = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  );
  if (pid === undefined || !thread) throw new Error(`the trace of ${url} names no renderer main thread for the page`);
  return { pid, tid: thread.tid };
}

/** Per-task thread CPU and start, page start to the hydrated mark, from a Chrome trace of the page's load. */
export function mainThreadTasks(events: readonly TraceEvent[], url: string): { startUs: number; cpuMs: number }[] {
  const { pid, tid } = pageMainThread(events, url);
  const mark = events.find((event) => event.pid === pid && event.name === HYDRATED_MARK);
  if (!mark) throw new Error(`${url} was not hydrated while traced`);
  return events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.name === 'RunTask' && event.ph === 'X' && event.ts <= mark.ts,
    )
    .map((event) => ({ startUs: event.ts, cpuMs: (event.tdur ?? 0) / 1000 }));
}

/**
 * How this machine's Chromium compares with the one the budgets were set on: a reference page's CPU time here
 * over its CPU time there. 2 means a task here takes twice the CPU it took there.
 */
export interface MachineSpeed {
  referenceCpuMs: number;
  slowdown: number;
}

/** The budgets' machine itself: figures taken as they are. */
export const SAME_MACHINE: MachineSpeed = { referenceCpuMs: 0, slowdown: 1 };

/**
 * Measures the reference page at `referenceUrl` (least CPU of `loads` loads, as other work only adds to it)
 * against `referenceCpuMsThere`, its CPU time on the budgets' machine.
 */
export async function measureMachineSpeed(
  browser: Browser,
  referenceUrl: string,
  referenceCpuMsThere: number,
  loads = 5,
): Promise<MachineSpeed> {
  let least = Infinity;
  for (let load = 0; load < loads; load += 1)
    least = Math.min(least, (await measureHydrationCost(browser, referenceUrl)).cpuMs);
  return { referenceCpuMs: least, slowdown: least / referenceCpuMsThere };
}

/**
 * Opens `url` in a new context of `browser` (nothing cached: a visitor's first visit) and measures what it costs
 * up to hydrated, its tasks' CPU divided by `speed.slowdown`. The page must set `data-hydrated` as the host
 * does, within `timeoutMs`.
 */
export async function measureHydrationCost(
  browser: Browser,
  url: string,
  speed: MachineSpeed = SAME_MACHINE,
  timeoutMs = 30_000,
): Promise<HydrationCost> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(MARK_WHEN_HYDRATED);
    const scriptSizes: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scriptSizes.push(
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })),
      );
    });
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    let trace: Buffer;
    try {
      const hydrated = page.waitForEvent('console', {
        predicate: (message) => message.text() === HYDRATED_MARK,
        timeout: timeoutMs,
      });
      await Promise.all([hydrated, page.goto(url)]);
    } finally {
      trace = await browser.stopTracing();
    }
    await page.waitForLoadState('networkidle');
    const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(parsed.traceEvents, url);
    const firstUs = tasks[0]?.startUs ?? 0;
    const scripts = await Promise.all(scriptSizes);
    const blockingOfTask = (task: { cpuMs: number }) => blockingOf(task.cpuMs / speed.slowdown);
    return {
      url,
      blockingMs: Math.round(tasks.reduce((sum, task) => sum + blockingOfTask(task), 0)),
      cpuMs: Math.round(tasks.reduce((sum, task) => sum + task.cpuMs, 0)),
      longTasks: tasks
        .filter((task) => blockingOfTask(task) > 0)
        .sort((a, b) => b.cpuMs - a.cpuMs)
        .map((task) => ({ startMs: Math.round((task.startUs - firstUs) / 1000), cpuMs: Math.round(task.cpuMs) })),
      scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts,
    };
  } finally {
    await context.close();
  }
}

/** A page's allowance: the most blocking time and script bytes it may cost before `npm test` fails. */
export interface HydrationBudget {
  blockingMs: number;
  scriptBytes: number;
}

/**
 * The budget of a page from what it costs today: half as much blocking again (at least 50 ms more, so a page
 * that blocks little is not failed by a task that crosses the line), and 10 KB more script.
 */
export function budgetFrom(today: HydrationBudget): HydrationBudget {
  return {
    blockingMs: Math.max(Math.round(1.5 * today.blockingMs), today.blockingMs + LONG_TASK_MS),
    scriptBytes: today.scriptBytes + 10 * 1024,
  };
}

/** What of `cost` passes `budget`, in words; empty when it is within it. */
export function overBudget(cost: Pick<HydrationCost, 'blockingMs' | 'scriptBytes'>, budget: HydrationBudget): string[] {
  const problems: string[] = [];
  if (cost.blockingMs > budget.blockingMs)
    problems.push(`blocks ${cost.blockingMs} ms, over its budget of ${budget.blockingMs} ms`);
  if (cost.scriptBytes > budget.scriptBytes)
    problems.push(
      `loads ${kilobytes(cost.scriptBytes)} of script, over its budget of ${kilobytes(budget.scriptBytes)}`,
    );
  return problems;
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Measures `url` against `budget`. Other work on the machine can only add to a page's CPU time, never take from
 * it, so a page over its budget is measured again, up to `attempts` times in all, and judged by its least
 * figures: a real regression is over every time.
 */
export async function measureAgainstBudget(
  browser: Browser,
  url: string,
  budget: HydrationBudget,
  speed: MachineSpeed = SAME_MACHINE,
  attempts = 5,
): Promise<{ cost: HydrationCost; problems: string[]; attempts: number }> {
  let least = await measureHydrationCost(browser, url, speed);
  let made = 1;
  while (overBudget(least, budget).length > 0 && made < attempts) {
    const next = await measureHydrationCost(browser, url, speed);
    made += 1;
    least = {
      ...(next.blockingMs < least.blockingMs ? next : least),
      ...(next.scriptBytes < least.scriptBytes ? { scriptBytes: next.scriptBytes, scripts: next.scripts } : {}),
    };
  }
  return { cost: least, problems: overBudget(least, budget), attempts: made };
}
