import { defineConfig } from 'vitest/config';
import SummaryReporter from './tools/summary-reporter';

/** Unit and component tests of every package; each package's own vitest.config.ts sets its environment. */
export default defineConfig({
  test: {
    projects: ['shared/contract', 'shared/state', 'shared/ui', 'host', 'remotes/*', 'server', 'tools'],
    reporters: ['default', new SummaryReporter('unit')],
    // Two workers on these two-core machines: the server's database suites are mostly waiting on I/O.
    maxWorkers: 2,
  },
});
