// Before federation's async boundary only unshared code runs (the shared singletons are negotiated
// while ./bootstrap loads). It reads the environment's remotes.json side by side with the download of
// the host's chunks, and starts the page's remote module before React renders.
// The hardening comes first, before react-dom is evaluated: by a relative path, because `@site/shared`
// is a shared module and cannot be used before the async boundary.
import { applyEarlyHardening } from '../../shared/src/runtime/hardening';
import { startRemoteLoading } from './lib/start-remote-loading';

applyEarlyHardening(document.documentElement);

const bootstrap = import('./bootstrap');
const started = startRemoteLoading(window.location.pathname, bootstrap);
void bootstrap.then(({ start }) => start(started));
