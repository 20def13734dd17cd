/**
 * Component tests' helpers, the same for the host and every remote: one render helper and one fake API.
 * Projects list `@site/testing/setup` in their vitest `setupFiles`.
 */
export * from './render';
export * from './fake-api';
export * from './catalogue-api';
export * from './words';
