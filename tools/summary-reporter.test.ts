import { describe, expect, it } from 'vitest';
import { measuredFigures, slowestTests } from './summary-reporter';

describe('the summary of a run', () => {
  it('names the ten slowest tests, slowest first, in seconds', () => {
    const durations = Array.from({ length: 12 }, (_, index) => ({ name: `t${index}`, ms: index * 1000 }));
    const lines = slowestTests(durations, 'e2e').trimEnd().split('\n');
    expect(lines[0]).toBe('e2e: the 10 slowest tests');
    expect(lines.slice(1).map((line) => line.trim())).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `${index}.0 s  t${index}`),
    );
  });

  it('says nothing when no test ran', () => {
    expect(slowestTests([], 'unit')).toBe('');
  });
});

describe('the figures of a run', () => {
  it('lists what the tests measured, one a line, under a heading', () => {
    expect(measuredFigures(['home 40 ms', 'about 12 ms'], 'e2e')).toBe(
      'e2e: figures measured\n  home 40 ms\n  about 12 ms\n',
    );
  });

  it('says nothing when no test measured anything', () => {
    expect(measuredFigures([], 'unit')).toBe('');
  });
});
