/**
 * The API client: a subpath of its own, so that pages which never call the API (the host's shell, the
 * marketing pages) never download axios. The server data a page caches is `@site/state/query`.
 */
export * from './client';
export { loginAttemptFor, rememberLoginAttempt, type StoredLoginAttempt } from '../auth/login-attempt';
