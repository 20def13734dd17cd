import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyProductionHardening, configureRuntime, PAGE_READS_ELEMENT_ID, type ReadReply } from '@site/state';
import { themeModeFromCookieHeader } from '@site/ui';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { reportRecoverableError } from './lib/recoverable-errors';
import type { StartedRemotes } from './lib/start-remote-loading';

/**
 * Renders the shell once the environment's remotes are known (./index.ts started reading them). A
 * page the host's server rendered is hydrated, with the theme mode the server read from the same
 * cookie; the dev servers send an empty page, which is rendered.
 */
export async function start(started: Promise<StartedRemotes>): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  const serverRendered = container.hasChildNodes();
  try {
    const { manifest, loader } = await started;
    configureRuntime({ apiBase: manifest.apiBase, debug: manifest.debug });
    applyProductionHardening(manifest.debug);
    const app = (
      <StrictMode>
        <App
          loader={loader}
          remoteTimeoutMs={manifest.remoteTimeoutMs}
          {...(serverRendered
            ? { initialMode: themeModeFromCookieHeader(document.cookie), replies: serverReadReplies() }
            : {})}
        />
      </StrictMode>
    );
    // A page hydrated against another release's HTML (a remote redeployed moments ago) is rendered
    // afresh by React: reported, not thrown.
    if (serverRendered) hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    else createRoot(container).render(app);
  } catch (error) {
    console.error('The host could not start', error);
    container.replaceChildren();
    createRoot(container).render(<StartupError />);
  }
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
