import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a vitest run with one plain line, `<label>: N passed, N failed, N skipped`, so CI logs
 * state how many tests ran whatever the runner's own formatting.
 */
export default class SummaryReporter implements Reporter {
  constructor(private readonly label = 'tests') {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    // An error outside any test (a broken config, a crash between tests) fails the run: count it.
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load has no tests to count but is a failure all the same.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) counts.failed += 1;
    }
    process.stdout.write(
      `\n${this.label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
