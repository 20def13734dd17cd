/**
 * The server data a page caches: the page's one query client, the keys of what it holds, and the forms'
 * reference lists. A subpath of its own, so that pages which only send (login, the inquiry forms) or
 * never call the API do not download the query library.
 */
export * from './query-client';
export * from './page-reads';
export * from './query-keys';
export * from './reference-lists';
