// Before federation's async boundary only unshared code runs (the shared singletons are negotiated
// while ./bootstrap loads). It reads the environment's remotes.json side by side with the download of
// the host's chunks, and starts the page's remote module before React renders.
// The hardening comes first, before react-dom is evaluated: from `@site/state/hardening`, a subpath
// that is not shared (a shared module cannot be used before the async boundary).
import { applyEarlyHardening } from '@site/state/hardening';
import { startRemoteLoading } from './lib/start-remote-loading';

applyEarlyHardening(document.documentElement);

function start(): void {
  const bootstrap = import('./bootstrap');
  const started = startRemoteLoading(window.location.pathname, bootstrap);
  void bootstrap.then(({ start: render }) => render(started));
}

// A page the server rendered is painted before the app's code downloads and runs (a frame, then a
// task), so nothing of ours stands between the HTML and the first paint; an empty page starts at once.
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
