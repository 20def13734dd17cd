import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-marketing',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
