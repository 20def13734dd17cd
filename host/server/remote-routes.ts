/**
 * The site's routes as the remotes publish them (docs/decisions/0015-routes-travel-with-their-remote.md):
 * each remote's `routes.json`, beside its manifest, read by the rendering server and revalidated as its
 * server build is (every `revalidateMs`, a conditional request), so a remote that adds a page, renames a
 * route or retitles one is routed and rendered that way without a host release.
 *
 * - A page request waits for the checks at most `budgetMs`; past that it gets what the last checks read.
 * - A remote whose routes cannot be read keeps the routes it last published (its pages are then those of
 *   a remote that is down: the browser's loading or error state); one never read is `unread`, and a path
 *   no route claims is then its error state rather than the not-found page.
 * - A path two remotes claim goes to the one `remotes.json` lists first; each new conflict is reported.
 */
import {
  composeRoutes,
  type RemoteName,
  type RemoteRoute,
  type RouteConflict,
  parsePublishedRoutes,
  type SiteRoutes,
} from '@site/state/routes';
import { type RemoteFilesOptions, revalidatedFile, type RevalidatedFile, waitAtMost } from './revalidated-file';

export interface RemoteRoutesOptions extends RemoteFilesOptions<RemoteName> {
  /** The remotes in `remotes.json`'s order. */
  remotes(): readonly RemoteName[];
  /** Where this server reads a remote's `routes.json`. */
  routesUrl(remote: RemoteName): string;
  /** Each conflict once, when it first appears. */
  onConflict?: (conflict: RouteConflict) => void;
}

export interface RemoteRoutes {
  current(): Promise<SiteRoutes>;
}

export function createRemoteRoutes(options: RemoteRoutesOptions): RemoteRoutes {
  const published = new Map<RemoteName, RevalidatedFile<RemoteRoute[]>>();
  let reportedConflicts = new Set<string>();

  function routesOf(remote: RemoteName): RevalidatedFile<RemoteRoute[]> {
    let file = published.get(remote);
    if (!file) {
      file = revalidatedFile<RemoteRoute[]>({
        url: () => options.routesUrl(remote),
        revalidateMs: options.revalidateMs,
        fetchTimeoutMs: options.fetchTimeoutMs,
        fetch: options.fetch,
        now: options.now,
        async read(response, previous) {
          const routes = parsePublishedRoutes(await response.json(), remote);
          // Unchanged routes keep their identity, so the composition and the pages rendered with it stand.
          const value = previous && JSON.stringify(routes) === JSON.stringify(previous) ? previous : routes;
          return { value, etag: response.headers.get('etag') };
        },
        // The routes last read stay: a remote briefly down keeps its pages, which show its error state.
        onFailure: 'keep',
        onError: (error) => options.onError?.(remote, error),
      });
      published.set(remote, file);
    }
    return file;
  }

  /** The composition of what was read, made again only when a remote's routes (or the remotes) changed. */
  let composed: { inputs: readonly (RemoteRoute[] | null)[]; remotes: string; site: SiteRoutes } | null = null;
  function compose(remotes: readonly RemoteName[]): SiteRoutes {
    const inputs = remotes.map((remote) => routesOf(remote).value());
    const names = remotes.join();
    if (composed?.remotes === names && composed.inputs.every((routes, index) => routes === inputs[index]))
      return composed.site;
    const { site, conflicts } = composeRoutes(
      remotes.map((remote, index) => ({ remote, routes: inputs[index] ?? null })),
    );
    const keys = new Set(conflicts.map((conflict) => `${conflict.path} ${conflict.kept} ${conflict.dropped}`));
    for (const conflict of conflicts)
      if (!reportedConflicts.has(`${conflict.path} ${conflict.kept} ${conflict.dropped}`))
        options.onConflict?.(conflict);
    reportedConflicts = keys;
    composed = { inputs, remotes: names, site };
    return site;
  }

  return {
    async current() {
      const remotes = options.remotes();
      // Every page request asks: between checks it costs no timer and no composition.
      if (remotes.some((remote) => routesOf(remote).isDue()))
        await waitAtMost(Promise.all(remotes.map((remote) => routesOf(remote).revalidate())), options.budgetMs);
      return compose(remotes);
    },
  };
}
