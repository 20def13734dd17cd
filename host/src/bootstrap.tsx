import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyProductionHardening, configureRuntime } from '@site/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { createFederationLoader } from './lib/federation';
import { parseRemotesManifest } from './lib/remotes-manifest';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    // no-cache: a redeployed environment's manifest is read on the next visit, not a stale copy.
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const manifest = parseRemotesManifest(await response.json());
    configureRuntime({ apiBase: manifest.apiBase, debug: manifest.debug });
    applyProductionHardening(manifest.debug);
    const loader = createFederationLoader(manifest.remotes);
    root.render(
      <StrictMode>
        <App loader={loader} remoteTimeoutMs={manifest.remoteTimeoutMs} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('The host could not start', error);
    root.render(<StartupError />);
  }
}

void start();
