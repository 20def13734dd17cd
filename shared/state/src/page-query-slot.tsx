import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, type Store, useStore } from './lib/store';
import type { ReadReply } from './routes';

/**
 * Where a page keeps its one query client. The host renders this around every page (the browser's for
 * the page's life, the server's for one request), but the client itself is made (`slotQueryClient` of
 * `@site/state/query`) when the first page needs it: pages that never call the API (the policies), and
 * pages the server rendered with their reads, then never download the query library to hydrate.
 */
export interface PageQueryClientSlot {
  client?: object;
  /** The page's reads as the server made them: the client starts with them (`seedPageReads`). */
  replies?: readonly ReadReply[];
  /**
   * Whether the loading overlay covers the page (docs/product.md#loading-overlay): kept by the client
   * from its own fetching and mutating state, so the host reads it without the query library.
   */
  loading: Store<boolean>;
}

const SlotContext = createContext<PageQueryClientSlot | null>(null);

export function PageQueryClientScope({
  replies = [],
  client,
  children,
}: {
  replies?: readonly ReadReply[];
  /** The page's query client when it already has one (a test's, a dev harness's). */
  client?: object;
  children: ReactNode;
}) {
  const [slot] = useState<PageQueryClientSlot>(() => ({ client, replies, loading: createStore(false) }));
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The page's slot, or null outside the host (a dev harness, another team's page). */
export function usePageQueryClientSlot(): PageQueryClientSlot | null {
  return useContext(SlotContext);
}

const neverLoading = createStore(false);

/** Whether the loading overlay covers the page: a read or a save that covers it is under way. */
export function usePageLoading(): boolean {
  return useStore(usePageQueryClientSlot()?.loading ?? neverLoading);
}
