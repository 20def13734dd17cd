import { type QueryClient, useQuery } from '@tanstack/react-query';
import { pageReadReplySchemas } from '@site/contract';
import { ApiError } from '@site/state';
import { type PageRead, type PublicReadMethod, type ReadReply } from '@site/state/routes';
import { queryKeys } from './query-keys';

/**
 * A read the server made for the page is not made again on hydration, and a page opened again within this
 * time shows what was read; after it, the page shows that at once and reads again. Admins change prices and
 * stock in the office, and a change must show within 10 s (docs/decisions/0020): no longer than that.
 */
const PAGE_READ_STALE_MS = 10_000;

/** The replies the server rendered the page with, in the page's cache before its first render. */
export function seedPageReads(client: QueryClient, replies: readonly ReadReply[]): void {
  for (const { method, params, message } of replies)
    client.setQueryData(queryKeys.pageRead({ method, params }), message);
}

const READ_REPLIES = pageReadReplySchemas satisfies Record<PublicReadMethod, unknown>;

/**
 * The read's message, or null where the API has nothing by that name (404). The API client is loaded by
 * the first read the page itself makes: a page the server rendered with its reads (the usual first visit)
 * does not download it to hydrate.
 */
async function makeRead(read: PageRead): Promise<unknown> {
  const { request } = await import('@site/state/api');
  try {
    return await request(READ_REPLIES[read.method], 'GET', read.method, { params: { ...read.params } });
  } catch (error) {
    if (error instanceof ApiError && error.reason === 'not_found') return null;
    throw error;
  }
}

/**
 * A read a page declared (`reads(path)` of its module): the reply's message typed as the contract says, or
 * null where the API has nothing by that name. Made by the host's server for a rendered page, else here.
 */
export function usePageRead<T>(read: PageRead) {
  return useQuery({
    queryKey: queryKeys.pageRead(read),
    queryFn: () => makeRead(read) as Promise<T | null>,
    staleTime: PAGE_READ_STALE_MS,
  });
}
