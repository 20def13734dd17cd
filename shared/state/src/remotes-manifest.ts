import type { RemoteName } from './routes';

/**
 * `/remotes.json`: what the host reads at start instead of baking remote URLs into its bundle. It is
 * written per environment (the static server generates it from environment variables), so a remote
 * can move or be redeployed without rebuilding the host.
 */
export interface RemotesManifest {
  /** Base of the API method paths, e.g. `http://localhost:8000/api/method`. */
  apiBase: string;
  /** Debug mode: only `true` turns the production hardening off (docs/product.md#production-hardening). */
  debug: boolean;
  /**
   * Entry of each remote: its `mf-manifest.json` (or `remoteEntry.js`) URL. The remotes are the site's
   * parts: the host routes whatever their `routes.json` publish, and a path two remotes claim goes to the
   * one listed first.
   */
  remotes: Record<RemoteName, string>;
  /** How long one attempt to load a remote page may take before it counts as failed. */
  remoteTimeoutMs?: number;
}

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

/** Checks an untrusted JSON value and returns it typed, or throws saying what is wrong. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') throw new RemotesManifestError('remotes.json is not an object');
  const { apiBase, debug, remotes, remoteTimeoutMs } = value as Record<string, unknown>;
  if (typeof apiBase !== 'string' || !apiBase) throw new RemotesManifestError('remotes.json has no apiBase');
  if (!remotes || typeof remotes !== 'object') throw new RemotesManifestError('remotes.json has no remotes');
  const entries = Object.entries(remotes as Record<string, unknown>);
  if (entries.length === 0) throw new RemotesManifestError('remotes.json names no remote');
  for (const [name, entry] of entries) {
    // A federation container's name: it becomes part of module ids and of a global's name.
    if (!REMOTE_NAME.test(name)) throw new RemotesManifestError(`remotes.json names a remote "${name}"`);
    if (typeof entry !== 'string' || !entry) throw new RemotesManifestError(`remotes.json has no entry for ${name}`);
  }
  return {
    apiBase,
    debug: debug === true,
    remotes: Object.fromEntries(entries) as Record<RemoteName, string>,
    ...(typeof remoteTimeoutMs === 'number' && remoteTimeoutMs > 0 ? { remoteTimeoutMs } : {}),
  };
}

/**
 * Builds the manifest from environment variables (`REMOTE_<NAME>_URL`, `API_BASE`, `DEBUG`,
 * `REMOTE_TIMEOUT_MS`); unset ones fall back to the local ports.
 */
export function remotesManifestFromEnv(
  env: Record<string, string | undefined>,
  localPorts: Record<RemoteName, number>,
  localApiPort: number,
): RemotesManifest {
  const remoteEntry = (name: RemoteName) => {
    const configured = env[`REMOTE_${name.toUpperCase()}_URL`]?.replace(/\/+$/, '');
    const origin = configured || `http://localhost:${localPorts[name]}`;
    // A bare origin means the remote's manifest at its root; a full file URL is taken as it is.
    return /\.(json|js)$/.test(origin) ? origin : `${origin}/mf-manifest.json`;
  };
  // Digits only: the containers' start script (deploy/nginx/configure.sh) applies the same rule in sh.
  const remoteTimeoutMs = /^[1-9][0-9]*$/.test(env.REMOTE_TIMEOUT_MS ?? '') ? Number(env.REMOTE_TIMEOUT_MS) : 0;
  return {
    apiBase: env.API_BASE || `http://localhost:${localApiPort}/api/method`,
    debug: env.DEBUG === 'true',
    remotes: Object.fromEntries(Object.keys(localPorts).map((name) => [name, remoteEntry(name)])),
    ...(remoteTimeoutMs > 0 ? { remoteTimeoutMs } : {}),
  };
}
