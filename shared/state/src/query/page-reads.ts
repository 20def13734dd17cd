import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type PageRead, type ReadReply, readOutcome } from '@site/state/routes';
import { queryKeys } from './query-keys';

/** Catalogue data changes seldom: a read the server made for the page is not made again on hydration. */
const PAGE_READ_STALE_MS = 60_000;

/** The replies the server rendered the page with, in the page's cache before its first render. */
export function seedPageReads(client: QueryClient, replies: readonly ReadReply[]): void {
  for (const { method, params, message } of replies)
    client.setQueryData(queryKeys.pageRead({ method, params }), message);
}

/**
 * The API client is loaded by the first read the page itself makes: a page the server rendered with its
 * reads (the usual first visit) does not download it to hydrate.
 */
async function makeRead(read: PageRead): Promise<unknown> {
  const { callMethod } = await import('@site/state/api');
  const outcome = readOutcome(await callMethod('GET', read.method, { params: { ...read.params } }));
  if (outcome === undefined) throw new Error(`${read.method} failed`);
  return outcome;
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
