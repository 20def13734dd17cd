import { StrictMode, type ReactElement } from 'react';
import { applyProductionHardening, configureRuntime, PAGE_READS_ELEMENT_ID, type ReadReply } from '@site/state';
import { themeModeOfAttribute } from '@site/ui';
import { fetchSiteRoutes } from '../lib/site-routes';
import type { StartedRemotes } from '../lib/start-remote-loading';
import { App, createAppRouter } from './app';

/**
 * The shell as the browser starts it, once the environment's remotes are known: the runtime
 * configured and hardened, its router made, and the app element, with the theme mode and the read replies
 * the server rendered with when it did.
 */
export function browserApp({ manifest, loader, routes, words }: StartedRemotes, serverRendered: boolean): ReactElement {
  const { language } = words.get();
  configureRuntime({ apiBase: manifest.apiBase, debug: manifest.debug, language });
  applyProductionHardening(manifest.debug);
  const refreshRoutes = () => fetchSiteRoutes(manifest.remotes);
  return (
    <StrictMode>
      <App
        router={createAppRouter(routes, refreshRoutes, language)}
        routes={routes}
        words={words}
        refreshRoutes={refreshRoutes}
        loader={loader}
        remoteTimeoutMs={manifest.remoteTimeoutMs}
        {...(serverRendered
          ? { initialMode: themeModeOfAttribute(document.documentElement.dataset.theme), replies: serverReadReplies() }
          : {})}
      />
    </StrictMode>
  );
}

/** The replies of the page's reads the server rendered it with (a JSON script, never run). */
function serverReadReplies(): ReadReply[] {
  const text = document.getElementById(PAGE_READS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const replies: unknown = JSON.parse(text);
    return Array.isArray(replies) ? (replies as ReadReply[]) : [];
  } catch {
    return [];
  }
}
