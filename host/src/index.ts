// Before federation's async boundary only unshared code runs (the shared singletons are negotiated
// while ./bootstrap loads). It reads the environment's remotes.json side by side with the download of
// the host's chunks, and starts the page's remote module before React renders.
// The hardening comes first, before react-dom is evaluated: from `@site/state/hardening`, a subpath
// that is not shared (a shared module cannot be used before the async boundary).
import { applyEarlyHardening } from '@site/state/hardening';
import { startRemoteLoading } from './lib/start-remote-loading';
import { yieldToMain } from './lib/yield-to-main';

applyEarlyHardening(document.documentElement);

// A page the server rendered asked for this script only once it was painted (host/server/first-paint-loader.ts).
// Its HTML is on screen, so start-up goes in steps, each a task of its own, none holding the main
// thread long: this script (federation's runtime), then federation's share scope with React's DOM renderer
// (./bootstrap), then reading the page's routes, words and remotes.json, then the router and
// styled-components, then the shell's modules (theme, shared state, routes), then hydration.
const bootstrap = yieldToMain().then(() => import('./bootstrap'));
const shell = bootstrap.then(({ loadShell }) => loadShell());
const started = yieldToMain().then(() => startRemoteLoading(window.location.pathname, shell));
void bootstrap.then(({ start }) => start(started, shell));
