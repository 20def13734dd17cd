import type { Locator, Page } from 'playwright-core';

/** A text box by its accessible name, exactly as the page names it (a longer name holding it is another box). */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** A button by its accessible name, exactly as the page names it. */
export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** A toast (an alert) that says `text`. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
