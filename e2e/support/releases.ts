import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contract/languages';
import { exposedPages, pageModuleName, type RemoteName, type RemotePage, wordsFile } from '@site/state/routes';
import { appInfo, REPO_ROOT } from '../../tools/apps';
import { buildApp } from '../../tools/build';
import { sourceCatalogueFile } from '../../tools/publish-words';

/** The attribute a marked release puts on every page it exposes, e.g. `data-release="B"`. */
export const RELEASE_ATTRIBUTE = 'data-release';

export interface ReleaseOptions {
  /**
   * Build the release as if our shared singletons had these versions (`@site/state` → `1.2.0`): its
   * federation config provides and requires them, and its server build says it was built with them. The
   * repository's package.json files are never touched.
   */
  singletonVersions?: Record<string, string>;
}

/**
 * A production build of `remote` whose every exposed page also shows "Release <release>", into
 * `outputDir` (never the remote's dist/, which other journeys serve). Its exposed modules are small
 * wrappers around the real pages, so each page's chunk, and the manifest, differ from another release's
 * as they do after a real change.
 */
export async function buildMarkedRelease(
  remote: RemoteName,
  release: string,
  outputDir: string,
  workDir: string,
  { singletonVersions = {} }: ReleaseOptions = {},
): Promise<void> {
  const app = appInfo(remote);
  const remoteDir = path.join(REPO_ROOT, app.dir);
  mkdirSync(workDir, { recursive: true });
  const { exposes } = await remoteModules(path.join(remoteDir, 'src', 'app'));

  const replacements = Object.entries(exposes).map(([name, request]) => {
    const wrapper = path.join(workDir, `${name.replace(/^\.\//, '')}.js`);
    writeFileSync(
      wrapper,
      `import { createElement, Fragment } from 'react';
import Page from ${JSON.stringify(`${path.join(remoteDir, request)}?original`)};
export * from ${JSON.stringify(`${path.join(remoteDir, request)}?original`)};
export default function ReleasedPage() {
  const marker = createElement('p', { ${JSON.stringify(RELEASE_ATTRIBUTE)}: ${JSON.stringify(release)} }, ${JSON.stringify(`Release ${release}`)});
  return createElement(Fragment, null, marker, createElement(Page));
}
`,
    );
    // The page's file, however it is imported: as exposed (browser build) and by pages.ts (server build).
    // The wrapper's own import carries a query, so it is not replaced in turn.
    const file = request.replace(/^\.\//, '/');
    return { pattern: `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, wrapper };
  });

  const config = path.join(workDir, 'rspack.config.ts');
  writeFileSync(
    config,
    `import { createRequire } from 'node:module';
import remoteConfig from ${JSON.stringify(path.join(remoteDir, 'rspack.config.ts'))};

const { rspack } = createRequire(${JSON.stringify(path.join(REPO_ROOT, 'package.json'))})('@rspack/core');
const replacements = ${JSON.stringify(replacements)};
const singletonVersions: Record<string, string> = ${JSON.stringify(singletonVersions)};

/** The release as if built against these versions of our shared singletons: what it provides and requires. */
function withSingletonVersions(config: any): any {
  if (Object.keys(singletonVersions).length === 0) return config;
  if (String(config.name).endsWith('-server')) {
    // After (or before: a property beats an assignment) the footer rspack.config.base.ts writes.
    const footer = \`Object.defineProperty(module.exports, 'siteSingletonVersions', { enumerable: true, get: () => (\${JSON.stringify(singletonVersions)}), set() {} });\`;
    return { ...config, plugins: [...(config.plugins ?? []), new rspack.BannerPlugin({ banner: footer, raw: true, footer: true, entryOnly: true })] };
  }
  const federation = (config.plugins ?? []).find((plugin: any) => plugin?.constructor?.name === 'ModuleFederationPlugin');
  const shared = federation?._options?.shared;
  if (!shared) throw new Error('the release config has no federation plugin with shared modules to version');
  for (const [request, version] of Object.entries(singletonVersions)) {
    if (!shared[request]) throw new Error(\`\${request} is not shared\`);
    shared[request] = { ...shared[request], version, requiredVersion: \`^\${version}\` };
  }
  return config;
}

export default (env: Record<string, unknown>) => {
  const configs = remoteConfig(env);
  // The browser build and the server build: the release shows in both.
  return (Array.isArray(configs) ? configs : [configs]).map(withSingletonVersions).map((config) => ({
    ...config,
    // The wrappers live outside the workspace: let them find react where the remote does.
    resolve: { ...config.resolve, modules: ['node_modules', ${JSON.stringify(path.join(REPO_ROOT, 'node_modules'))}] },
    plugins: [
      ...(config.plugins ?? []),
      ...replacements.map(({ pattern, wrapper }) => new rspack.NormalModuleReplacementPlugin(new RegExp(pattern), wrapper)),
    ],
  }));
};
`,
  );
  await buildApp(app, { config, outputPath: outputDir });
}

/** A remote's routes (`src/app/routes.ts`) and what it exposes: its pages by their module names, and its widgets. */
async function remoteModules(appModules: string) {
  const { routes, widgets = {} } = (await import(path.join(appModules, 'routes.ts'))) as {
    routes: readonly RemotePage[];
    widgets?: Record<string, string>;
  };
  return { routes, widgets, exposes: { ...exposedPages(routes), ...widgets } };
}

/** A page a route release adds: a heading and one paragraph, exposed as `module` at `path`. */
export interface AddedPage {
  path: string;
  module: `./${string}`;
  title: string;
  description: string;
  heading: string;
  text: string;
}

export interface RouteChanges {
  /** A new page, in the browser build (exposed) and in the server build (rendered on the server). */
  addPage?: AddedPage;
  /** New titles of the remote's own routes, by path. */
  titles?: Record<string, string>;
  /** New translations of the remote's own messages: by language, the message (ICU) by its id. */
  words?: Partial<Record<TranslatedLanguage, Record<string, string>>>;
}

/**
 * The changed messages compiled as the remote's build publishes them, by the file they go to; an id the
 * remote's catalogue does not have is refused, so a release cannot add a word no page says.
 */
function compiledWordChanges(remoteDir: string, words: NonNullable<RouteChanges['words']>): Record<string, object> {
  const ownIds = Object.keys(
    JSON.parse(readFileSync(sourceCatalogueFile(remoteDir, DEFAULT_LANGUAGE), 'utf8')) as Record<string, string>,
  );
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const messages = words[language];
      if (!messages) return [];
      const unknownIds = Object.keys(messages).filter((id) => !ownIds.includes(id));
      if (unknownIds.length > 0) throw new Error(`the catalogue has no message ${unknownIds.join(', ')} to change`);
      const compiled = Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]);
      return [[wordsFile(language), Object.fromEntries(compiled)]];
    }),
  );
}

/**
 * A production build of `remote` whose published routes (`routes.json`) and words (`locales/<language>.json`)
 * differ from its own by `changes`, into `outputDir`: the release a remote's team ships alone when it adds a
 * page, retitles one or changes a translation. Its other pages, words, exposes and server build are the
 * remote's own. Built as the remote's `rspack.config.ts` builds it, from its dev harness entry (without extra
 * scripts such as the auth remote's embed loader, which no route needs).
 */
export async function buildRouteRelease(
  remote: RemoteName,
  outputDir: string,
  workDir: string,
  { addPage, titles = {}, words = {} }: RouteChanges,
): Promise<void> {
  const app = appInfo(remote);
  const remoteDir = path.join(REPO_ROOT, app.dir);
  mkdirSync(workDir, { recursive: true });
  const appModules = path.join(remoteDir, 'src', 'app');
  const { routes: ownRoutes, widgets } = await remoteModules(appModules);
  const unknownPaths = Object.keys(titles).filter((retitled) => !ownRoutes.some((route) => route.path === retitled));
  if (unknownPaths.length > 0) throw new Error(`${remote} has no route ${unknownPaths.join(', ')} to retitle`);
  const changedWords = compiledWordChanges(remoteDir, words);

  // Built from the remote's own routes with a page file of the release's: its name makes its module's.
  const routes: (Omit<RemotePage, 'page'> & { page: string })[] = ownRoutes.map((route) => ({
    ...route,
    title: titles[route.path] ?? route.title,
  }));
  const addedModules: Record<string, string> = {};
  if (addPage) {
    const pageFile = path.join(
      workDir,
      `${addPage.module
        .slice(2)
        .replace(/(?<=.)([A-Z])/g, '-$1')
        .toLowerCase()}.js`,
    );
    if (pageModuleName(pageFile) !== addPage.module) throw new Error(`${addPage.module} is not a page module name`);
    writeFileSync(
      pageFile,
      `import { createElement, Fragment } from 'react';
export default function AddedPage() {
  return createElement(Fragment, null, createElement('h1', null, ${JSON.stringify(addPage.heading)}), createElement('p', null, ${JSON.stringify(addPage.text)}));
}
`,
    );
    routes.push({ path: addPage.path, page: pageFile, title: addPage.title, description: addPage.description });
    addedModules[addPage.module] = pageFile;
  }

  // The remote's page modules for the host's rendering server, and the added page beside them.
  const ownPages = path.join(appModules, 'pages.ts');
  const serverEntry = path.join(workDir, 'pages.js');
  writeFileSync(
    serverEntry,
    `import { pageModules as ownPageModules } from ${JSON.stringify(ownPages)};
export * from ${JSON.stringify(ownPages)};
export const pageModules = {
  ...ownPageModules,
${Object.entries(addedModules)
  .map(([module, file]) => `  ${JSON.stringify(module)}: () => import(${JSON.stringify(file)}),`)
  .join('\n')}
};
`,
  );

  const config = path.join(workDir, 'rspack.config.ts');
  writeFileSync(
    config,
    `import { createRequire } from 'node:module';
import { createAppConfig } from ${JSON.stringify(path.join(REPO_ROOT, 'rspack.config.base.ts'))};

const { rspack } = createRequire(${JSON.stringify(path.join(REPO_ROOT, 'package.json'))})('@rspack/core');
const changedWords: Record<string, object> = ${JSON.stringify(changedWords)};

/** The release's words: the remote's published catalogues with the changed messages in place. */
const publishChangedWords = {
  apply(compiler: any) {
    compiler.hooks.thisCompilation.tap('ReleaseWords', (compilation: any) => {
      compilation.hooks.processAssets.tap(
        // After the remote's own PublishWords (PROCESS_ASSETS_STAGE_ADDITIONAL).
        { name: 'ReleaseWords', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          for (const [file, messages] of Object.entries(changedWords)) {
            const published = compilation.getAsset(file);
            if (!published) throw new Error(\`the build publishes no \${file} to change\`);
            const catalogue = JSON.parse(published.source.source().toString());
            compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify({ ...catalogue, ...messages })));
          }
        },
      );
    });
  },
};

const appConfig = createAppConfig({
  name: ${JSON.stringify(remote)},
  dirname: ${JSON.stringify(remoteDir)},
  entry: './src/dev/index.ts',
  routes: ${JSON.stringify(routes)},
  widgets: ${JSON.stringify(widgets)},
  serverEntry: ${JSON.stringify(serverEntry)},
});

export default (env: Record<string, unknown>) => {
  const configs = appConfig(env);
  // The generated modules live outside the workspace: let them find react where the remote does.
  return (Array.isArray(configs) ? configs : [configs]).map((config) => ({
    ...config,
    resolve: { ...config.resolve, modules: ['node_modules', ${JSON.stringify(path.join(REPO_ROOT, 'node_modules'))}] },
    // The browser build publishes the words; the server build has none.
    plugins: [...(config.plugins ?? []), ...(config.name === ${JSON.stringify(remote)} ? [publishChangedWords] : [])],
  }));
};
`,
  );
  await buildApp(app, { config, outputPath: outputDir });
}
