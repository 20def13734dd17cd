import { useEffect } from 'react';
import { createStore, useStore } from './lib/store';

/** A page's own title and description, from its data, for the path it was shown at. */
export interface ShownPageHead {
  path: string;
  title?: string;
  description?: string;
}

const pageHeadStore = createStore<ShownPageHead | null>(null);

/**
 * A page names itself from its data (a pack's page: "Pan Masala 4 g, pack of 24") in place of its
 * route's title and description; the host's layout writes it into the document while the page is shown.
 * The server writes the same from the page's `head` export, so both sides agree.
 */
export function usePageHead(head: { title?: string; description?: string }): void {
  const { title, description } = head;
  useEffect(() => {
    if (title === undefined && description === undefined) return undefined;
    const shown = { path: window.location.pathname, title, description };
    pageHeadStore.set(shown);
    return () => pageHeadStore.set((current) => (current === shown ? null : current));
  }, [title, description]);
}

/** The head the page shown at `path` gave itself, if it did. */
export function useShownPageHead(path: string): ShownPageHead | null {
  const head = useStore(pageHeadStore);
  return head?.path === path ? head : null;
}
