import { inject } from 'vitest';
import type { AppName } from '../../tools/apps';
import { CONTROL_URL } from './environment';
import { SERVERS_MAY_CHANGE } from './projects';

/** Journeys run side by side against the shared servers: only the exclusive ones may change them. */
function assertMayChangeServers(what: string): void {
  if (!inject(SERVERS_MAY_CHANGE))
    throw new Error(
      `This journey would ${what} while others use it: list it in EXCLUSIVE_JOURNEYS (e2e/vitest.config.ts)`,
    );
}

async function control(app: AppName, action: 'stop' | 'start' | 'serve-from', body?: object): Promise<void> {
  assertMayChangeServers(`${action} ${app}'s server`);
  const response = await fetch(`${CONTROL_URL}/apps/${app}/${action}`, {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`could not ${action} ${app}: ${response.status} ${await response.text()}`);
}

/** Closes one app's static server (connections refused, as when its deployment is down). */
export const stopAppServer = (app: AppName) => control(app, 'stop');

/** Starts it again on the same port with its own build (dist/), also after `serveAppFrom`. */
export const startAppServer = (app: AppName) => control(app, 'start');

/**
 * Serves another build of the app on its port, from `root`: files are read per request, so changing
 * the folder's content is a redeploy.
 */
export const serveAppFrom = (app: AppName, root: string) => control(app, 'serve-from', { root });

/** How many times the suite started this app's server (1 when it was never restarted). */
export async function appServerStarts(app: AppName): Promise<number> {
  const response = await fetch(`${CONTROL_URL}/apps/${app}/starts`);
  return ((await response.json()) as { starts: number }).starts;
}

async function controlApi(action: 'stop' | 'start'): Promise<void> {
  assertMayChangeServers(`${action} the API server`);
  const response = await fetch(`${CONTROL_URL}/api/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} the API server: ${response.status} ${await response.text()}`);
}

/** Stops the API server (its database closes cleanly; connections are refused). */
export const stopApiServer = () => controlApi('stop');

/** Starts the API server again on the same port and database; resolves once it is healthy. */
export const startApiServer = () => controlApi('start');
