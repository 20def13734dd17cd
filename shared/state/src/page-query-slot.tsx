import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ReadReply } from './routes';

/**
 * Where a page keeps its one query client. The host renders this around every page (the browser's for
 * the page's life, the server's for one request), but the client itself is made by `PageQueryClient`
 * (`@site/state/query`) when the first page that reads server data renders: pages that never call the API
 * (home, the policies) then never download the query library.
 */
export interface PageQueryClientSlot {
  client?: object;
  /** The page's reads as the server made them: the client starts with them (`seedPageReads`). */
  replies?: readonly ReadReply[];
}

const SlotContext = createContext<PageQueryClientSlot | null>(null);

export function PageQueryClientScope({
  replies = [],
  children,
}: {
  replies?: readonly ReadReply[];
  children: ReactNode;
}) {
  const [slot] = useState<PageQueryClientSlot>(() => ({ replies }));
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The page's slot, or null outside the host (a dev harness, another team's page). */
export function usePageQueryClientSlot(): PageQueryClientSlot | null {
  return useContext(SlotContext);
}
