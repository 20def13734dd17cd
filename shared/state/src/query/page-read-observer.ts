import { QueryObserver } from '@tanstack/react-query';
import { pageReadReplySchemas } from '@site/contract';
import { ApiError, type PageQueryClientSlot } from '@site/state';
import { request } from '@site/state/api';
import type { PageRead, PublicReadMethod } from '@site/state/routes';
import { PAGE_READ_STALE_MS, type PageReadObservation } from './page-reads';
import { slotQueryClient } from './query-client';
import { queryKeys } from './query-keys';

/**
 * The part of a page read that needs the query library, the API client and the contract's reply schemas:
 * loaded by `usePageRead` only when the page must read (a server-rendered page hydrates without it).
 */
const READ_REPLIES = pageReadReplySchemas satisfies Record<PublicReadMethod, unknown>;

/** The read's message, or null where the API has nothing by that name (404). */
async function makeRead(read: PageRead): Promise<unknown> {
  try {
    return await request(READ_REPLIES[read.method], 'GET', read.method, { params: { ...read.params } });
  } catch (error) {
    if (error instanceof ApiError && error.reason === 'not_found') return null;
    throw error;
  }
}

/** Watches `read` in the page's query client (made now if it is the page's first), reading it when stale. */
export function observePageRead(
  slot: PageQueryClientSlot | null,
  read: PageRead,
  onChange: (result: { data: unknown; isError: boolean }) => void,
): PageReadObservation {
  const observer = new QueryObserver(slotQueryClient(slot), {
    queryKey: queryKeys.pageRead(read),
    queryFn: () => makeRead(read),
    staleTime: PAGE_READ_STALE_MS,
  });
  const stop = observer.subscribe(({ data, isError }) => onChange({ data, isError }));
  const { data, isError } = observer.getCurrentResult();
  onChange({ data, isError });
  return { refetch: () => observer.refetch(), stop };
}
