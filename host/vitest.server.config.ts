import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'host-server',
    // Where the rendering server runs; the tests of what a browser does with its HTML ask for jsdom.
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // A project of its own: react-dom's Node renderer marks the contexts it renders and never unmarks them,
    // so the host's component tests, sharing a worker's modules, would see two renderers at once.
    isolate: false,
  },
});
