/**
 * `npm run bench:web`: Lighthouse 12.8 (mobile defaults: Moto G Power emulation, simulated slow 4G and
 * 4× CPU) in Debian's Chromium on the composed production site's home, product, partner, about and products
 * pages, 5 runs each, and in the same run each page saved as static HTML (its rendered DOM with the
 * CSS inlined, images and fonts still served by the apps, no script): the physical limit, for the
 * ratio. Then the host's rendering server under autocannon: home pages per second, and render latency
 * at 50 req/s, with its document cache and without. Then what a journey's page costs in CPU (bench/page-cost.ts):
 * a new tab, a first load, the next page, a new tab loading a page in the used context. Figures, not pass/fail: prints tables and writes
 * bench/results/web-<date>.json.
 *
 * Each page's medians are compared with its baseline (bench/web-baseline.json): more than 20 % worse on TBT or JS
 * on the wire, the table says REGRESSED; `BENCH_SET_BASELINE=1` makes the run's medians the baseline.
 *
 * Self-contained, so it never races the e2e suite: it builds the current sources into a temporary
 * folder and serves the five apps, the API, the static copies and an uncached host on ports of its own
 * (9080-9084, 9000, 9090, 9091). `BENCH_RUNS` (default 5) sets the runs per page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, launchChromium } from '../e2e/support/chromium';
import { measurePageCost } from './page-cost';
import { APPS, HOST, REPO_ROOT, type AppInfo } from '../tools/apps';
import { buildApp } from '../tools/build';
import { API_BUILD_FILE, buildApiServer } from '../tools/build-servers';
import { startStaticServer } from '../tools/serve';
import { startHostServer } from '../host/server/app';
import { loadHostConfig } from '../host/server/config';
import {
  formatTable,
  loadAverage,
  machine,
  median,
  percentile,
  spawnQuiet,
  stopChild,
  waitForHttp,
  writeResults,
} from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The e2e suite's ports plus 1000. */
const PORT_OFFSET = 1000;
const API_PORT = 9000;
const STATIC_COPY_PORT = 9090;
/** A second host rendering server on the same build, with `SSR_CACHE_SIZE=0`: every request rendered. */
const UNCACHED_HOST_PORT = 9091;
const portOf = (app: AppInfo) => app.port + PORT_OFFSET;
const originOf = (app: AppInfo) => `http://localhost:${portOf(app)}`;
const SITE = `http://localhost:${portOf(APPS[0]!)}`;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product-details' },
  { name: 'partner', path: '/partner' },
  { name: 'about', path: '/about' },
  { name: 'products', path: '/products' },
] as const;

/** Each page's medians to compare a run with (`BENCH_SET_BASELINE=1` writes the run's). */
const BASELINE_FILE = path.join(REPO_ROOT, 'bench', 'web-baseline.json');
/** A run this much worse than the baseline on TBT or JS says so. */
const REGRESSION_RATIO = 1.2;
/**
 * Below this, a TBT 20 % worse is run-to-run noise (a baseline of 8 ms is 10 ms in the next run): a
 * regression of TBT is also at least this many ms.
 */
const TBT_NOISE_MS = 25;

interface PageBaseline {
  tbtMs: number;
  tbtFrom: string;
  jsTransferBytes: number;
  jsFrom: string;
}

function readBaseline(): Record<string, PageBaseline> {
  if (!existsSync(BASELINE_FILE)) return {};
  return (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { pages: Record<string, PageBaseline> }).pages;
}

/** How a page's medians compare with its baseline, and which of TBT and JS regressed (more than 20 % worse). */
function againstBaseline(median: Pick<PageRun, 'tbtMs' | 'jsTransferBytes'>, baseline: PageBaseline | undefined) {
  if (!baseline) return { change: 'no baseline', regressions: [] as string[] };
  const percent = (now: number, then: number) =>
    `${now >= then ? '+' : ''}${Math.round((100 * (now - then)) / then)} %`;
  const regressions: string[] = [];
  if (median.tbtMs > REGRESSION_RATIO * baseline.tbtMs && median.tbtMs - baseline.tbtMs >= TBT_NOISE_MS)
    regressions.push(`TBT ${baseline.tbtMs} → ${median.tbtMs} ms`);
  if (median.jsTransferBytes > REGRESSION_RATIO * baseline.jsTransferBytes)
    regressions.push(
      `JS ${(baseline.jsTransferBytes / 1024).toFixed(1)} → ${(median.jsTransferBytes / 1024).toFixed(1)} KB`,
    );
  const change = `TBT ${percent(median.tbtMs, baseline.tbtMs)}, JS ${percent(median.jsTransferBytes, baseline.jsTransferBytes)}`;
  return { change, regressions };
}

/** The variables the host's `remotes.json` and every app's CSP are generated from. */
const SITE_ENV: Record<string, string> = {
  API_BASE: `http://localhost:${API_PORT}/api/method`,
  ...Object.fromEntries(
    APPS.filter((app) => app.name !== 'host').map((app) => [`REMOTE_${app.name.toUpperCase()}_URL`, originOf(app)]),
  ),
};

interface PageRun {
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
}

/** What a run found worth fixing, kept from the last run of each page: the scripts before first paint, the LCP element, what shifted. */
interface Findings {
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

async function lighthouseRun(url: string, port: number): Promise<PageRun & { findings: Findings }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    findings: {
      scripts: beforePaint.map((request, index) => ({ url: request.url, gzipBytes: gzipped[index]! })),
      lcpElement: auditElements(lhr.audits['largest-contentful-paint-element']?.details)[0]?.element ?? null,
      layoutShifts: auditElements(lhr.audits['layout-shifts']?.details),
    },
  };
}

function medians(runs: readonly PageRun[]): PageRun {
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
  };
}

/**
 * The page as the browser rendered it, made static: scripts and script preloads removed, the
 * CSS-in-JS rules (inserted through the CSSOM, so absent from the DOM's text) written into their
 * <style> elements, every URL made absolute so images, fonts and stylesheets still come from the apps.
 */
async function staticCopies(): Promise<Map<string, string>> {
  const browser = await launchChromium();
  const copies = new Map<string, string>();
  try {
    // Lighthouse's mobile viewport, so the copy holds what the measured page showed.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    for (const { path: pagePath } of PAGES) {
      await page.goto(`${SITE}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('main h1, h1').first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const html = await page.evaluate(() => {
        for (const style of Array.from(document.querySelectorAll('style'))) {
          const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
          style.textContent = rules;
        }
        for (const element of Array.from(
          document.querySelectorAll(
            'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
          ),
        )) {
          element.remove();
        }
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('[src], [href]'))) {
          for (const attribute of ['src', 'href']) {
            const value = element.getAttribute(attribute);
            if (value && !value.startsWith('#') && !value.startsWith('data:'))
              element.setAttribute(attribute, new URL(value, document.baseURI).href);
          }
        }
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      copies.set(pagePath, html);
    }
  } finally {
    await browser.close();
  }
  return copies;
}

/** `BENCH_SAVE_STATIC=<folder>` keeps the static copies, to look at what the limit was measured on. */
function saveCopies(copies: Map<string, string>, folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const [pagePath, html] of copies)
    writeFileSync(path.join(folder, `${pagePath.replace(/\W/g, '') || 'home'}.html`), html);
  console.log(`static copies saved in ${folder}`);
}

async function serveStaticCopies(copies: Map<string, string>): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  server.get('/*', (request, reply) => {
    const html = copies.get(request.url.split('?')[0] ?? '');
    if (html === undefined) return reply.code(404).send('not found');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  await server.listen({ host: 'localhost', port: STATIC_COPY_PORT });
  return server;
}

// ---- The host's rendering server under load ------------------------------------------------------

const SSR_PATH = '/';
const SSR_THROUGHPUT_SECONDS = 5;
const SSR_THROUGHPUT_CONNECTIONS = 10;
const SSR_RATE = 50;
const SSR_RATE_SECONDS = 10;

interface SsrRun {
  server: 'cached' | 'uncached';
  mode: 'throughput' | `${number} req/s`;
  connections: number;
  seconds: number;
  requests: number;
  pagesPerSecond: number;
  latencyP50Ms: number;
  /** Only the fixed-rate runs, whose every response time is recorded. */
  latencyP95Ms: number | null;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
}

/** A few requests first, so the remotes' server builds are loaded and the page is really server-rendered. */
async function warmUp(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = await (await fetch(`${origin}${SSR_PATH}`)).text();
    if (html.includes('id="home-title"')) {
      for (let request = 0; request < 20; request += 1) await (await fetch(`${origin}${SSR_PATH}`)).text();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}${SSR_PATH} is not server-rendered`);
}

/**
 * Full speed: autocannon in a worker thread, so the server (in this process) has the main thread's
 * event loop to itself, as the host's one process has when deployed.
 */
async function ssrThroughput(origin: string, server: SsrRun['server']): Promise<SsrRun> {
  const result = await autocannon({
    url: `${origin}${SSR_PATH}`,
    connections: SSR_THROUGHPUT_CONNECTIONS,
    duration: SSR_THROUGHPUT_SECONDS,
    workers: 1,
  });
  return {
    server,
    mode: 'throughput',
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    pagesPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: null,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * 50 req/s on one connection: autocannon's rate limiter sends a connection's quota for each second
 * back to back, so one connection is one request at a time and each time is the page's render (plus
 * loopback), not a queue behind a burst. Times come from every response (autocannon's own histogram
 * has no p95, and with a rate it adds coordinated-omission samples at a 1 ms interval).
 */
async function ssrAtRate(origin: string, server: SsrRun['server']): Promise<SsrRun> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${origin}${SSR_PATH}`, connections: 1, overallRate: SSR_RATE, duration: SSR_RATE_SECONDS },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const ms = (value: number) => Number(value.toFixed(2));
  return {
    server,
    mode: `${SSR_RATE} req/s`,
    connections: 1,
    seconds: result.duration,
    requests: result.requests.total,
    pagesPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: ms(percentile(times, 50)),
    latencyP95Ms: ms(percentile(times, 95)),
    latencyP99Ms: ms(percentile(times, 99)),
    latencyMaxMs: ms(Math.max(...times)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measureSsr(targets: readonly { origin: string; server: SsrRun['server'] }[]): Promise<SsrRun[]> {
  const runs: SsrRun[] = [];
  for (const { origin, server } of targets) {
    await warmUp(origin);
    runs.push(await ssrThroughput(origin, server));
    runs.push(await ssrAtRate(origin, server));
    const [throughput, atRate] = runs.slice(-2);
    console.log(
      `  ${server.padEnd(8)} ${throughput!.pagesPerSecond} pages/s; at ${SSR_RATE} req/s p95 ${atRate!.latencyP95Ms} ms, p99 ${atRate!.latencyP99Ms} ms`,
    );
  }
  return runs;
}

async function main(): Promise<void> {
  ensureChromium();
  const startedAt = new Date().toISOString();
  const loadAtStart = loadAverage();
  const buildDir = await mkdtemp(path.join(tmpdir(), 'bench-web-'));
  const servers: FastifyInstance[] = [];
  await buildApiServer();
  const api = spawnQuiet(['--enable-source-maps', API_BUILD_FILE], path.dirname(API_BUILD_FILE), {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(buildDir, 'api-data'),
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: SITE,
    // No SMS is sent by the pages measured; the API needs a provider all the same.
    SMS_PROVIDER: 'console',
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    console.log('Building the current sources for production (into a temporary folder)…');
    for (const app of APPS) await buildApp(app, { outputPath: path.join(buildDir, app.name) });
    // The remotes first: the host fetches their server builds as it starts.
    for (const app of APPS.filter((app) => app !== HOST)) {
      servers.push(
        await startStaticServer(app, {
          port: portOf(app),
          root: path.join(buildDir, app.name),
          env: SITE_ENV,
          quiet: true,
        }),
      );
    }
    const startHost = (port: number, env: Record<string, string>) =>
      startHostServer({
        config: loadHostConfig({ ...env, PORT: String(port), LOG_LEVEL: 'warn' }),
        distDir: path.join(buildDir, HOST.name),
      });
    servers.push(await startHost(portOf(HOST), SITE_ENV));
    // The documents cache off (SSR_CACHE_SIZE=0): the honest cost of a render, beside the deployed setting.
    servers.push(await startHost(UNCACHED_HOST_PORT, { ...SITE_ENV, SSR_CACHE_SIZE: '0' }));
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`).catch((error: unknown) => {
      throw new Error(`the API did not start: ${String(error)}\n${api.output()}`);
    });

    console.log(
      `The host's rendering server, home page (${SSR_THROUGHPUT_SECONDS} s at full speed, ${SSR_RATE_SECONDS} s at ${SSR_RATE} req/s)…`,
    );
    const ssrRuns = await measureSsr([
      { origin: SITE, server: 'cached' },
      { origin: `http://localhost:${UNCACHED_HOST_PORT}`, server: 'uncached' },
    ]);

    console.log(
      `What a journey's page costs in Chromium (${RUNS} rounds: a new tab, a first load, the next page, a new tab in the used context)…`,
    );
    const journeyBrowser = await launchChromium();
    const siteOrigins = [...APPS.map(originOf), `http://localhost:${API_PORT}`];
    const pageCost = await measurePageCost(journeyBrowser, SITE, siteOrigins, ['/about', '/'], api.pid!, RUNS).finally(
      () => journeyBrowser.close(),
    );

    console.log('Saving each page as static HTML…');
    const copies = await staticCopies();
    if (process.env.BENCH_SAVE_STATIC) saveCopies(copies, process.env.BENCH_SAVE_STATIC);
    servers.push(await serveStaticCopies(copies));

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    const baseline = readBaseline();
    const results = [];
    for (const { name, path: pagePath } of PAGES) {
      const site: PageRun[] = [];
      const staticPage: PageRun[] = [];
      let findings: Findings | null = null;
      // Alternating, so a slow moment of this shared machine falls on both.
      for (let run = 1; run <= RUNS; run += 1) {
        const { findings: siteFindings, ...siteRun } = await lighthouseRun(`${SITE}${pagePath}`, chrome.port);
        const { findings: _staticFindings, ...staticRun } = await lighthouseRun(
          `http://localhost:${STATIC_COPY_PORT}${pagePath}`,
          chrome.port,
        );
        site.push(siteRun);
        staticPage.push(staticRun);
        findings = siteFindings;
        const last = site.at(-1)!;
        console.log(
          `  ${name.padEnd(8)} run ${run}/${RUNS}: Performance ${last.performance}, LCP ${last.lcpMs} ms (static ${staticPage.at(-1)!.lcpMs} ms), TBT ${last.tbtMs} ms`,
        );
      }
      const siteMedian = medians(site);
      const staticMedian = medians(staticPage);
      results.push({
        page: name,
        path: pagePath,
        median: siteMedian,
        staticMedian,
        baseline: baseline[name] ?? null,
        ...againstBaseline(siteMedian, baseline[name]),
        lcpRatioToStatic: Number((siteMedian.lcpMs / staticMedian.lcpMs).toFixed(2)),
        lastRunFindings: findings,
        runs: site,
        staticRuns: staticPage,
      });
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const rows = results.map(({ page, median: m, staticMedian: s, lcpRatioToStatic, change, regressions }) => [
      page,
      String(m.performance),
      String(s.performance),
      (m.lcpMs / 1000).toFixed(2),
      (s.lcpMs / 1000).toFixed(2),
      `${lcpRatioToStatic.toFixed(2)}×`,
      String(m.tbtMs),
      m.cls.toFixed(3),
      kb(m.jsTransferBytes),
      kb(m.jsBeforeFirstPaintGzipBytes),
      regressions.length > 0 ? `REGRESSED: ${regressions.join(', ')}` : change,
    ]);
    console.log(
      `\nMedians of ${RUNS} Lighthouse runs (mobile defaults)\n${formatTable(
        [
          'page',
          'Perf',
          'Perf static',
          'LCP s',
          'LCP static s',
          'LCP ratio',
          'TBT ms',
          'CLS',
          'JS KB (wire)',
          'JS before FCP KB gzip',
          'vs baseline (bench/web-baseline.json)',
        ],
        rows,
      )}`,
    );
    console.log(
      'Goals: Performance ≥ 98, LCP ≤ 1.5 s and ≤ 1.15× the static page, TBT ≤ 100 ms, CLS 0, JS before first paint ≤ 130 KB gzip',
    );
    const optionalMs = (value: number | null) => (value === null ? '–' : String(value));
    console.log(
      `\nThe host's rendering server, home page ${SSR_PATH} (cached: SSR_CACHE_SIZE default, as deployed; uncached: SSR_CACHE_SIZE=0)\n${formatTable(
        ['server', 'mode', 'conns', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
        ssrRuns.map((run) => [
          run.server,
          run.mode,
          String(run.connections),
          String(run.pagesPerSecond),
          String(run.latencyP50Ms),
          optionalMs(run.latencyP95Ms),
          String(run.latencyP99Ms),
          String(run.latencyMaxMs),
          String(run.non2xx),
          String(run.errors),
        ]),
      )}`,
    );
    console.log(`Goals: ≥ 300 pages/s (home, one process), p95 ≤ 10 ms at ${SSR_RATE} req/s`);
    console.log(
      `\nWhat a journey's page costs, CPU seconds (medians of ${RUNS}; the machine's, and the site's servers' share)\n${formatTable(
        ['step', 'machine s', 'servers s', 'servers share'],
        pageCost.map((cost) => [
          cost.kind,
          cost.machineSeconds.toFixed(2),
          cost.serverSeconds.toFixed(2),
          `${Math.round((100 * cost.serverSeconds) / cost.machineSeconds)} %`,
        ]),
      )}`,
    );

    const file = writeResults('web', {
      kind: 'web',
      startedAt,
      machine: machine(loadAtStart),
      lighthouse: { version: '12.8', formFactor: 'mobile (defaults)', chromium: CHROMIUM_PATH, runsPerPage: RUNS },
      goals: {
        performance: '>= 98',
        lcp: '<= 1500 ms and <= 1.15x static',
        tbt: '<= 100 ms',
        cls: '0',
        jsBeforeFirstPaintGzip: '<= 130 KB',
        ssrHomePagesPerSecond: '>= 300 (one process)',
        ssrP95AtRate: `<= 10 ms at ${SSR_RATE} req/s`,
      },
      pages: results,
      ssr: {
        path: SSR_PATH,
        throughputSeconds: SSR_THROUGHPUT_SECONDS,
        throughputConnections: SSR_THROUGHPUT_CONNECTIONS,
        rate: SSR_RATE,
        rateSeconds: SSR_RATE_SECONDS,
        runs: ssrRuns,
      },
      pageCost,
    });
    console.log(`\nwritten to ${path.relative(REPO_ROOT, file)}`);
    if (process.env.BENCH_SET_BASELINE === '1') {
      const from = path.relative(path.join(REPO_ROOT, 'bench'), file);
      const pages = Object.fromEntries(
        results.map(({ page, median: m }) => [
          page,
          { tbtMs: m.tbtMs, tbtFrom: from, jsTransferBytes: m.jsTransferBytes, jsFrom: from },
        ]),
      );
      const kept = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { about: string };
      writeFileSync(BASELINE_FILE, `${JSON.stringify({ about: kept.about, pages }, null, 2)}\n`);
      console.log(`the baseline is now this run's medians (${path.relative(REPO_ROOT, BASELINE_FILE)})`);
    }
  } finally {
    chrome?.kill();
    await Promise.all(servers.map((server) => server.close()));
    await stopChild(api);
    await rm(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
