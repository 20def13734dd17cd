import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from '../tools/summary-reporter';
import JourneySequencer from './support/journey-sequencer';
import { SERVERS_MAY_CHANGE } from './support/projects';

/**
 * Journeys that stop the API, open its database or serve another build of an app: they change what every other
 * journey talks to, so they run one at a time after the rest. `e2e/support/servers.ts` refuses those changes
 * from any other file, so a journey cannot forget to be listed here. `page-cost` runs here too, alone: it
 * measures the main thread's CPU time, which two journeys beside it inflate (its figures doubled with them).
 */
const EXCLUSIVE_JOURNEYS = [
  'catalogue-admin',
  'catalogue-changes',
  'inquiry',
  'page-cost',
  'privacy',
  'remote-failure',
  'remote-routes',
  'remote-words',
  'shared-version-skew',
  'version-skew',
].map((name) => `journeys/${name}.e2e.test.ts`);

const root = path.dirname(fileURLToPath(import.meta.url));
const shared = {
  root,
  environment: 'node' as const,
  // One setup for both projects: it starts the servers once (e2e/support/global-setup.ts).
  globalSetup: ['./support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 300_000,
  // A worker's files share the modules loaded (Playwright, the support): each file has its own browser, and the
  // journeys keep their state there and in the servers.
  isolate: false,
};

/** Real-browser journeys against the production build; run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter('e2e')],
    sequence: { sequencer: JourneySequencer },
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['journeys/**/*.e2e.test.ts'],
          exclude: EXCLUSIVE_JOURNEYS,
          // Three files at a time, each with its own browser, against the shared servers: the third fills the
          // others' waits (codes 10 s apart, a remote's timeout) on these 2-core machines (README, Tests).
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
          provide: { [SERVERS_MAY_CHANGE]: false },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-exclusive',
          include: EXCLUSIVE_JOURNEYS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          provide: { [SERVERS_MAY_CHANGE]: true },
        },
      },
    ],
  },
});
