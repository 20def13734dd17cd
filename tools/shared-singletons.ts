import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps';

/**
 * What every app's build shares through module federation, one copy a page (rspack.config.base.ts passes it
 * to each app's federation plugin), and the versions a remote's server build records of it.
 */

/** Versions as installed at the root, so every app asks for the same singleton range. */
function installedRange(pkg: string): string {
  // Read the file itself: some packages (ours included) do not export their package.json.
  const manifest = readFileSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8');
  return `^${(JSON.parse(manifest) as { version: string }).version}`;
}

/**
 * One copy of each per page. `react/` and `react-dom/` cover the subpaths (`react/jsx-runtime`,
 * `react-dom/client`). Of our own packages, `@site/state` and `@site/ui` are shared, strictly at their
 * own version (see `siteSingletons`); `@site/contract` is plain data and code, bundled by each app.
 */
export function sharedSingletons() {
  const packages = [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'styled-components',
    'react-hook-form',
    '@tanstack/react-query',
  ];
  const withSubpaths = new Set(['react', 'react-dom']);
  const shared: Record<string, { singleton: true; requiredVersion: string; strictVersion?: true }> = {};
  for (const pkg of packages) {
    const requiredVersion = installedRange(pkg);
    shared[pkg] = { singleton: true, requiredVersion };
    if (withSubpaths.has(pkg)) shared[`${pkg}/`] = { singleton: true, requiredVersion };
  }
  return { ...shared, ...siteSingletons() };
}

/**
 * What the host shares: the same modules, consumed at any version. The host provides every singleton and
 * takes its own copies before any remote is registered, so checking them against its own ranges only cost
 * start-up time (federation's semver parses each range with regular expressions built per call, on the
 * main thread). Remotes keep their ranges: the host refuses a remote whose `@site/state` or `@site/ui`
 * range its copy does not meet (host/src/lib/singleton-versions.ts).
 */
export function hostSharedSingletons() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([request, config]) => [
      request,
      { ...config, requiredVersion: false as const },
    ]),
  );
}

/**
 * Entry points of our packages that are not shared: the route table is build-time data with no state,
 * and the host reads it, its remotes manifest (also read by tools/ when serving) and runs the early
 * hardening before federation's async boundary, where a shared module cannot be used yet.
 * `@site/state/query` holds no state either (the page's client lives in `@site/state`'s slot, the cache
 * in it): each remote bundles it beside its own queries, so both reach TanStack Query through the same
 * import of the shared singleton. Shared, a copy provided by another remote was seen rendering its
 * provider with a different context than the page's queries read (the journeys' profile page).
 */
const UNSHARED_SITE_ENTRIES = new Set([
  '@site/state/routes',
  '@site/state/remotes-manifest',
  '@site/state/hardening',
  '@site/state/query',
]);

/**
 * Each entry point of `@site/state` and `@site/ui`, shared at `^` its package's version with
 * `strictVersion`: a remote built against a newer minor than the host provides gets an error from
 * federation instead of the host's older copy, and its page shows the fallback that says so
 * (docs/decisions/0012-shared-packages-by-role.md).
 */
function siteSingletons(): Record<string, { singleton: true; requiredVersion: string; strictVersion: true }> {
  const shared: Record<string, { singleton: true; requiredVersion: string; strictVersion: true }> = {};
  for (const folder of ['state', 'ui']) {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      exports: Record<string, string>;
    };
    for (const subpath of Object.keys(manifest.exports)) {
      const request = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      if (!UNSHARED_SITE_ENTRIES.has(request))
        shared[request] = { singleton: true, requiredVersion: `^${manifest.version}`, strictVersion: true };
    }
  }
  return shared;
}

/**
 * The version of each entry `siteSingletons` shares (`@site/state`, `@site/state/api`, `@site/ui`), as
 * this build is made: every server build exports it as `siteSingletonVersions`, so the host's renderer
 * runs a remote's pages only with copies that satisfy `^` each of them (host/server/remote-pages.ts).
 */
export function siteSingletonVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(siteSingletons()).map(([request, { requiredVersion }]) => [
      request,
      requiredVersion.replace(/^\^/, ''),
    ]),
  );
}
