import { describe, expect, it } from 'vitest';
import { againstBaseline, type PageBaseline } from './web-baseline';

const home: PageBaseline = {
  tbtMs: 26,
  tbtCpuSlowdown: 4,
  tbtFrom: 'results/web-a.json',
  jsTransferBytes: 100 * 1024,
  jsFrom: 'results/web-b.json',
};

describe("a page's medians against its baseline", () => {
  it('says REGRESSED when TBT or JS is more than 20 % worse at the same CPU slowdown', () => {
    expect(againstBaseline({ tbtMs: 176, jsTransferBytes: 130 * 1024 }, home, 4)).toEqual({
      change: 'TBT +577 %, JS +30 %',
      regressions: ['TBT 26 → 176 ms', 'JS 100.0 → 130.0 KB'],
    });
    expect(againstBaseline({ tbtMs: 30, jsTransferBytes: 101 * 1024 }, home, 4)).toEqual({
      change: 'TBT +15 %, JS +1 %',
      regressions: [],
    });
  });

  it('compares only the script of a run at another CPU slowdown, whose tasks are multiplied differently', () => {
    expect(againstBaseline({ tbtMs: 176, jsTransferBytes: 101 * 1024 }, home, 10)).toEqual({
      change: 'TBT not compared (baseline at 4×), JS +1 %',
      regressions: [],
    });
    expect(againstBaseline({ tbtMs: 176, jsTransferBytes: 130 * 1024 }, home, 10).regressions).toEqual([
      'JS 100.0 → 130.0 KB',
    ]);
  });
});
