import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StartupError } from './app/startup-error';
import { reportRecoverableError } from './lib/recoverable-errors';
import type { StartedRemotes } from './lib/start-remote-loading';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The shell's modules in steps, each evaluated in a task of its own: the router, styled-components and the
 * shared theme and state (@site/ui, @site/state), each as its chunk arrives (downloaded side by side), then
 * the shell itself (./app/browser-app: routes, layout). Asked for with the shell, the theme and state would
 * be evaluated with it, in one task.
 */
export async function loadShell(): Promise<typeof import('./app/browser-app')> {
  await yieldToMain();
  await Promise.all([
    import('react-router-dom'),
    import('styled-components'),
    import('@site/ui'),
    import('@site/state'),
  ]);
  await yieldToMain();
  return import('./app/browser-app');
}

/**
 * Starts the shell once the environment's remotes are known and its modules are in (./index.ts started
 * both). A page the host's server rendered is hydrated, in a task of its own and as a transition,
 * which React does in slices; the dev servers send an empty page, which is rendered.
 */
export async function start(
  started: Promise<StartedRemotes>,
  shell: Promise<typeof import('./app/browser-app')>,
): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  const serverRendered = container.hasChildNodes();
  try {
    const [remotes, { browserApp }] = await Promise.all([started, shell]);
    // The app element (with its router) in a task of its own, apart from the modules' evaluation.
    await yieldToMain();
    const app = browserApp(remotes, serverRendered);
    if (!serverRendered) {
      createRoot(container).render(app);
      return;
    }
    await yieldToMain();
    // A page hydrated against another release's HTML (a remote redeployed moments ago) is rendered
    // afresh by React: reported, not thrown.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } catch (error) {
    console.error('The host could not start', error);
    container.replaceChildren();
    createRoot(container).render(<StartupError />);
  }
}
