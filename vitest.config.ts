import { defineConfig } from 'vitest/config';
import SummaryReporter from './tools/summary-reporter';

/** Unit and component tests of every package; each package's own vitest.config.ts sets its environment. */
export default defineConfig({
  test: {
    projects: ['shared/contract', 'shared/state', 'shared/ui', 'host', 'remotes/*', 'server', 'tools'],
    reporters: ['default', new SummaryReporter('unit')],
    // Three workers on these two-core machines: with two, a core idled between files (a worker starting, a
    // database suite waiting on its servers) for about a third of the run.
    maxWorkers: 3,
  },
});
