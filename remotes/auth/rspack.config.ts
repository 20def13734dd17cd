import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../rspack.config.base';
import { exposes } from './src/app/exposes';

export default createAppConfig({
  name: 'auth',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/dev/index.ts',
  exposes,
});
