/**
 * The rendering server's configuration: every environment variable it reads, checked by one zod schema.
 * A value that is set but wrong stops the start with a message naming the variable, rather than being
 * replaced by a default; an empty value counts as unset (compose passes `${NAME:-}`).
 */
import { API_LOCAL_PORT, HOST_LOCAL_PORT, REMOTE_LOCAL_PORTS } from '@site/federation';
import type { RemotesManifest } from '@site/state/remotes-manifest';
import { z } from 'zod';
import type { HeaderSettings } from './http-headers';
import type { SsrSettings } from './ssr';

const REMOTE_NAMES = Object.keys(REMOTE_LOCAL_PORTS) as (keyof typeof REMOTE_LOCAL_PORTS)[];

const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const DIGITS = /^[0-9]+$/;

/** Milliseconds or a count, written in digits. */
const whole = (minimum: number) =>
  z
    .string()
    .trim()
    .regex(DIGITS, 'must be a whole number in digits')
    .transform(Number)
    .pipe(z.number().int().min(minimum, `must be at least ${minimum}`).max(2_147_483_647));

const httpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** Where a browser finds a part of the site: an http(s) URL, or a path on the host's own origin. */
const publicUrl = z.union([
  httpUrl,
  z
    .string()
    .trim()
    .regex(/^\/\S*$/, 'must be an http(s) URL or a path'),
]);

const origin = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'must be origins like https://erp.example.com',
  );

const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(unsetWhenEmpty, schema.optional());

/** `REMOTE_<NAME>_URL` (where browsers load it) and `REMOTE_<NAME>_INTERNAL_URL` (where this server does) of each remote. */
const remoteVariable = (name: string, kind: 'URL' | 'INTERNAL_URL') => `REMOTE_${name.toUpperCase()}_${kind}`;
const remoteEnvironment = z.object(
  Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => [
      [remoteVariable(name, 'URL'), optional(publicUrl)],
      [remoteVariable(name, 'INTERNAL_URL'), optional(httpUrl)],
    ]),
  ),
);

const hostEnvironment = z.object({
  PORT: optional(whole(1).pipe(z.number().max(65_535, 'must be a port, at most 65535'))),
  LISTEN_HOST: optional(z.string().trim()),
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  ERP_ORIGINS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
  ),
  API_BASE: optional(publicUrl),
  DEBUG: optional(z.enum(['true', 'false'])),
  REMOTE_TIMEOUT_MS: optional(whole(1)),
  SITE_URL: optional(httpUrl),
  SSR_BUDGET_MS: optional(whole(1)),
  SSR_RENDER_TIMEOUT_MS: optional(whole(1)),
  SSR_REVALIDATE_MS: optional(whole(1)),
  SSR_CACHE_SIZE: optional(whole(0)),
  API_INTERNAL_BASE: optional(httpUrl),
});

function hostConfig(env: z.output<typeof hostEnvironment>, remoteUrls: Partial<Record<string, string>>) {
  const port = env.PORT ?? HOST_LOCAL_PORT;
  const manifest: RemotesManifest = {
    apiBase: env.API_BASE ?? `http://localhost:${API_LOCAL_PORT}/api/method`,
    debug: env.DEBUG === 'true',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const url = remoteUrls[remoteVariable(name, 'URL')] ?? `http://localhost:${REMOTE_LOCAL_PORTS[name]}`;
        // A bare origin means the remote's manifest at its root; a full file URL is taken as it is.
        return [name, /\.(json|js)$/.test(url) ? url : `${url}/mf-manifest.json`];
      }),
    ),
    ...(env.REMOTE_TIMEOUT_MS ? { remoteTimeoutMs: env.REMOTE_TIMEOUT_MS } : {}),
  };
  const headers: HeaderSettings = { frameAncestors: env.ERP_ORIGINS ?? [], production: env.NODE_ENV === 'production' };
  const ssr: SsrSettings = {
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    budgetMs: env.SSR_BUDGET_MS ?? 300,
    renderTimeoutMs: env.SSR_RENDER_TIMEOUT_MS ?? 1_000,
    revalidateMs: env.SSR_REVALIDATE_MS ?? 5_000,
    cacheSize: env.SSR_CACHE_SIZE ?? 500,
    ...(env.API_INTERNAL_BASE ? { internalApiBase: env.API_INTERNAL_BASE } : {}),
    internalRemoteUrls: Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const url = remoteUrls[remoteVariable(name, 'INTERNAL_URL')];
        return url ? [[name, url]] : [];
      }),
    ),
  };
  return {
    port,
    listenHost: env.LISTEN_HOST ?? 'localhost',
    logLevel: env.LOG_LEVEL ?? 'info',
    headers,
    manifest,
    ssr,
  };
}

export type HostConfig = ReturnType<typeof hostConfig>;

export class HostConfigError extends Error {
  override name = 'HostConfigError';
}

/** A `REMOTE_<NAME>_URL` or `REMOTE_<NAME>_INTERNAL_URL` of no remote of the site: a misspelt name. */
function unknownRemoteVariables(env: Record<string, string | undefined>): string[] {
  const known = new Set(Object.keys(remoteEnvironment.shape));
  return Object.keys(env).filter(
    (variable) => /^REMOTE_[A-Z0-9_]+_URL$/.test(variable) && !known.has(variable) && unsetWhenEmpty(env[variable]),
  );
}

/**
 * A path is a URL on the browser's side only: the server must be told where it reaches that part
 * (`new URL` of a path has no origin), or every page of it would fail to render.
 */
function pathsWithoutServerUrl(
  env: z.output<typeof hostEnvironment>,
  remoteUrls: Partial<Record<string, string>>,
): string[] {
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const publicVariable = remoteVariable(name, 'URL');
    const internalVariable = remoteVariable(name, 'INTERNAL_URL');
    return remoteUrls[publicVariable]?.startsWith('/') && !remoteUrls[internalVariable]
      ? [`${publicVariable} is a path: set ${internalVariable}, where this server reaches ${name}`]
      : [];
  });
  const api =
    env.API_BASE?.startsWith('/') && !env.API_INTERNAL_BASE
      ? ['API_BASE is a path: set API_INTERNAL_BASE, where this server reaches the API']
      : [];
  return [...remotes, ...api];
}

/** The configuration in `env`, or a HostConfigError naming every variable that is wrong. */
export function loadHostConfig(env: Record<string, string | undefined>): HostConfig {
  const parsed = hostEnvironment.safeParse(env);
  const remotes = remoteEnvironment.safeParse(env);
  const remoteUrls = remotes.data as Partial<Record<string, string>> | undefined;
  const problems = [
    ...[parsed, remotes].flatMap((result) =>
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    ),
    ...unknownRemoteVariables(env).map(
      (variable) => `${variable} names no remote of the site (${REMOTE_NAMES.join(', ')})`,
    ),
    ...(parsed.success && remoteUrls ? pathsWithoutServerUrl(parsed.data, remoteUrls) : []),
  ];
  if (!parsed.success || !remoteUrls || problems.length > 0)
    throw new HostConfigError(`The host's configuration is wrong:\n  ${problems.join('\n  ')}`);
  return hostConfig(parsed.data, remoteUrls);
}
