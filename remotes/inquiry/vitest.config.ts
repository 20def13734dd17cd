import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-inquiry',
    environment: 'jsdom',
    // Files share one jsdom and the modules loaded (the setup cleans up after every test): about half the
    // CPU of a fresh environment and module graph for each file.
    isolate: false,
    // Component tests drive a whole form through user-event; on shared 2-core machines 5 s is too tight.
    testTimeout: 15_000,
    setupFiles: ['@site/testing/setup', './src/test/words.ts'],
  },
});
