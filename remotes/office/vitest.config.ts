import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-office',
    environment: 'jsdom',
    // Component tests drive a whole form through user-event; on shared 2-core machines 5 s is too tight.
    testTimeout: 15_000,
    setupFiles: ['@site/testing/setup', './src/test/setup.ts'],
  },
});
