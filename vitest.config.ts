import { defineConfig } from 'vitest/config';

/** Unit and component tests of every package; each package's own vitest.config.ts sets its environment. */
export default defineConfig({
  test: {
    projects: ['shared', 'host', 'remotes/*', 'server'],
  },
});
