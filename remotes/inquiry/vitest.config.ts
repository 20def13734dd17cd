import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'remote-inquiry',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
