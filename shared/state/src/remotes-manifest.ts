import { REMOTE_NAMES, type RemoteName } from './routes';

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
  /** Entry of each remote: its `mf-manifest.json` (or `remoteEntry.js`) URL. */
  remotes: Record<RemoteName, string>;
  /** How long one attempt to load a remote page may take before it counts as failed. */
  remoteTimeoutMs?: number;
}

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

/** Checks an untrusted JSON value and returns it typed, or throws saying what is wrong. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') throw new RemotesManifestError('remotes.json is not an object');
  const { apiBase, debug, remotes, remoteTimeoutMs } = value as Record<string, unknown>;
  if (typeof apiBase !== 'string' || !apiBase) throw new RemotesManifestError('remotes.json has no apiBase');
  if (!remotes || typeof remotes !== 'object') throw new RemotesManifestError('remotes.json has no remotes');
  const entries = remotes as Record<string, unknown>;
  const missing = REMOTE_NAMES.filter((name) => typeof entries[name] !== 'string' || !entries[name]);
  if (missing.length > 0) throw new RemotesManifestError(`remotes.json has no entry for ${missing.join(', ')}`);
  return {
    apiBase,
    debug: debug === true,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name] as string])) as Record<
      RemoteName,
      string
    >,
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
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry(name)])) as Record<RemoteName, string>,
    ...(remoteTimeoutMs > 0 ? { remoteTimeoutMs } : {}),
  };
}
