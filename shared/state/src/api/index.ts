/**
 * The API client, the keys of the server data a page caches, and the forms' reference lists: a subpath
 * of its own, so that pages which never call the API (the host's shell, the marketing pages) never
 * download axios.
 */
export * from './client';
export * from './reference-lists';
export * from './query-keys';
export { loginAttemptFor, type StoredLoginAttempt } from '../auth/login-attempt';
