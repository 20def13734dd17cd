import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-account',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
