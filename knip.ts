import type { KnipConfig } from 'knip';

/**
 * `npm run lint` runs knip: no file, export or dependency that nothing uses. Knip's own plugins find the
 * build and test configs, the entries of the rspack builds and the tests; `entry` below adds what else runs on
 * its own: tools, servers, commands, and a remote's pages (loaded by a template its routes fill in). An
 * export used only in its own file is not reported: it names a step of that file (a fetcher, a query's
 * options) and costs nothing.
 */
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // System commands that the tools and the e2e setup run where the machine has them, not npm packages.
  ignoreBinaries: ['apt-get', 'dpkg-deb', 'fc-list', 'flock'],
  workspaces: {
    '.': {
      entry: ['tools/*.ts', 'examples/react-host/rspack.config.ts', 'examples/react-host/src/index.ts'],
      project: ['*.ts', 'tools/**/*.ts', 'examples/**/*.{ts,tsx}'],
    },
    host: {
      entry: ['server/main.ts', 'server/og-image.ts'],
      project: ['**/*.{ts,tsx}'],
    },
    'remotes/*': {
      // The pages its routes name, which src/app/pages.ts imports by `../features/${feature}/${name}-page.tsx`.
      entry: ['src/features/*/*-page.tsx'],
      project: ['**/*.{ts,tsx}'],
      // Each remote builds through the root's rspack.config.base.ts, which imports the federation plugin.
      ignoreDependencies: ['@module-federation/enhanced'],
    },
    server: {
      entry: ['src/ops/*.ts'],
      project: ['**/*.ts'],
      // The API documentation page serves Swagger UI's files from the package's folder (require.resolve).
      ignoreDependencies: ['@fastify/swagger-ui'],
    },
    'shared/*': { project: ['src/**/*.{ts,tsx}'] },
    e2e: { entry: ['journeys/*.ts', 'support/*.ts'], project: ['**/*.ts'] },
    bench: { entry: ['*.ts'], project: ['**/*.ts'] },
  },
};

export default config;
