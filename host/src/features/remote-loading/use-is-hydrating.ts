import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React renders on the server or hydrates the server's HTML, false in any later render:
 * React reads a store's server snapshot exactly then. Lets a component render what the server sent
 * first, and what it knows only in the browser (a stored login) right after.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
