import { useSyncExternalStore } from 'react';

/**
 * A minimal external store. Shared state (login, cart) lives in module-level stores
 * rather than React context so that every remote — loaded into the host, run alone, or embedded in
 * a foreign page — reads the same value without depending on a provider above it. The host and the
 * remotes share this package as a federation singleton, so there is one instance per page.
 */
export interface Store<T> {
  get(): T;
  /**
   * What a server render shows and what the browser's hydration render reads: the state of an
   * anonymous first visit, never a visitor's (the server renders many visitors from one module).
   */
  getServerSnapshot(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T, serverSnapshot: T = initial): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerSnapshot: () => serverSnapshot,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  // During hydration React reads the server snapshot, so the first render matches the server's HTML;
  // it then re-renders at once with this browser's state (a stored login, a filled cart).
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
