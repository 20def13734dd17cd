/**
 * Money, in one place for the browsers and the server (`@site/contract/money`): amounts are integers of
 * paise and percentages integers of basis points (100 % = 10000) on the wire, in the database and in
 * every computation; only a form's text and a screen's words are rupees and percents. No schema is
 * imported here, so a page that shows a price does not download zod for it.
 */
export * from './paise';
export * from './rupees';
export * from './basis-points';
export * from './apportion';
export * from './gst';
