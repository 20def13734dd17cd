import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScrollToState } from '@site/state';

/** Top of the page on each navigation, unless the navigation asks the page to scroll to a section. */
export function useScrollToTop(): void {
  const { key, state } = useLocation() as { key: string; state: ScrollToState };
  const scrollTo = state?.scrollTo;
  useLayoutEffect(() => {
    if (!scrollTo) window.scrollTo(0, 0);
  }, [key, scrollTo]);
}
