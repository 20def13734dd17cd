import { useEffect, useState } from 'react';
import { callMethod, readReferenceLists, REFERENCE_LIST_METHODS } from '@site/state/api';

/** The option lists of the profile and address forms (§7): states, countries and business types. */
export interface ReferenceLists {
  states: string[];
  countries: string[];
  businessTypes: string[];
}

export const EMPTY_REFERENCE_LISTS: ReferenceLists = { states: [], countries: [], businessTypes: [] };

/** Loads the three lists; a list that fails to load is empty (the forms still show the stored value). */
export async function loadReferenceLists(): Promise<ReferenceLists> {
  const replies = await Promise.all(REFERENCE_LIST_METHODS.map((name) => callMethod('GET', name)));
  const { states, countries, businessTypes } = readReferenceLists(replies);
  return { states: states ?? [], countries: countries ?? [], businessTypes: businessTypes ?? [] };
}

// Loaded once per page: the lists do not change while a retailer moves between the account pages.
let cached: Promise<ReferenceLists> | null = null;

function cachedReferenceLists(): Promise<ReferenceLists> {
  cached ??= loadReferenceLists().then((lists) => {
    // A failed list is asked for again next time instead of staying empty for the page's life.
    if (!lists.states.length || !lists.countries.length || !lists.businessTypes.length) cached = null;
    return lists;
  });
  return cached;
}

/** Forgets the loaded lists (tests). */
export function forgetReferenceLists(): void {
  cached = null;
}

export function useReferenceLists(): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>(EMPTY_REFERENCE_LISTS);
  useEffect(() => {
    let current = true;
    void cachedReferenceLists().then((loaded) => {
      if (current) setLists(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return lists;
}
