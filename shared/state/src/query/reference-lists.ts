import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MethodName } from '@site/contract';
import { callMethod, replyMessage, type ApiReply } from '@site/state/api';
import { queryKeys } from './query-keys';

/**
 * The option lists of the sign-up, profile and address forms (docs/product.md#option-lists): states (an array of names),
 * countries (objects with a name) and business types (the industry types that have a name).
 * A list the server did not give is null, so each form decides how to live without it.
 */
export interface ReferenceLists {
  states: string[] | null;
  countries: string[] | null;
  businessTypes: string[] | null;
}

/** The three calls, in the order `readReferenceLists` takes their replies (each a GET). */
export const REFERENCE_LIST_METHODS = [
  'getStates',
  'fetchCountries',
  'getIndustryTypeList',
] as const satisfies readonly MethodName[];

function names(items: unknown): string[] | null {
  if (!Array.isArray(items)) return null;
  return items.flatMap((item) => {
    const name: unknown = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() ? [name] : [];
  });
}

const listIn = (reply: ApiReply<unknown> | undefined) => (reply === undefined ? null : names(replyMessage(reply)));

/** The lists from the replies to REFERENCE_LIST_METHODS, in that order. */
export function readReferenceLists([states, countries, businessTypes]: readonly ApiReply<unknown>[]): ReferenceLists {
  return { states: listIn(states), countries: listIn(countries), businessTypes: listIn(businessTypes) };
}

/** Asks for the three lists at once; a list the server did not give is null. */
export async function fetchReferenceLists(): Promise<ReferenceLists> {
  const replies = await Promise.all(REFERENCE_LIST_METHODS.map((name) => callMethod('GET', name)));
  return readReferenceLists(replies);
}

const isComplete = (lists: ReferenceLists | undefined) =>
  Boolean(lists?.states && lists.countries && lists.businessTypes);

export type ReferenceListsStatus = 'loading' | 'ready' | 'failed';

/** The lists as options: a list that did not load is empty, so a form still shows its stored value. */
export interface OptionLists {
  states: string[];
  countries: string[];
  businessTypes: string[];
}

/**
 * The forms' option lists, loaded once per page (they do not change while a visitor moves between
 * pages) and always in the browser (the server renders the forms' loading state). `failed` when any of
 * them did not load: `retry` asks again, and so does the next form that needs them.
 */
export function useReferenceLists(): { status: ReferenceListsStatus; lists: OptionLists; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.referenceLists(),
    queryFn: fetchReferenceLists,
    // Complete lists stay for the page's life; incomplete ones are asked for again by the next form.
    staleTime: (loaded) => (isComplete(loaded.state.data) ? Infinity : 0),
  });
  const { data, isFetching, isError, refetch } = query;
  const complete = isComplete(data);
  const status: ReferenceListsStatus = complete ? 'ready' : isFetching || (!isError && !data) ? 'loading' : 'failed';
  const lists = useMemo(
    () => ({ states: data?.states ?? [], countries: data?.countries ?? [], businessTypes: data?.businessTypes ?? [] }),
    [data],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  return { status, lists, retry };
}
