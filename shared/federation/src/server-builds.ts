/**
 * Where the server builds are (rspack.config.base.ts writes them, the host's rendering server reads
 * them): the host's renderer in `<its browser build>-server/`, and each remote's pages in the `server/`
 * folder of its browser build, served from the remote's origin.
 */
export const HOST_SERVER_FILE = 'render.cjs';
export const REMOTE_SERVER_DIR = 'server';
export const REMOTE_SERVER_FILE = 'pages.js';

/** The folder of the host's server build, beside its browser build (`host/dist` → `host/dist-server`). */
export const hostServerBuildDir = (browserBuildDir: string): string => `${browserBuildDir}-server`;
