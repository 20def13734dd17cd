/**
 * First module of a remote's server build (rspack.config.base.ts): its asset URLs start at the
 * remote's own origin, which is known only when the host's rendering server loads the build, and
 * which it passes as this free variable (host/server/remote-pages.ts).
 */
declare const __site_remote_public_path: string;
declare let __webpack_public_path__: string;

// eslint-disable-next-line prefer-const -- `declare let`: the bundler's free variable, assigned here, never a binding of ours
__webpack_public_path__ = __site_remote_public_path;

export {};
