import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'host',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
