import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/shared/routes';

/** How the host gets a remote's module; the browser uses federation, tests a fake. */
export interface RemoteLoader {
  /** Resolves the default export of `<remote>/<module>` (module as in the route table, `./HomePage`). */
  load(remote: RemoteName, module: string): Promise<ComponentType>;
  /** A module already loaded, so a revisit renders at once. */
  peek(remote: RemoteName, module: string): ComponentType | undefined;
  /** Forgets everything cached for a remote after a failure, so the next load really fetches again. */
  reset(remote: RemoteName): void;
}

export function createFederationLoader(entries: Record<RemoteName, string>): RemoteLoader {
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  const loaded = new Map<string, ComponentType>();
  const key = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

  return {
    async load(remote, module) {
      const id = key(remote, module);
      const exports = await loadRemote<{ default?: ComponentType }>(id);
      if (!exports?.default) throw new Error(`${id} has no default export`);
      loaded.set(id, exports.default);
      return exports.default;
    },
    peek: (remote, module) => loaded.get(key(remote, module)),
    reset(remote) {
      // The runtime keeps a request that never settled as its loading promise for this remote, and a
      // loaded container; re-registering with `force` drops both (and the manifest), so the next load
      // really fetches again.
      registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
      for (const id of [...loaded.keys()]) if (id.startsWith(`${remote}/`)) loaded.delete(id);
    },
  };
}
