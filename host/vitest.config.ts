import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'host',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share one jsdom and the modules loaded (the setups clean up after every test): about a third of
    // the time of a fresh environment and module graph for each file.
    isolate: false,
    // Component tests drive a whole form through user-event; on shared 2-core machines 5 s is too tight.
    testTimeout: 15_000,
    setupFiles: ['@site/testing/setup', './src/test/words.ts', './src/test/setup.ts'],
  },
});
