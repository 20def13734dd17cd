import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/state/routes';
import { appInfo, REPO_ROOT } from '../../tools/apps';
import { buildApp } from '../../tools/build';

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
  const { exposes } = (await import(path.join(remoteDir, 'src', 'app', 'exposes.ts'))) as {
    exposes: Record<string, string>;
  };

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
    // The page's file, however it is imported: the exposes map's request (browser build) and pages.ts's
    // (server build). The wrapper's own import carries a query, so it is not replaced in turn.
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
