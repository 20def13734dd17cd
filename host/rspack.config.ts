import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'host',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/index.ts',
  template: './index.html',
  favicon: './favicon.svg',
  serverEntry: './src/app/server-entry.tsx',
});
