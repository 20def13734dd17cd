/**
 * Shown in the element when the sign-up's code or words cannot be fetched. In English: the page's
 * language needs the words that did not come.
 */
export const WIDGET_LOAD_FAILED = 'The sign-up form could not be loaded. Reload the page to try again.';
