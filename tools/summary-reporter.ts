import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest tests the summary names: where a faster suite would start. */
const SLOWEST_LISTED = 10;

/** The type of a test's annotation (`annotate(message, FIGURES)`) that the summary prints: what it measured. */
export const FIGURES = 'figures';

/**
 * Ends a vitest run with the slowest tests, the figures the tests measured (their `figures` annotations),
 * then one plain line, `<label>: N passed, N failed, N skipped`, so CI logs state how many tests ran whatever
 * the runner's own formatting.
 */
export default class SummaryReporter implements Reporter {
  constructor(private readonly label = 'tests') {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    // An error outside any test (a broken config, a crash between tests) fails the run: count it.
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    const durations: { name: string; ms: number }[] = [];
    const figures: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) durations.push({ name: `${testModule.moduleId} > ${test.fullName}`, ms });
        figures.push(...test.annotations().flatMap((note) => (note.type === FIGURES ? [note.message] : [])));
      }
      // A file that failed to load has no tests to count but is a failure all the same.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) counts.failed += 1;
    }
    process.stdout.write(`\n${slowestTests(durations, this.label)}`);
    process.stdout.write(measuredFigures(figures, this.label));
    process.stdout.write(
      `\n${this.label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}

/** The slowest tests of the run, slowest first, as lines of text. */
export function slowestTests(durations: readonly { name: string; ms: number }[], label: string): string {
  const slowest = [...durations].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED);
  if (slowest.length === 0) return '';
  const root = process.cwd();
  const lines = slowest.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name.replace(root, '.')}`);
  return `${label}: the ${slowest.length} slowest tests\n${lines.join('\n')}\n`;
}

/** The figures the run's tests measured, one a line, under a heading; nothing when none did. */
export function measuredFigures(figures: readonly string[], label: string): string {
  if (figures.length === 0) return '';
  return `${label}: figures measured\n${figures.map((line) => `  ${line}`).join('\n')}\n`;
}
