import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-auth',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
