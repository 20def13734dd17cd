import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // Unit and feature tests beside the code; suites of the whole running system in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files of a worker share the modules loaded (the app's, PGlite's) and the migrated templates: the
    // suites keep their state in what they start, never in a module.
    isolate: false,
    // The compiled API, for the tests of the real process.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
