import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'state',
    environment: 'jsdom',
    // Files share one jsdom and the modules loaded (the setup cleans up after every test): about half the
    // CPU of a fresh environment and module graph for each file.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.ts'],
  },
});
