import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from '../tools/summary-reporter';

/** Real-browser journeys against the production build; run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.dirname(fileURLToPath(import.meta.url)),
    environment: 'node',
    include: ['journeys/**/*.e2e.test.ts'],
    reporters: ['default', new SummaryReporter('e2e')],
    globalSetup: ['./support/global-setup.ts'],
    // One browser per file, files one after another: the servers and ports are shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
