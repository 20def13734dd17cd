import type { ReactElement } from 'react';
import type { Language } from '@site/contract';
import { renderWithProviders } from '@site/testing';

/**
 * An auth page alone at its route, opened with the navigation `state` another page passed; every other
 * path shows where the page sent the visitor, in `language` (English by default). No toast area: the tests
 * read `notify`'s calls instead.
 */
export function renderAuthPage(page: ReactElement, route: string, state?: unknown, language?: Language) {
  return renderWithProviders(page, { path: route, state, route, toasts: false, language });
}

/** What one auth page hands the next for a visitor an account page sent to log in: their mobile and that page. */
export const HANDOVER = { mobile: '9876543210', returnTo: '/user-address' };
