import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type MethodName, namedOptionListSchema, stateListSchema } from '@site/contract';
import { request } from '@site/state/api';
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

/** The three calls, in the order `readReferenceLists` takes their messages (each a GET). */
export const REFERENCE_LIST_METHODS = [
  'getStates',
  'fetchCountries',
  'getIndustryTypeList',
] as const satisfies readonly MethodName[];

/** The contract's schema of each list's reply. */
const LIST_SCHEMAS = {
  getStates: stateListSchema,
  fetchCountries: namedOptionListSchema,
  getIndustryTypeList: namedOptionListSchema,
} as const satisfies Record<(typeof REFERENCE_LIST_METHODS)[number], unknown>;

type ListMessage = string[] | { name: string }[];

/** The names in a list that have one. */
function names(items: ListMessage | null): string[] | null {
  return items?.map((item) => (typeof item === 'string' ? item : item.name)).filter((name) => name.trim()) ?? null;
}

/** The lists from the messages of REFERENCE_LIST_METHODS, in that order; null for a list that did not come. */
export function readReferenceLists([
  states,
  countries,
  businessTypes,
]: readonly (ListMessage | null)[]): ReferenceLists {
  return {
    states: names(states ?? null),
    countries: names(countries ?? null),
    businessTypes: names(businessTypes ?? null),
  };
}

/** Asks for the three lists at once; a list the server did not give (or gave off the contract) is null. */
export async function fetchReferenceLists(): Promise<ReferenceLists> {
  const messages = await Promise.all(
    REFERENCE_LIST_METHODS.map((name) => request(LIST_SCHEMAS[name], 'GET', name).catch(() => null)),
  );
  return readReferenceLists(messages);
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
