/**
 * The one rspack factory every app's `rspack.config.ts` calls. The host and the four remotes differ
 * only in name, port, entry and what they expose; everything that must agree across them for module
 * federation to work (the shared singletons above all) is decided here, once.
 *
 * The configs are TypeScript: on Node 20 the rspack CLI loads them with its bundled jiti (Node's own
 * type stripping arrives in 22). Build through the CLI (`tools/build.ts` does): importing these configs
 * under tsx breaks federation's runtime templates (see tools/build.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type SwcLoaderOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  chunkLoadingGlobal,
  HOST_SERVER_FILE,
  hostServerBuildDir,
  isServerSharedModule,
  REMOTE_SERVER_DIR,
  REMOTE_SERVER_FILE,
} from './shared/federation/src/index';
import {
  exposedPages,
  parsePublishedRoutes,
  publishedRoutes,
  type RemotePage,
  type RemoteRoute,
  ROUTES_FILE,
} from './shared/state/src/routes';
import { appInfo, remotesManifestForEnv, REPO_ROOT, type AppInfo, type AppName } from './tools/apps';
import { publishWordsPlugin } from './tools/publish-words';
import { hostSharedSingletons, sharedSingletons, siteSingletonVersions } from './tools/shared-singletons';

const require = createRequire(import.meta.url);

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102): a production bundle would carry its dev warnings and checks. Its production build, same API,
 * same version, is taken by path, in both the browser and the server builds (one build on both sides of
 * hydration).
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REPO_ROOT, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.join(REPO_ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

export interface AppConfigOptions {
  name: AppName;
  /** The app's folder: the directory of its rspack.config.ts. */
  dirname: string;
  /** Browser entry: the host's bootstrap, or a remote's dev harness. */
  entry: string;
  /** HTML template of that entry; a remote's dev harness page is generated when none is given. */
  template?: string;
  /** Favicon emitted beside the page. */
  favicon?: string;
  /**
   * A remote's pages (its `src/app/routes.ts`): each is exposed as the module its file's name makes, and
   * they are published as `routes.json` beside its manifest for the host to read at run time.
   */
  routes?: readonly RemotePage[];
  /** What a remote exposes besides its pages (the cart drawer, the embeddable sign-up): module → file. */
  widgets?: Record<string, string>;
  /**
   * Scripts other sites load by a fixed name (served no-cache), e.g. the auth remote's
   * `sign-up-embed.js`: entry name → source and file name.
   */
  scripts?: Record<string, { import: string; filename: string }>;
  /**
   * Publish the contract's shared messages (`locales/shared/<language>.json`) as the host does: for a remote
   * whose widget renders on other sites' pages, with no host to hand it them (the embedded sign-up).
   */
  sharedWords?: boolean;
  /**
   * Entry of the server build (production only): the host's document renderer, or a remote's page
   * modules (`./src/app/pages.ts`, the default), which the host's rendering server loads at run time.
   */
  serverEntry?: string;
}

/** Sets a remote's server build's asset URLs to wherever that remote is deployed (see host/server/remote-pages.ts). */
const SERVER_PUBLIC_PATH_PRELUDE = path.join(REPO_ROOT, 'tools', 'ssr-public-path.ts');

/** Dev only, before React Refresh's entry in every bundle: lets a late container's refresh runtime find react-dom (see the file). */
const DEV_REACT_REFRESH_HOOK = path.join(REPO_ROOT, 'tools', 'dev-react-refresh-hook.ts');

type RspackEnv = Record<string, unknown>;

/** The page a remote serves at its own origin: its dev harness, which mounts into #root. */
function devHarnessPage(name: AppName): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} remote (dev harness)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * What a remote exposes and publishes, both made from its routes: each page under the module name its file
 * makes, and its widgets; the build fails on routes the host would not accept (the same check the host
 * makes), or on a widget named as a page.
 */
function remoteModules(remote: string, pages: readonly RemotePage[], widgets: Record<string, string>) {
  const routes = parsePublishedRoutes({ routes: publishedRoutes(pages) }, remote);
  const exposes = exposedPages(pages);
  const clash = Object.keys(widgets).filter((module) => Object.hasOwn(exposes, module));
  if (clash.length > 0) throw new Error(`The ${remote} remote exposes ${clash.join(', ')} as a page and as a widget`);
  return { routes, exposes: { ...exposes, ...widgets } };
}

/** Publishes a remote's routes as `routes.json` beside its `mf-manifest.json`, in every build (the dev harness reads it too). */
function publishRoutesPlugin(routes: readonly RemoteRoute[]) {
  return {
    apply(compiler: import('@rspack/core').Compiler) {
      compiler.hooks.thisCompilation.tap('PublishRoutes', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PublishRoutes', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              ROUTES_FILE,
              new rspack.sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

/**
 * V8's explicit compile hint, first in every script of a production browser build: compile all its functions
 * while the script downloads, off the main thread, instead of each on its first call, on the main thread, in
 * the task that calls it. Start-up calls most of what it downloads (federation's runtime, react-dom,
 * styled-components), and on a phone those lazy compilations were much of each start-up task (decision 22).
 * Added after minification, which drops comments, and before the source maps and content hashes.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHintsPlugin = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (name.endsWith('.js'))
              compilation.updateAsset(name, new rspack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  },
};

export function createAppConfig(options: AppConfigOptions): (env?: RspackEnv) => Configuration | Configuration[] {
  const app = appInfo(options.name);
  const isHost = app.name === 'host';
  const remote = isHost ? null : remoteModules(app.name, options.routes ?? [], options.widgets ?? {});

  return (env = {}) => {
    const isDev = Boolean(env.RSPACK_SERVE);
    // `--env outputPath=…` (tools/build.ts) builds elsewhere than dist/; the server build goes beside it.
    const outputDir =
      typeof env.outputPath === 'string' ? path.resolve(env.outputPath) : path.join(options.dirname, 'dist');
    const swcOptions: SwcLoaderOptions = {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        // `refresh`: React Fast Refresh's registrations in development (with ReactRefreshRspackPlugin below).
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        experimental: {
          // Component names in class names and devtools: `Header__Nav-sc-…` rather than `sc-…`; `ssr`
          // gives each component an id from its file and position, so the server build and the browser
          // build of a page generate the same class names and hydration matches.
          plugins: [
            [require.resolve('@swc/plugin-styled-components'), { displayName: true, fileName: true, ssr: true }],
          ],
        },
      },
    };

    const browser: Configuration = {
      name: app.name,
      context: options.dirname,
      mode: isDev ? 'development' : 'production',
      // Production maps are emitted for error tracking but not referenced from the bundles (docs/product.md#production-hardening).
      devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
      target: ['web', 'es2022'],
      entry: { main: options.entry, ...options.scripts },
      output: {
        path: outputDir,
        // The host is served with a history fallback, so its assets need an absolute path; a remote's
        // assets resolve against wherever its remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `site_${app.name}`,
        chunkLoadingGlobal: chunkLoadingGlobal(app.name),
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: isDev ? {} : REACT_ROUTER_PRODUCTION },
      module: { rules: moduleRules(swcOptions) },
      plugins: [
        // Fast Refresh in development: each bundle (the host's, a remote's harness and its remoteEntry.js)
        // has its own refresh runtime, namespaced by `output.uniqueName`; the hook module goes first so the
        // runtimes of remotes loaded after react-dom still reach it. Hot updates of a remote on the host's
        // page come from the remote's own dev server (its client's websocket URL names its port).
        ...(isDev
          ? [
              new rspack.EntryPlugin(options.dirname, DEV_REACT_REFRESH_HOOK, { name: undefined }),
              new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, DEV_REACT_REFRESH_HOOK] }),
            ]
          : []),
        new rspack.HtmlRspackPlugin({
          ...(options.template
            ? { template: path.resolve(options.dirname, options.template) }
            : { templateContent: devHarnessPage(app.name) }),
          scriptLoading: 'defer',
          // The page is always served from its app's own root, and deep links must find the bundle;
          // only the page's entry, not the container a remote also emits for the host.
          publicPath: '/',
          chunks: ['main'],
          ...(options.favicon ? { favicon: path.resolve(options.dirname, options.favicon) } : {}),
        }),
        // Files served under fixed names from the app's root (the host's Open Graph image).
        ...(existsSync(path.join(options.dirname, 'public'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })]
          : []),
        ...(remote ? [publishRoutesPlugin(remote.routes)] : []),
        publishWordsPlugin(options.dirname, { shared: isHost || options.sharedWords === true }),
        ...(isDev ? [] : [compileHintsPlugin]),
        new ModuleFederationPlugin({
          name: app.name,
          ...(remote ? { filename: 'remoteEntry.js', exposes: remote.exposes } : {}),
          shared: isHost ? hostSharedSingletons() : sharedSingletons(),
          manifest: { fileName: 'mf-manifest.json' },
          // Types travel through the workspace's TypeScript project, not federation's type archives.
          dts: false,
          // The auth remote uses bridge-react's provider only; no page is routed through the bridge's router.
          bridge: { enableBridgeRouter: false },
        }),
      ],
      performance: { hints: false },
      // Lazy compilation's proxy chunks do not survive federation's async boundary in dev.
      lazyCompilation: false,
      // An editor's save is often several changes (a new file renamed over the old, a formatter's rewrite). Built
      // apart, the page asks for the first build's update after the second has replaced it, and reloads.
      watchOptions: { aggregateTimeout: 200 },
      devServer: {
        port: app.port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        // The host (another origin) fetches a remote's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares: isHost
          ? (middlewares) => [
              {
                name: 'remotes-manifest',
                path: '/remotes.json',
                middleware: (_request: IncomingMessage, response: ServerResponse) => {
                  response.setHeader('Content-Type', 'application/json');
                  response.setHeader('Cache-Control', 'no-cache');
                  response.end(JSON.stringify(remotesManifestForEnv()));
                },
              },
              ...middlewares,
            ]
          : undefined,
      },
    };
    // The dev servers render in the browser only; production builds the server side too.
    return isDev ? browser : [browser, serverConfig(app, options, swcOptions, outputDir)];
  };
}

function moduleRules(swcOptions: SwcLoaderOptions): NonNullable<Configuration['module']>['rules'] {
  return [
    // Our sources only: not node_modules, nor the virtual `data:` modules federation generates.
    {
      test: /\.[jt]sx?$/,
      include: REPO_ROOT,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: swcOptions,
    },
    { test: /\.css$/, type: 'css/auto' },
    // The same rule in both builds: an image small enough to inline is inlined on both sides.
    { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset' },
  ];
}

/**
 * The server side of an app, built after its browser side from the same sources and rules (so the
 * HTML a server renders is what the browser hydrates): one CommonJS file, no chunks, for Node.
 * - host: `dist-server/render.cjs`, the document renderer of its rendering server, React and all.
 * - remote: `dist/server/pages.js`, its page modules, published with its browser files. Everything
 *   the host's renderer provides (SERVER_SHARED_MODULES) is left out and `require`d from the host at
 *   run time; its images point at the remote's own files (`emit: false`: the browser build wrote them).
 */
function serverConfig(
  app: AppInfo,
  options: AppConfigOptions,
  swcOptions: SwcLoaderOptions,
  browserOutputDir: string,
): Configuration {
  const isHost = app.name === 'host';
  const entry = options.serverEntry ?? './src/app/pages.ts';
  return {
    name: `${app.name}-server`,
    dependencies: [app.name],
    context: options.dirname,
    mode: 'production',
    devtool: false,
    target: ['node20', 'es2022'],
    entry: isHost ? { render: entry } : { pages: [SERVER_PUBLIC_PATH_PRELUDE, entry] },
    output: {
      path: isHost ? hostServerBuildDir(browserOutputDir) : path.join(browserOutputDir, REMOTE_SERVER_DIR),
      filename: isHost ? HOST_SERVER_FILE : REMOTE_SERVER_FILE,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      publicPath: isHost ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `site_${app.name}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: REACT_ROUTER_PRODUCTION },
    externalsType: 'commonjs',
    externalsPresets: { node: true },
    externals: isHost
      ? []
      : [
          ({ request }, callback) => {
            const shared = request ? isServerSharedModule(request) : false;
            if (shared === null)
              return callback(
                new Error(
                  `${request} is a subpath of a shared package the host's renderer does not provide (shared/federation/src/server-shared-modules.ts)`,
                ),
              );
            return shared ? callback(undefined, request) : callback();
          },
        ],
    module: {
      rules: moduleRules(swcOptions),
      generator: { asset: { emit: false } },
      // One file, no chunks: a dynamic import (the page loaders of src/app/pages.ts) is part of it.
      parser: { javascript: { dynamicImportMode: 'eager' } },
    },
    // The singleton versions it is built with: what the host's renderer provides (host), or needs (remote).
    plugins: [
      new rspack.BannerPlugin({
        banner: `module.exports.siteSingletonVersions = ${JSON.stringify(siteSingletonVersions())};`,
        raw: true,
        footer: true,
        entryOnly: true,
      }),
    ],
    // Readable stack traces in the server's logs; nothing here is downloaded by a browser at start.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
