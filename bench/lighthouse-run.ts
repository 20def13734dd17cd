/**
 * One Lighthouse run of a page for `npm run bench:web` (mobile defaults), read into the figures the bench keeps,
 * with what is worth fixing; and the medians of a page's runs.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, CHROMIUM_PATH, withDisabledFeatures } from '../e2e/support/chromium';
import { mainThreadBlocking } from './main-thread';
import { median } from './support';

export interface PageRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, bytes on the wire (brotli, as Chromium asks for it). */
  jsTransferBytes: number;
  /** Scripts whose download ended before the observed first contentful paint, gzip -6 of their bodies (the nginx level). */
  jsBeforeFirstPaintGzipBytes: number;
  scriptsBeforeFirstPaint: number;
  /**
   * Lighthouse's measure of this machine's speed as the run began (`environment.benchmarkIndex`, higher is
   * faster): the simulation multiplies this machine's task times, so sittings compare only at similar indexes.
   */
  benchmarkIndex: number;
  /** The blocking time of the main thread's tasks after the first paint, from their CPU time (main-thread.ts). */
  cpuTbtMs: number;
  /** The same from their wall time: Lighthouse's TBT before its simulation, to check the two track each other. */
  wallTbtMs: number;
}

/** What a run found worth fixing, kept from the last run of each page: the scripts before first paint, the LCP element, what shifted. */
export interface Findings {
  scripts: { url: string; gzipBytes: number }[];
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
}

interface NodeDetails {
  type?: string;
  selector?: string;
  snippet?: string;
}

/** The elements named in an audit's table (LCP element, layout shifts), as `selector  <snippet>`. */
function auditElements(details: unknown): { element: string; score: number }[] {
  const items =
    (details as { items?: { node?: NodeDetails; score?: number; items?: { node?: NodeDetails }[] }[] } | undefined)
      ?.items ?? [];
  // The LCP-element audit nests its table one level down.
  const rows = items.flatMap((item) => (item.items ? item.items : [item])) as { node?: NodeDetails; score?: number }[];
  return rows
    .filter((row) => row.node?.type === 'node')
    .map((row) => ({
      element: `${row.node?.selector ?? ''}  ${(row.node?.snippet ?? '').slice(0, 120)}`,
      score: Number((row.score ?? 0).toFixed(3)),
    }));
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

const gzipSizes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 6 }).length;
  gzipSizes.set(url, size);
  return size;
}

/**
 * Lighthouse's mobile CPU slowdown, 4 unless `BENCH_CPU_SLOWDOWN` says otherwise: on a machine much faster than
 * the slow kind, a larger one reads what a slower phone would (the simulation multiplies each task's time here).
 */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/** The Chromium Lighthouse drives: chrome-launcher's flags and the journeys', with no browser UI beside the page. */
export function launchChromeForLighthouse(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      ...withDisabledFeatures(chromeLauncher.Launcher.defaultFlags(), BROWSER_UI_FEATURES),
      ...CHROMIUM_ARGS,
    ],
    ignoreDefaultFlags: true,
  });
}

export async function lighthouseRun(url: string, port: number): Promise<PageRun & { findings: Findings }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const blocking = mainThreadBlocking(artifacts.Trace.traceEvents, CPU_SLOWDOWN);
  if (!blocking) throw new Error(`Lighthouse's trace of ${url} has no first contentful paint on a main thread`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`);
    return value;
  };
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0];
  const observedFcp = metrics?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? []
  ).filter((request) => request.resourceType === 'Script');
  // Request times count from the first request, the FCP from navigation start: a few ms apart, so a
  // script ending just before paint may be counted once too often, never one too few.
  const beforePaint = requests.filter((request) => (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedFcp);
  const gzipped = await Promise.all(beforePaint.map((request) => gzipSize(request.url)));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    jsTransferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsBeforeFirstPaintGzipBytes: gzipped.reduce((sum, size) => sum + size, 0),
    scriptsBeforeFirstPaint: beforePaint.length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuTbtMs: blocking.fromCpuMs,
    wallTbtMs: blocking.fromWallMs,
    findings: {
      scripts: beforePaint.map((request, index) => ({ url: request.url, gzipBytes: gzipped[index]! })),
      lcpElement: auditElements(lhr.audits['largest-contentful-paint-element']?.details)[0]?.element ?? null,
      layoutShifts: auditElements(lhr.audits['layout-shifts']?.details),
    },
  };
}

export function medians(runs: readonly PageRun[]): PageRun {
  const of = (key: keyof PageRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsTransferBytes: of('jsTransferBytes'),
    jsBeforeFirstPaintGzipBytes: of('jsBeforeFirstPaintGzipBytes'),
    scriptsBeforeFirstPaint: of('scriptsBeforeFirstPaint'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuTbtMs: of('cpuTbtMs'),
    wallTbtMs: of('wallTbtMs'),
  };
}
