/**
 * `npm run bench:web`'s baseline (bench/web-baseline.json): each page's medians that a run is compared with, and
 * when a run says REGRESSED.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../tools/apps';

/** Each page's medians to compare a run with (`BENCH_SET_BASELINE=1` writes the run's). */
export const BASELINE_FILE = path.join(REPO_ROOT, 'bench', 'web-baseline.json');
/** A run this much worse than the baseline on TBT or JS says so. */
const REGRESSION_RATIO = 1.2;
/**
 * Below this, a TBT 20 % worse is run-to-run noise (a baseline of 8 ms is 10 ms in the next run): a
 * regression of TBT is also at least this many ms.
 */
const TBT_NOISE_MS = 25;
/** How much more compressed script a page in another language may load than in English. */
const LANGUAGE_EXTRA_KB = 10;

export interface PageBaseline {
  tbtMs: number;
  /** The CPU slowdown `tbtMs` was measured at: a run at another compares its JS only. */
  tbtCpuSlowdown: number;
  tbtFrom: string;
  jsTransferBytes: number;
  jsFrom: string;
}

export function readBaseline(): Record<string, PageBaseline> {
  if (!existsSync(BASELINE_FILE)) return {};
  return (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { pages: Record<string, PageBaseline> }).pages;
}

/**
 * How a page's medians compare with its baseline, and which of TBT and JS regressed (more than 20 % worse). TBT
 * compares only at the baseline's CPU slowdown: the simulation multiplies every task by it.
 */
export function againstBaseline(
  median: { tbtMs: number; jsTransferBytes: number },
  baseline: PageBaseline | undefined,
  cpuSlowdown: number,
) {
  if (!baseline) return { change: 'no baseline', regressions: [] as string[] };
  const percent = (now: number, then: number) =>
    `${now >= then ? '+' : ''}${Math.round((100 * (now - then)) / then)} %`;
  const tbtComparable = cpuSlowdown === baseline.tbtCpuSlowdown;
  const regressions: string[] = [];
  if (
    tbtComparable &&
    median.tbtMs > REGRESSION_RATIO * baseline.tbtMs &&
    median.tbtMs - baseline.tbtMs >= TBT_NOISE_MS
  )
    regressions.push(`TBT ${baseline.tbtMs} → ${median.tbtMs} ms`);
  if (median.jsTransferBytes > REGRESSION_RATIO * baseline.jsTransferBytes)
    regressions.push(
      `JS ${(baseline.jsTransferBytes / 1024).toFixed(1)} → ${(median.jsTransferBytes / 1024).toFixed(1)} KB`,
    );
  const tbtChange = tbtComparable
    ? `TBT ${percent(median.tbtMs, baseline.tbtMs)}`
    : `TBT not compared (baseline at ${baseline.tbtCpuSlowdown}×)`;
  const change = `${tbtChange}, JS ${percent(median.jsTransferBytes, baseline.jsTransferBytes)}`;
  return { change, regressions };
}

/** A page in another language against the same page in English: its JS may grow by at most 10 KB. */
export function againstEnglish(
  median: { tbtMs: number; jsTransferBytes: number },
  english: { tbtMs: number; jsTransferBytes: number },
) {
  const extraKb = (median.jsTransferBytes - english.jsTransferBytes) / 1024;
  const regressions: string[] = [];
  if (extraKb > LANGUAGE_EXTRA_KB) regressions.push(`JS +${extraKb.toFixed(1)} KB over English`);
  if (median.tbtMs > REGRESSION_RATIO * english.tbtMs && median.tbtMs - english.tbtMs >= TBT_NOISE_MS)
    regressions.push(`TBT ${english.tbtMs} → ${median.tbtMs} ms over English`);
  const tbtChange = median.tbtMs - english.tbtMs;
  const change = `vs English: TBT ${tbtChange >= 0 ? '+' : ''}${tbtChange} ms, JS ${extraKb >= 0 ? '+' : ''}${extraKb.toFixed(1)} KB`;
  return { change, regressions };
}
