import type { ComponentType } from 'react';
import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/state/routes';
import { chunkLoadingGlobal } from '@site/federation';
import { remoteStartInSteps } from './remote-start-in-steps';
import { hostSingletonsPlugin, mismatchMessage, unmetManifestSingletons } from './singleton-versions';

/** How the host gets a remote's module; the browser uses federation, tests a fake. */
export interface RemoteLoader {
  /**
   * Resolves the default export of `<remote>/<module>` (module as in the route table, `./HomePage`).
   * A second call while the first is under way gets the same promise: the host starts the first
   * page's module before React runs, and the page then waits for that load instead of a new one.
   */
  load(remote: RemoteName, module: string): Promise<ComponentType>;
  /** A module already loaded, so a revisit renders at once. */
  peek(remote: RemoteName, module: string): ComponentType | undefined;
  /** Forgets everything cached for a remote after a failure, so the next load really fetches again. */
  reset(remote: RemoteName): void;
  /**
   * Asks the remote whether it was redeployed since its modules were loaded; if so, forgets them as
   * `reset` does, so the next load gets the new release. Resolves true when it was.
   */
  checkForNewRelease(remote: RemoteName): Promise<boolean>;
}

/** What the loader needs from the federation runtime and the network; tests pass a fake. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<{ default?: ComponentType } | null | undefined>;
  /** The entry file (a remote's mf-manifest.json) as served now; null when it cannot be read. */
  fetchEntry(url: string): Promise<string | null>;
  /** Drops what a remote's loaded chunks registered globally, so another release's chunks start clean. */
  forgetChunks(remote: RemoteName): void;
  /** Makes every remote take our shared singletons from the host, or be refused (singleton-versions.ts). */
  pinHostSingletons?(): void;
  /** The version of a shared module the host provides, if any. */
  hostVersion?(module: string): string | undefined;
  /** Starts each remote in short tasks (remote-start-in-steps.ts). */
  startRemotesInSteps?(): void;
  /**
   * Makes federation read a remote's entry file from `read` (the loader's record of its release) when that
   * has it, instead of asking the network a second time for the same file.
   */
  readEntriesFrom?(read: (url: string) => Promise<string | null> | undefined): void;
}

const hostSharedVersion = (module: string) => getInstance()?.options.shared[module]?.[0]?.version;

export const browserFederationRuntime: FederationRuntime = {
  registerRemotes,
  loadRemote: (id) => loadRemote<{ default?: ComponentType }>(id),
  async fetchEntry(url) {
    try {
      // Revalidated (the entry is served with no-cache), so unchanged it costs a 304.
      const response = await fetch(url, { cache: 'no-cache' });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  },
  forgetChunks(remote) {
    // Every release of a remote registers its chunks in the same global array; a new release's runtime
    // would take the old release's chunks from it as its own (same chunk ids) and render old code.
    delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(remote)];
  },
  pinHostSingletons() {
    // Global: each remote's federation instance is created when its container starts, and takes these.
    registerGlobalPlugins([hostSingletonsPlugin(hostSharedVersion)]);
  },
  hostVersion: hostSharedVersion,
  startRemotesInSteps() {
    // The host's instance only: it is the one that starts the remotes.
    registerPlugins([remoteStartInSteps]);
  },
  readEntriesFrom(read) {
    registerPlugins([
      {
        name: 'entry-from-release-record',
        fetch(url, init) {
          // Unread (null) means that request failed: federation's own, made again here, meets the error itself.
          return read(url)?.then((text) =>
            text === null ? fetch(url, init) : new Response(text, { headers: { 'Content-Type': 'application/json' } }),
          );
        },
      },
    ]);
  },
};

export function createFederationLoader(
  entries: Record<RemoteName, string>,
  runtime: FederationRuntime = browserFederationRuntime,
): RemoteLoader {
  runtime.pinHostSingletons?.();
  runtime.startRemotesInSteps?.();
  runtime.registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  const loaded = new Map<string, ComponentType>();
  /** Each remote's entry file as served when its current release was first loaded: another answer is a new release. */
  const releases = new Map<RemoteName, Promise<string | null>>();
  runtime.readEntriesFrom?.((url) => {
    const remote = (Object.keys(entries) as RemoteName[]).find((name) => entries[name] === url);
    return remote === undefined ? undefined : releases.get(remote);
  });
  const pendingChecks = new Map<RemoteName, Promise<boolean>>();
  const inFlight = new Map<string, Promise<ComponentType>>();
  /** Counts each remote's resets, so a load that a reset overtook keeps out of the caches. */
  const resets = new Map<RemoteName, number>();
  const key = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;
  const entryOf = (remote: RemoteName) => {
    const entry = entries[remote];
    if (!entry) throw new Error(`remotes.json lists no remote ${remote}`);
    return entry;
  };

  function reset(remote: RemoteName): void {
    // The runtime keeps a request that never settled as its loading promise for this remote, and a
    // loaded container; re-registering with `force` drops both (and the manifest), so the next load
    // really fetches again.
    runtime.registerRemotes([{ name: remote, entry: entryOf(remote) }], { force: true });
    runtime.forgetChunks(remote);
    resets.set(remote, (resets.get(remote) ?? 0) + 1);
    releases.delete(remote);
    for (const cache of [loaded, inFlight]) {
      for (const id of [...cache.keys()]) if (id.startsWith(`${remote}/`)) cache.delete(id);
    }
  }

  function checkForNewRelease(remote: RemoteName): Promise<boolean> {
    const known = releases.get(remote);
    if (!known) return Promise.resolve(false);
    const pending = pendingChecks.get(remote);
    if (pending) return pending;
    const check = (async () => {
      const [before, now] = await Promise.all([known, runtime.fetchEntry(entryOf(remote))]);
      if (before === null || now === null || before === now) return false;
      // Unless a failure reset the remote meanwhile.
      if (releases.get(remote) === known) reset(remote);
      return true;
    })().finally(() => pendingChecks.delete(remote));
    pendingChecks.set(remote, check);
    return check;
  }

  return {
    load(remote, module) {
      const id = key(remote, module);
      const pending = inFlight.get(id);
      if (pending) return pending;
      const loading = (async () => {
        // A module not loaded yet comes from the release being served now, not from the one the page met.
        await checkForNewRelease(remote);
        const resetsBefore = resets.get(remote);
        if (!releases.has(remote)) releases.set(remote, runtime.fetchEntry(entryOf(remote)));
        // Side by side: the module, and the manifest's word on the singletons the remote was built with.
        // A remote built against newer ones than the host provides is refused, with the runtime's words.
        const [entry, module] = await Promise.allSettled([releases.get(remote)!, runtime.loadRemote(id)]);
        const [unmet] = runtime.hostVersion
          ? unmetManifestSingletons(entry.status === 'fulfilled' ? entry.value : null, runtime.hostVersion, remote)
          : [];
        if (unmet) throw new Error(mismatchMessage(unmet));
        if (module.status === 'rejected') throw module.reason;
        const exports = module.value;
        if (!exports?.default) throw new Error(`${id} has no default export`);
        // A load that a reset dropped meanwhile must not fill the cache with the release it dropped.
        if (resets.get(remote) === resetsBefore) loaded.set(id, exports.default);
        return exports.default;
      })().finally(() => {
        // Unless a reset dropped it (and maybe a new load took its place) meanwhile.
        if (inFlight.get(id) === loading) inFlight.delete(id);
      });
      inFlight.set(id, loading);
      return loading;
    },
    peek: (remote, module) => loaded.get(key(remote, module)),
    reset,
    checkForNewRelease,
  };
}
