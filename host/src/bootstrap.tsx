import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyProductionHardening, configureRuntime } from '@site/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import type { StartedRemotes } from './lib/start-remote-loading';

/** Renders the shell once the environment's remotes are known (./index.ts started reading them). */
export async function start(started: Promise<StartedRemotes>): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const { manifest, loader } = await started;
    configureRuntime({ apiBase: manifest.apiBase, debug: manifest.debug });
    applyProductionHardening(manifest.debug);
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
