import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../rspack.config.base';
import { routes } from './src/app/routes';

export default createAppConfig({
  name: 'inquiry',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/dev/index.ts',
  routes,
});
