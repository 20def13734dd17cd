import { defineConfig } from 'vitest/config';
import SummaryReporter from './tools/summary-reporter';

/**
 * Unit and component tests of every package; each package's own vitest.config.ts sets its environment (the
 * host's rendering server has its own, host/vitest.server.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      'shared/contract',
      'shared/state',
      'shared/ui',
      'shared/dev-harness',
      'host',
      'host/vitest.server.config.ts',
      'remotes/*',
      'server',
      'tools',
      'bench',
    ],
    reporters: ['default', new SummaryReporter('unit')],
    // Two workers on these two-core machines: a third was no faster and spent 10-15 % more CPU, each worker
    // transforming and setting up its own environments.
    maxWorkers: 2,
  },
});
