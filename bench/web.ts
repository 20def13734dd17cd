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
 * (9080-9084, 9000, 9090, 9091). `BENCH_RUNS` (default 5) sets the runs per page; `BENCH_LANGUAGES` (default
 * every translated one) which languages' pages are measured beside the English ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHROMIUM_PATH, ensureChromium, ensureIndicFonts, launchChromium } from '../e2e/support/chromium';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contract/languages';
import {
  CPU_SLOWDOWN,
  type Findings,
  launchChromeForLighthouse,
  lighthouseRun,
  medians,
  type PageRun,
} from './lighthouse-run';
import { measurePageCost } from './page-cost';
import { saveCopies, serveStaticCopies, staticCopies } from './static-copies';
import {
  measureSsr,
  SSR_PATH,
  SSR_RATE,
  SSR_RATE_SECONDS,
  SSR_THROUGHPUT_CONNECTIONS,
  SSR_THROUGHPUT_SECONDS,
} from './ssr-load';
import { againstBaseline, againstEnglish, BASELINE_FILE, readBaseline } from './web-baseline';
import { APPS, HOST, REPO_ROOT, type AppInfo } from '../tools/apps';
import { buildApp } from '../tools/build';
import { API_BUILD_FILE, buildApiServer } from '../tools/build-servers';
import { startStaticServer } from '../tools/serve';
import { startHostServer } from '../host/server/app';
import { loadHostConfig } from '../host/server/config';
import { formatTable, loadAverage, machine, spawnQuiet, stopChild, waitForHttp, writeResults } from './support';

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

const ENGLISH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product-details' },
  { name: 'partner', path: '/partner' },
  { name: 'about', path: '/about' },
  { name: 'products', path: '/products' },
];
/** The translated languages measured: every one by default, or those `BENCH_LANGUAGES` lists ("hi gu"). */
const BENCH_LANGUAGES: readonly TranslatedLanguage[] = process.env.BENCH_LANGUAGES
  ? TRANSLATED_LANGUAGES.filter((language) => process.env.BENCH_LANGUAGES!.split(/[\s,]+/).includes(language))
  : TRANSLATED_LANGUAGES;
/** Each page in each translated language too, compared with its English page rather than with the baseline. */
const PAGES: { name: string; path: string; english?: string }[] = [
  ...ENGLISH_PAGES,
  ...BENCH_LANGUAGES.flatMap((language) =>
    ENGLISH_PAGES.map(({ name, path: englishPath }) => ({
      name: `${name} ${language}`,
      path: englishPath === '/' ? `/${language}` : `/${language}${englishPath}`,
      english: name,
    })),
  ),
];

/** The variables the host's `remotes.json` and every app's CSP are generated from. */
const SITE_ENV: Record<string, string> = {
  API_BASE: `http://localhost:${API_PORT}/api/method`,
  ...Object.fromEntries(
    APPS.filter((app) => app.name !== 'host').map((app) => [`REMOTE_${app.name.toUpperCase()}_URL`, originOf(app)]),
  ),
};

async function main(): Promise<void> {
  ensureChromium();
  ensureIndicFonts({ required: true });
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
  let chrome: Awaited<ReturnType<typeof launchChromeForLighthouse>> | null = null;
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
    const copies = await staticCopies(
      SITE,
      PAGES.map((page) => page.path),
    );
    if (process.env.BENCH_SAVE_STATIC) saveCopies(copies, process.env.BENCH_SAVE_STATIC);
    servers.push(await serveStaticCopies(copies, STATIC_COPY_PORT));

    chrome = await launchChromeForLighthouse();
    const baseline = readBaseline();
    const results = [];
    const mediansByPage = new Map<string, ReturnType<typeof medians>>();
    for (const { name, path: pagePath, english } of PAGES) {
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
      const englishMedian = english === undefined ? undefined : mediansByPage.get(english);
      mediansByPage.set(name, siteMedian);
      results.push({
        page: name,
        path: pagePath,
        median: siteMedian,
        staticMedian,
        baseline: englishMedian ? null : (baseline[name] ?? null),
        ...(englishMedian
          ? againstEnglish(siteMedian, englishMedian)
          : againstBaseline(siteMedian, baseline[name], CPU_SLOWDOWN)),
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
      String(s.tbtMs),
      String(m.cpuTbtMs),
      m.cls.toFixed(3),
      kb(m.jsTransferBytes),
      kb(m.jsBeforeFirstPaintGzipBytes),
      regressions.length > 0 ? `REGRESSED: ${regressions.join(', ')}` : change,
    ]);
    console.log(
      `\nMedians of ${RUNS} Lighthouse runs (mobile defaults${CPU_SLOWDOWN === 4 ? '' : `, CPU slowdown ${CPU_SLOWDOWN}×`})\n${formatTable(
        [
          'page',
          'Perf',
          'Perf static',
          'LCP s',
          'LCP static s',
          'LCP ratio',
          'TBT ms',
          'TBT static ms',
          'TBT from CPU ms',
          'CLS',
          'JS KB (wire)',
          'JS before FCP KB gzip',
          'vs baseline (bench/web-baseline.json) or its English page',
        ],
        rows,
      )}`,
    );
    const indexes = results.flatMap((result) =>
      [...result.runs, ...result.staticRuns].map((run) => run.benchmarkIndex),
    );
    console.log(
      `This machine's Lighthouse benchmark index over the runs: ${Math.min(...indexes)}-${Math.max(...indexes)} (higher is faster; compare sittings only at similar indexes)`,
    );
    console.log(
      'Goals: Performance ≥ 98, LCP ≤ 1.5 s and ≤ 1.15× the static page, TBT ≤ 100 ms, CLS 0, JS before first paint ≤ 130 KB gzip',
    );
    console.log(
      "TBT from CPU: the same tasks of Lighthouse's trace counted by their CPU time, not their wall time (bench/main-thread.ts). " +
        "TBT far above it, with the static page's far above 0: this machine's own threads stretched the page's tasks.",
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
      lighthouse: {
        version: '12.8',
        formFactor: 'mobile (defaults)',
        cpuSlowdown: CPU_SLOWDOWN,
        chromium: CHROMIUM_PATH,
        runsPerPage: RUNS,
      },
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
        results.slice(0, ENGLISH_PAGES.length).map(({ page, median: m }) => [
          page,
          {
            tbtMs: m.tbtMs,
            tbtCpuSlowdown: CPU_SLOWDOWN,
            tbtFrom: from,
            jsTransferBytes: m.jsTransferBytes,
            jsFrom: from,
          },
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
