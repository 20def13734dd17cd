/**
 * The state every part of a page shares: one instance per page (a federation singleton, versioned:
 * see docs/decisions/0012-shared-packages-by-role.md). The API client is `@site/state/api`, apart, so
 * the first paint does not wait for axios.
 */
export * from './routes';
export * from './runtime-config';
export * from './hardening';
export * from './auth/store';
export * from './api-errors';
export * from './toast';
export * from './cart-store';
export * from './lib/store';
export * from './lib/storage';
export * from './page-query-slot';
export * from './page-head';
export * from './words';
