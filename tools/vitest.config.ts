import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    // These tests start processes (shell scripts, nginx, docker-compose): seconds each on a busy two-core machine.
    testTimeout: 30_000,
  },
});
