/**
 * Records read from the API: a table of them and a read's failure, wait or data. An entry of its own, so a
 * public page, which shows none, never downloads them.
 */
export * from './data-table';
export * from './loaded';
