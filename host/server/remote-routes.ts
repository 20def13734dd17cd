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

export interface RemoteRoutesOptions {
  /** The remotes in `remotes.json`'s order. */
  remotes(): readonly RemoteName[];
  /** Where this server reads a remote's `routes.json`. */
  routesUrl(remote: RemoteName): string;
  revalidateMs: number;
  budgetMs: number;
  /** How long one fetch may take before it counts as failed. */
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (remote: RemoteName, error: unknown) => void;
  /** Each conflict once, when it first appears. */
  onConflict?: (conflict: RouteConflict) => void;
}

export interface RemoteRoutes {
  current(): Promise<SiteRoutes>;
}

interface PublishedState {
  routes: RemoteRoute[] | null;
  etag: string | null;
  checkedAt: number;
  checking: Promise<void> | null;
}

/** A failed read is tried again after a second at most, so a remote that starts after the host is routed at once. */
const FAILED_CHECK_HOLD_MS = 1_000;

export function createRemoteRoutes(options: RemoteRoutesOptions): RemoteRoutes {
  const fetchRoutes = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const states = new Map<RemoteName, PublishedState>();
  let reportedConflicts = new Set<string>();

  function state(remote: RemoteName): PublishedState {
    let found = states.get(remote);
    if (!found) {
      found = { routes: null, etag: null, checkedAt: Number.NEGATIVE_INFINITY, checking: null };
      states.set(remote, found);
    }
    return found;
  }

  async function check(remote: RemoteName, published: PublishedState): Promise<void> {
    const url = options.routesUrl(remote);
    try {
      const response = await fetchRoutes(url, {
        headers: published.etag && published.routes ? { 'If-None-Match': published.etag } : {},
        signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 5_000),
      });
      if (response.status === 304 && published.routes) {
        published.checkedAt = now();
        return;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const routes = parsePublishedRoutes(await response.json(), remote);
      // Unchanged routes keep their identity, so the composition and the pages rendered with it stand.
      if (JSON.stringify(routes) !== JSON.stringify(published.routes)) published.routes = routes;
      published.etag = response.headers.get('etag');
      published.checkedAt = now();
    } catch (error) {
      // The routes last read stay: a remote briefly down keeps its pages, which show its error state.
      published.etag = null;
      published.checkedAt = now() - options.revalidateMs + Math.min(FAILED_CHECK_HOLD_MS, options.revalidateMs);
      options.onError?.(remote, error);
    }
  }

  const due = (remote: RemoteName) => now() - state(remote).checkedAt >= options.revalidateMs;

  function checked(remote: RemoteName): Promise<void> {
    const published = state(remote);
    if (!due(remote)) return Promise.resolve();
    published.checking ??= check(remote, published).finally(() => {
      published.checking = null;
    });
    return published.checking;
  }

  /** The composition of what was read, made again only when a remote's routes (or the remotes) changed. */
  let composed: { inputs: readonly (RemoteRoute[] | null)[]; remotes: string; site: SiteRoutes } | null = null;
  function compose(remotes: readonly RemoteName[]): SiteRoutes {
    const inputs = remotes.map((remote) => state(remote).routes);
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
      if (remotes.some(due)) {
        let timer: NodeJS.Timeout | undefined;
        const outOfTime = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.budgetMs);
        });
        await Promise.race([Promise.all(remotes.map(checked)), outOfTime]);
        clearTimeout(timer);
      }
      return compose(remotes);
    },
  };
}
