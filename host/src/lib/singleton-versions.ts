/**
 * The versions of our federation singletons (`@site/state`, `@site/ui`) a page runs with, and what
 * happens when a remote was built against a newer one than the host provides
 * (docs/decisions/0012-shared-packages-by-role.md).
 *
 * - Browser: federation's runtime (2.9) refuses a `strictVersion` singleton whose loaded copy does not
 *   satisfy a consumer's `requiredVersion`: `loadShare` throws, the remote's module factory rethrows it,
 *   and `loadRemote` rejects. `singletonMismatchOf` recognises that error (its wording is pinned by
 *   singleton-versions.test.ts against the real runtime), so the page shows the fallback that says so.
 * - Server: every server build exports `siteSingletonVersions`, the version of each singleton entry it
 *   was built with (rspack.config.base.ts); a remote's build is rendered only when the host's versions
 *   satisfy `^` each of them, the rule federation applies in the browser (`unmetSingletonVersions`).
 */
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Singleton entry (`@site/state`, `@site/state/api`, `@site/ui`) → the version a build was built with. */
export type SingletonVersions = Readonly<Record<string, string>>;

export interface SingletonMismatch {
  /** The shared module, e.g. `@site/state`. */
  module: string;
  /** The version the page has (the host's), or null when it has none. */
  provided: string | null;
  /** What the remote needs, e.g. `^1.1.0`. */
  required: string;
  /** Who needs it: the remote's name (browser), or the build's (server). */
  consumer: string;
}

// runtime-core/src/shared: `Version ${v} from ${from} of shared singleton module ${pkgName} does not
// satisfy the requirement of ${consumer} which needs ${requiredVersion})`.
const FEDERATION_MISMATCH =
  /Version (\S*) from \S* of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)]*)\)/;

/** The runtime's own words for a refused singleton, which `singletonMismatchOf` reads. */
export function mismatchMessage({ module, provided, required, consumer }: SingletonMismatch, from = 'host'): string {
  return `[ Federation Runtime ]: Version ${provided ?? ''} from ${from} of shared singleton module ${module} does not satisfy the requirement of ${consumer} which needs ${required})`;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * A runtime plugin (registered globally, so every remote's instance has it) that gives each consumer of
 * our singletons the copy at the host's version, or the refusal: never a remote's newer copy. Without
 * it, federation's `version-first` choice hands a remote built ahead its own copy of an entry the host
 * does not load itself (`@site/state/api`: the host's shell never imports it), marks it loaded, and
 * every remote after it gets that copy, whose own `@site/state` import is refused: one remote built
 * ahead would break the pages of the others. An entry the host does not provide is taken at the version
 * of its package the host provides (`@site/state/api` at `@site/state`'s). `hostVersion` answers the
 * version the host provides of a shared module, if any.
 */
export function hostSingletonsPlugin(
  hostVersion: (module: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'site-host-singletons',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, shareInfo } = args;
      if (!pkgName.startsWith('@site/')) return args;
      const provided = hostVersion(pkgName) ?? hostVersion(pkgName.split('/').slice(0, 2).join('/'));
      if (!provided) return args;
      const required = shareInfo.shareConfig?.requiredVersion;
      const atHostVersion = args.shareScopeMap[args.scope]?.[pkgName]?.[provided];
      const runtimeChoice = args.resolver;
      args.resolver = () => {
        if (typeof required === 'string' && !satisfy(provided, required)) {
          throw new Error(
            mismatchMessage({ module: pkgName, provided, required, consumer: shareInfo.from ?? 'a remote' }),
          );
        }
        return atHostVersion ? { shared: atHostVersion, useTreesShaking: false } : runtimeChoice();
      };
      return args;
    },
  };
}

/** The singleton refusal in `error` or any of its causes (a RemoteLoadError wraps it), or null. */
export function singletonMismatchOf(error: unknown): SingletonMismatch | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : typeof current === 'string' ? current : '';
    const match = FEDERATION_MISMATCH.exec(message);
    if (match) {
      const [, provided, module, consumer, required] = match as unknown as [string, string, string, string, string];
      return { module, provided: provided || null, required, consumer };
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return null;
}

/**
 * The singletons a build (`built`: what it was built with) needs newer than the host `provided`:
 * empty when it can run with the host's copies. A build that names none is refused as a whole
 * (`module: '*'`): it cannot say what it needs.
 */
export function unmetSingletonVersions(
  provided: SingletonVersions,
  built: SingletonVersions | undefined,
  consumer: string,
): SingletonMismatch[] {
  if (!built || typeof built !== 'object' || Object.keys(built).length === 0) {
    return [{ module: '*', provided: null, required: 'the versions it was built with', consumer }];
  }
  return Object.entries(built)
    .map(([module, version]) => ({ module, provided: provided[module] ?? null, required: `^${version}`, consumer }))
    .filter(({ provided: version, required }) => !version || !satisfy(version, required));
}

/**
 * What a remote's federation manifest (`mf-manifest.json`, as served) says it needs of our singletons
 * (`@site/…`, at its `requiredVersion`) that the host does not provide: empty when it can run with the
 * host's copies, or when the manifest cannot be read (the load then fails on its own). The browser
 * checks this before a remote's page is shown, so a remote built ahead is refused its pages whether a
 * page takes a singleton as it loads or later (a module it imports at its first use, say), the rule the
 * server applies to the remote's server build. `hostVersion` answers the version the host provides.
 */
export function unmetManifestSingletons(
  manifest: string | null,
  hostVersion: (module: string) => string | undefined,
  consumer: string,
): SingletonMismatch[] {
  let shared: unknown;
  try {
    shared = manifest === null ? undefined : (JSON.parse(manifest) as { shared?: unknown }).shared;
  } catch {
    return [];
  }
  if (!Array.isArray(shared)) return [];
  const built: Record<string, string> = {};
  for (const entry of shared as { name?: unknown; version?: unknown; requiredVersion?: unknown }[]) {
    if (typeof entry.name !== 'string' || !entry.name.startsWith('@site/')) continue;
    const required = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : `^${String(entry.version)}`;
    built[entry.name] = required.replace(/^\^/, '');
  }
  const provided: Record<string, string> = {};
  for (const module of Object.keys(built)) {
    const version = hostVersion(module) ?? hostVersion(module.split('/').slice(0, 2).join('/'));
    if (version) provided[module] = version;
  }
  return Object.keys(built).length === 0 ? [] : unmetSingletonVersions(provided, built, consumer);
}

/** One line for a log: `inquiry needs @site/state ^1.1.0; the host provides 1.0.0`. */
export function describeMismatch({ module, provided, required, consumer }: SingletonMismatch): string {
  if (module === '*') return `${consumer} does not say which versions of the shared singletons it was built with`;
  return `${consumer} needs ${module} ${required}; the host provides ${provided ?? 'none'}`;
}
