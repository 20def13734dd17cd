import { useCallback, useEffect, useState } from 'react';
import { fetchSignUpLists, type SignUpLists } from '../api/fetchReferenceLists';

export type ListsStatus = 'loading' | 'ready' | 'failed';

const NO_LISTS: SignUpLists = { states: [], countries: [], businessTypes: [] };

/** Loads the option lists once per wizard; after a failure `retry` asks again. */
export function useReferenceLists() {
  const [status, setStatus] = useState<ListsStatus>('loading');
  const [lists, setLists] = useState<SignUpLists>(NO_LISTS);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    void fetchSignUpLists().then((loaded) => {
      if (!current) return;
      setLists(loaded ?? NO_LISTS);
      setStatus(loaded ? 'ready' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, lists, retry };
}
