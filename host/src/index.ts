// Before federation's async boundary only unshared code runs (the shared singletons are negotiated
// while ./bootstrap loads). It reads the environment's remotes.json side by side with the download of
// the host's chunks, and starts the page's remote module before React renders.
import { startRemoteLoading } from './lib/start-remote-loading';

const bootstrap = import('./bootstrap');
const started = startRemoteLoading(window.location.pathname, bootstrap);
void bootstrap.then(({ start }) => start(started));
