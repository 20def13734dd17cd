import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../rspack.config.base';
import { routes, widgets } from './src/app/routes';

export default createAppConfig({
  name: 'auth',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/dev/index.ts',
  routes,
  widgets,
  // The embeddable sign-up's loader for pages of any origin (docs/decisions/0007-embeddable-sign-up.md).
  scripts: { 'sign-up-embed': { import: './src/embed/loader.ts', filename: 'sign-up-embed.js' } },
  // The embedded sign-up reads its validation messages from this origin too.
  sharedWords: true,
});
