import type { AppName } from '../../tools/apps';
import { CONTROL_URL } from './environment';

async function control(app: AppName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/apps/${app}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${app}: ${response.status} ${await response.text()}`);
}

/** Closes one app's static server (connections refused, as when its deployment is down). */
export const stopAppServer = (app: AppName) => control(app, 'stop');

/** Starts it again on the same port with the same build. */
export const startAppServer = (app: AppName) => control(app, 'start');

async function controlApi(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/api/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} the API server: ${response.status} ${await response.text()}`);
}

/** Stops the API server (its database closes cleanly; connections are refused). */
export const stopApiServer = () => controlApi('stop');

/** Starts the API server again on the same port and database; resolves once it is healthy. */
export const startApiServer = () => controlApi('start');
