import type { ReactElement } from 'react';
import { renderWithProviders } from '@site/testing';

/**
 * An auth page alone at its route, opened with the navigation `state` another page passed; every other
 * path shows where the page sent the visitor. No toast area: the tests read `notify`'s calls instead.
 */
export function renderAuthPage(page: ReactElement, route: string, state?: unknown) {
  return renderWithProviders(page, { path: route, state, route, toasts: false });
}

/** What one auth page hands the next for a visitor an account page sent to log in: their mobile and that page. */
export const HANDOVER = { mobile: '9876543210', returnTo: '/user-address' };
