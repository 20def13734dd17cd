/**
 * A foreign React host (another team's app, not part of the site's build): it consumes the auth
 * remote's `./SignUpWidget` through module federation and renders it with bridge-react's
 * `createRemoteAppComponent`. It shares only React with the remote; the widget brings the rest.
 *
 * Build: `npx tsx tools/examples.ts build` (npm start does it; npm run dev rebuilds it on every change,
 * in development mode) → examples/react-host/dist.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const dirname = path.dirname(fileURLToPath(import.meta.url));
const reactVersion = (require('react/package.json') as { version: string }).version;

const config: Configuration = {
  context: dirname,
  mode: 'production',
  devtool: false,
  target: ['web', 'es2022'],
  entry: { main: './src/index.ts' },
  output: {
    path: path.join(dirname, 'dist'),
    publicPath: '/',
    uniqueName: 'erp_react_host',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        },
      },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './index.html', scriptLoading: 'defer' }),
    new ModuleFederationPlugin({
      name: 'erp_react_host',
      // The remote is registered at run time from the page's settings (src/app.tsx), not baked in.
      remotes: {},
      shared: {
        react: { singleton: true, requiredVersion: `^${reactVersion}` },
        'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
      },
      dts: false,
      bridge: { enableBridgeRouter: false },
    }),
  ],
  performance: { hints: false },
};

export default config;
