import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScrollToState } from '@site/state';

/**
 * Scrolls the section with `sectionId` into view when the navigation asked for it with
 * `{ scrollTo: sectionId }` (the header's OUR PRODUCT and the banner's button). It keys on
 * the location's `key`, so a second click while already on the page scrolls again. It waits one
 * frame so the page has laid out (images have their sizes) before measuring.
 */
export function useScrollToSection(sectionId: string): void {
  const { key, state } = useLocation() as { key: string; state: ScrollToState };
  const requested = state?.scrollTo === sectionId;

  useEffect(() => {
    if (!requested) return undefined;
    const frame = requestAnimationFrame(() => {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      document
        .getElementById(sectionId)
        ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, requested, sectionId]);
}
