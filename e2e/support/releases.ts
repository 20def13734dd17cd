import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/state/routes';
import { appInfo, REPO_ROOT } from '../../tools/apps';
import { buildApp } from '../../tools/build';

/** The attribute a marked release puts on every page it exposes, e.g. `data-release="B"`. */
export const RELEASE_ATTRIBUTE = 'data-release';

/**
 * A production build of `remote` whose every exposed page also shows "Release <release>", into
 * `outputDir` (never the remote's dist/, which other journeys serve). Its exposed modules are small
 * wrappers around the real pages, so each page's chunk, and the manifest, differ from another release's
 * as they do after a real change.
 */
export async function buildMarkedRelease(remote: RemoteName, release: string, outputDir: string, workDir: string): Promise<void> {
  const app = appInfo(remote);
  const remoteDir = path.join(REPO_ROOT, app.dir);
  mkdirSync(workDir, { recursive: true });
  const { exposes } = (await import(path.join(remoteDir, 'src', 'app', 'exposes.ts'))) as { exposes: Record<string, string> };

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

export default (env: Record<string, unknown>) => {
  const configs = remoteConfig(env);
  // The browser build and the server build: the release shows in both.
  return (Array.isArray(configs) ? configs : [configs]).map((config) => ({
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
