/**
 * The remotes' server builds, as the host's rendering server loads them at run time: each remote
 * publishes `server/pages.js` beside its browser files (rspack.config.base.ts), and this keeps the
 * release deployed now of each one, so a remote deployed alone is in the HTML without a host rebuild
 * or restart (docs/decisions/0009-server-rendering.md).
 *
 * - Revalidated at most every `revalidateMs` with a conditional request (a 304 costs one round trip);
 *   a new release replaces the old one, whose code is then garbage: one live copy per remote, so
 *   memory stays bounded however often remotes are redeployed.
 * - A page request waits for a check at most `budgetMs`; past that it gets the release of the last check
 *   that succeeded, or, when there is none, is rendered without the page (the browser renders it, as
 *   without server rendering), while the check goes on for later requests.
 * - A remote that does not answer, or has no server build, or whose build fails to load, gets no
 *   server render until it does: the browser meets it as before (timeout, retry, Retry button).
 * - A build made with a newer `@site/state` or `@site/ui` than the host's (its `siteSingletonVersions`)
 *   is never rendered with the host's older copies: it is refused, logged once per release, and the
 *   browser shows the fallback that says the part is being updated (docs/decisions/0012).
 */
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { PageHeadFunction, PageRead, PageSitemap, RemoteName } from '@site/state/routes';
import type { ComponentType } from 'react';
import { describeMismatch, unmetSingletonVersions, type SingletonVersions } from '../src/lib/singleton-versions';
import { type RemoteFilesOptions, revalidatedFile, type RevalidatedFile, waitAtMost } from './revalidated-file';

/** What a remote's server build exports: its `src/app/pages.ts`. */
export interface RemotePagesBuild {
  pageModules: Record<string, () => Promise<PageModule>>;
  /** The version of each shared singleton entry it was built with (rspack.config.base.ts writes it). */
  siteSingletonVersions?: SingletonVersions;
}

/** An exposed page module: the page component, and optionally what it adds to the document's head. */
export interface PageModule {
  default: ComponentType;
  /** The public API reads the page is made of (`PageRead`), made before the render. */
  reads?: (path: string) => PageRead[];
  /**
   * `path`: the page's path, for pages with a parameter (`/product-details/<item_code>`); `replies`: its
   * reads as made (a failed one is missing).
   */
  head?: PageHeadFunction;
  /** A page with a parameter: the concrete paths it has, for the sitemap. */
  sitemap?: PageSitemap;
}

export interface RemoteRelease {
  build: RemotePagesBuild;
  /** The server build's ETag (or a hash of it): changes with every release. */
  release: string;
}

export interface RemoteServerBuilds {
  /** The remote's release deployed now, or null when its pages are to be rendered in the browser. */
  current(remote: RemoteName): Promise<RemoteRelease | null>;
}

export interface RemoteServerBuildsOptions extends RemoteFilesOptions<RemoteName> {
  /** Where each remote's server build is fetched: `<remote>/server/pages.js`. */
  buildUrl(remote: RemoteName): string;
  /** Where each remote's browser files are, for the asset URLs its pages render (the public origin). */
  publicPath(remote: RemoteName): string;
  /** The modules the host's renderer shares with the remotes' server builds. */
  sharedModules: Readonly<Record<string, unknown>>;
  /**
   * The versions of the shared singletons the host provides (its own server build's
   * `siteSingletonVersions`): a build needing newer ones is not rendered. Unset: no check (tests).
   */
  singletonVersions?: SingletonVersions;
}

/** A release read, or `refused` when it needs newer singletons than the host's (not fetched again while unchanged). */
type ReadRelease = { release: RemoteRelease } | { refused: true };

export function createRemoteServerBuilds(options: RemoteServerBuildsOptions): RemoteServerBuilds {
  const builds = new Map<RemoteName, RevalidatedFile<ReadRelease>>();

  function buildOf(remote: RemoteName): RevalidatedFile<ReadRelease> {
    let file = builds.get(remote);
    if (!file) {
      file = revalidatedFile<ReadRelease>({
        url: () => options.buildUrl(remote),
        revalidateMs: options.revalidateMs,
        fetchTimeoutMs: options.fetchTimeoutMs,
        fetch: options.fetch,
        now: options.now,
        async read(response) {
          const code = await response.text();
          const etag = response.headers.get('etag') ?? `"${code.length}-${simpleHash(code)}"`;
          const build = evaluateBuild(
            code,
            options.buildUrl(remote),
            options.publicPath(remote),
            options.sharedModules,
          );
          const unmet = options.singletonVersions
            ? unmetSingletonVersions(options.singletonVersions, build.siteSingletonVersions, remote)
            : [];
          if (unmet.length === 0) return { value: { release: { build, release: etag } }, etag };
          options.onError?.(remote, new SingletonVersionError(remote, unmet.map(describeMismatch)));
          return { value: { refused: true }, etag };
        },
        // A remote that does not answer, or whose build no longer loads, is left to the browser until it does.
        onFailure: 'drop',
        onError: (error) => options.onError?.(remote, error),
      });
      builds.set(remote, file);
    }
    return file;
  }

  const releaseOf = (read: ReadRelease | null) => (read && 'release' in read ? read.release : null);

  return {
    async current(remote) {
      const build = buildOf(remote);
      if (!build.isDue()) return releaseOf(build.value());
      // Late: this request gets the release of the last check that succeeded (null if there is none, or
      // it failed: the browser then renders the page), and the check goes on for the next requests.
      await waitAtMost(build.revalidate(), options.budgetMs);
      return releaseOf(build.value());
    },
  };
}

/** A remote's server build needs newer shared singletons than the host's: its pages are left to the browser. */
export class SingletonVersionError extends Error {
  override name = 'SingletonVersionError';
  constructor(
    readonly remote: RemoteName,
    readonly unmet: readonly string[],
  ) {
    super(
      `${unmet.join('; ')}: its pages are rendered in the browser, where the fallback says this part is being updated`,
    );
  }
}

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs a remote's CommonJS server build. It `require`s only the host's shared modules (its build
 * fails otherwise), and reads its asset base from `__site_remote_public_path` (tools/ssr-public-path.ts).
 */
export function evaluateBuild(
  code: string,
  filename: string,
  publicPath: string,
  sharedModules: Readonly<Record<string, unknown>>,
): RemotePagesBuild {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname, __site_remote_public_path) {${code}\n})`,
    {
      filename,
    },
  ) as (
    exports: object,
    require: (request: string) => unknown,
    module: { exports: object },
    file: string,
    dir: string,
    publicPath: string,
  ) => void;
  const module = { exports: {} as object };
  const requireShared = (request: string) => {
    // Node's own modules (rspack's runtime for Node asks for `url`).
    if (isBuiltin(request)) return nodeRequire(request);
    if (!Object.hasOwn(sharedModules, request))
      throw new Error(`${filename} requires ${request}, which the host does not share`);
    return sharedModules[request];
  };
  // The build is fetched, not a file here: its "file" is a name for stack traces.
  wrapper(module.exports, requireShared, module, filename, '.', publicPath);
  const build = module.exports as Partial<RemotePagesBuild>;
  if (!build.pageModules || typeof build.pageModules !== 'object')
    throw new Error(`${filename} exports no pageModules`);
  return build as RemotePagesBuild;
}

function simpleHash(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(31, hash) + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}
