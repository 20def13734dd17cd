import { isIP } from 'node:net';
import { z } from 'zod';
import { broken, integer, list, optionalText, PRODUCTION, refuse, settings, text, verbatim } from '../settings';

const defaultCorsOrigins = [8080, 8081, 8082, 8083, 8084, 8085].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * TRUST_PROXY: `false`/unset, a hop count, or a comma-separated list of proxy IPs/CIDRs. `true`
 * would believe every hop, i.e. whatever the client wrote, so it is refused.
 */
const trustProxy = () =>
  z
    .string()
    .optional()
    .transform((raw, context): false | number | string[] => {
      const value = raw?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true')
        return refuse(
          context,
          'TRUST_PROXY=true would take the client address from whatever the client wrote; set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
        );
      if (/^\d+$/.test(value)) return Number(value);
      const entries = list(value);
      for (const entry of entries) {
        const [address, prefix, ...rest] = entry.split('/');
        const family = isIP(address ?? '');
        const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
        if (!family || !prefixOk || rest.length > 0)
          return refuse(
            context,
            `TRUST_PROXY must be false, a hop count or comma-separated proxy IPs/CIDRs, got "${entry}"`,
          );
      }
      return entries;
    });

/** At least 32 characters: the token is all that stands between the internet and the metrics. */
const metricsToken = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || null)
    .refine(
      (token) => token === null || token.length >= 32,
      'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)',
    );

/** The HTTP server: where it listens, whom it believes and serves, how long it waits, and its request limits. */
export const httpConfig = settings({
  production: PRODUCTION,
  host: ['HOST', text('127.0.0.1')],
  port: ['PORT', integer(8000)],
  logLevel: ['LOG_LEVEL', text('info')],
  /**
   * Which proxies' X-Forwarded-For entries to believe, so limits apply per real client: `false` (no
   * proxy: the socket's address), a hop count (the last n entries, each added by one of your proxies),
   * or your proxies' own addresses (IPs or CIDRs). Never every hop: the left-most entries are the client's.
   */
  trustProxy: ['TRUST_PROXY', trustProxy],
  /** How client addresses are grouped into one client (IPv6 /64) and one network (IPv6 /48) for every limit. */
  clientGrouping: {
    ipv6Prefix: ['CLIENT_IPV6_PREFIX', integer(64, 1)],
    ipv6NetworkPrefix: ['CLIENT_IPV6_NETWORK_PREFIX', integer(48, 1)],
  },
  /** Bounds that keep slow and heavy clients from holding the server. */
  http: {
    /** Whole request (headers and body) must arrive within this. */
    requestTimeoutMs: ['REQUEST_TIMEOUT_MS', integer(30_000, 1)],
    headersTimeoutMs: ['HEADERS_TIMEOUT_MS', integer(10_000, 1)],
    /** An idle connection (nothing sent either way) is closed after this. */
    idleTimeoutMs: ['IDLE_TIMEOUT_MS', integer(30_000, 1)],
    keepAliveTimeoutMs: ['KEEP_ALIVE_TIMEOUT_MS', integer(5_000, 1)],
    /** Open connections per socket address; behind a proxy that address is the proxy's. */
    maxConnectionsPerAddress: ['MAX_CONNECTIONS_PER_ADDRESS', integer(64, 1)],
  },
  /** Token lifetime: a token unused for `idleSeconds`, or older than `maxSeconds`, ends. */
  session: {
    idleSeconds: ['SESSION_IDLE_SECONDS', integer(7 * 86_400, 1)],
    maxSeconds: ['SESSION_MAX_SECONDS', integer(30 * 86_400, 1)],
  },
  corsOrigins: ['CORS_ORIGINS', verbatim],
  erpOrigins: ['ERP_ORIGINS', verbatim],
  /** Per client address, per window, enforced by @fastify/rate-limit. */
  rateLimits: {
    globalPerMinute: ['RATE_LIMIT_GLOBAL_PER_MINUTE', integer(600, 1)],
    otpSendPerMinute: ['RATE_LIMIT_OTP_SEND_PER_MINUTE', integer(10, 1)],
    otpVerifyPerMinute: ['RATE_LIMIT_OTP_VERIFY_PER_MINUTE', integer(30, 1)],
    registerPerHour: ['RATE_LIMIT_REGISTER_PER_HOUR', integer(20, 1)],
    inquiryPerHour: ['RATE_LIMIT_INQUIRY_PER_HOUR', integer(10, 1)],
  },
  redisUrl: ['REDIS_URL', optionalText],
  rateLimitNamespace: ['RATE_LIMIT_NAMESPACE', text('site-rate-limit:')],
  /** The bearer token of `/api/metrics`; null: the route does not exist. */
  metricsToken: ['METRICS_TOKEN', metricsToken],
  /** SIGTERM: how long readiness says 503 before the server stops taking connections, and how long in-flight requests get. */
  shutdown: {
    delayMs: ['SHUTDOWN_DELAY_MS', integer(0)],
    graceMs: ['SHUTDOWN_GRACE_MS', integer(30_000, 1)],
  },
}).transform(({ corsOrigins, erpOrigins, redisUrl, rateLimitNamespace, clientGrouping, ...http }, context) => {
  const { ipv6Prefix, ipv6NetworkPrefix } = clientGrouping;
  const rules = [
    ipv6Prefix > 128 && `CLIENT_IPV6_PREFIX must be at most 128, got ${ipv6Prefix}`,
    ipv6NetworkPrefix > ipv6Prefix &&
      `CLIENT_IPV6_NETWORK_PREFIX must be at most CLIENT_IPV6_PREFIX (a network holds clients), got ${ipv6NetworkPrefix}`,
  ];
  if (broken(context, rules)) return z.NEVER;
  return {
    ...http,
    clientGrouping,
    corsOrigins: [...(corsOrigins === undefined ? defaultCorsOrigins : list(corsOrigins)), ...list(erpOrigins)],
    /**
     * Where the per-address request limits are counted: Redis, shared by every instance, when `REDIS_URL` is
     * set; else this process's memory (one instance, the embedded default).
     */
    rateLimitStore: redisUrl ? { redisUrl, namespace: rateLimitNamespace } : null,
  };
});
