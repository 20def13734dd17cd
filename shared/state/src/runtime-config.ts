/**
 * Runtime configuration, set once by whoever mounts the app (the host from its remotes manifest,
 * a remote's dev harness, or an embedding page) — never baked into a build.
 */
import { DEFAULT_LANGUAGE, type Language } from '@site/contract/languages';

export interface RuntimeConfig {
  /** Base of the method paths, e.g. `http://localhost:8000/api/method`. */
  apiBase: string;
  /** Debug mode: only the exact flag `true` turns the production hardening (docs/product.md#production-hardening) off. */
  debug: boolean;
  /** The page's language (its URL's): the API's messages follow it (`Accept-Language`). */
  language: Language;
}

const DEFAULT_API_BASE = 'http://localhost:8000/api/method';

let current: RuntimeConfig = { apiBase: DEFAULT_API_BASE, debug: false, language: DEFAULT_LANGUAGE };

export function configureRuntime(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    apiBase: (config.apiBase ?? current.apiBase).replace(/\/+$/, ''),
    debug: config.debug === true,
    language: config.language ?? current.language,
  };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The server's own origin (for image paths such as `/files/x.webp`), derived from the API base. */
export function serverBaseUrl(apiBase = current.apiBase): string {
  try {
    return new URL(apiBase).origin;
  } catch {
    return '';
  }
}

/** Prefixes a server path with the server base URL (the profile picture, docs/product.md#customer-detail); absolute URLs pass through. */
export function serverAssetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${serverBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}

export type EnvironmentLabel = 'PROD' | 'LOCAL' | 'NGROK';

/** docs/product.md#environment-label: the environment label comes from the API base host. */
export function environmentLabel(apiBase = current.apiBase): EnvironmentLabel {
  let host = '';
  try {
    host = new URL(apiBase).hostname;
  } catch {
    return 'PROD';
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.local')) return 'LOCAL';
  if (/\.ngrok(-free)?\.(io|app|dev)$/.test(host)) return 'NGROK';
  return 'PROD';
}
