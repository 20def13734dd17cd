import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from '@site/contract';
import { OTP_LONG_LENGTH } from '@site/contract';

/** Everything the server reads from the environment, in one typed place. */
export interface Config {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For entries to believe, so limits apply per real client: `false` (no
   * proxy: the socket's address), a hop count (the last n entries, each added by one of your proxies),
   * or your proxies' own addresses (IPs or CIDRs). Never every hop: the left-most entries are the client's.
   */
  trustProxy: false | number | string[];
  /** Slow and heavy clients (issue #16). */
  http: {
    /** Whole request (headers and body) must arrive within this. */
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    /** An idle connection (nothing sent either way) is closed after this. */
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** Open connections per socket address; behind a proxy that address is the proxy's. */
    maxConnectionsPerAddress: number;
  };
  /** Token lifetime: a token unused for `idleSeconds`, or older than `maxSeconds`, ends. */
  session: { idleSeconds: number; maxSeconds: number };
  /** Answers that tell whether a number is registered (OTP send, sign-up, a new profile number). */
  lookups: { perAddressPerHour: number; perAddressPerDay: number; perNumberPerDay: number };
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  uploadDir: string;
  corsOrigins: string[];
  otp: {
    /** HMAC key of stored codes. */
    secret: string;
    ttlSeconds: number;
    maxAttemptsPerCode: number;
    /** Wrong guesses at 4-digit codes per number per day; past it, the number's new codes are long. */
    shortCodeFailuresPerDay: number;
    /** Digits of a code sent while the number's short-code budget is spent. */
    longCodeLength: number;
    /** The next three apply per number *from one client address*, so strangers cannot use up the owner's. */
    sendIntervalSeconds: number;
    sendsPerNumberPerHour: number;
    sendsPerNumberPerDay: number;
    /** Codes sent to one number (all addresses) that nobody used, per day: the SMS ceiling of a number. */
    unusedSendsPerNumberPerDay: number;
    sendsPerAddressPerHour: number;
    sendsPerAddressPerDay: number;
  };
  /** Per client address, per window, enforced in memory by @fastify/rate-limit. */
  rateLimits: {
    globalPerMinute: number;
    otpSendPerMinute: number;
    otpVerifyPerMinute: number;
    registerPerHour: number;
    inquiryPerHour: number;
  };
  inquiry: { duplicateWindowSeconds: number };
  upload: { maxBytes: number; maxPixels: number; maxDimension: number; concurrentDecodes: number };
  sms:
    | { provider: 'console' }
    | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string; timeoutMs: number };
  mail: { smtpUrl: string; from: string; salesEmail: string } | null;
}

type Env = Record<string, string | undefined>;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const defaultCorsOrigins = [8080, 8081, 8082, 8083, 8084].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export class ConfigError extends Error {}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * TRUST_PROXY: `false`/unset, a hop count, or a comma-separated list of proxy IPs/CIDRs. `true`
 * would believe every hop, i.e. whatever the client wrote, so it is refused.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would take the client address from whatever the client wrote; set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = list(value);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY must be false, a hop count or comma-separated proxy IPs/CIDRs, got "${entry}"`);
    }
  }
  return entries;
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required`);
  return value;
}

/** Reads the OTP key from the data folder, creating it once, so codes survive restarts in development. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'otp-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first; theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(serverRoot, env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL?.trim();

  const otpSecret = env.OTP_SECRET?.trim();
  if (production && !otpSecret) throw new ConfigError('OTP_SECRET is required in production');
  if (otpSecret !== undefined && otpSecret !== '' && otpSecret.length < 32) {
    throw new ConfigError('OTP_SECRET must be at least 32 characters');
  }

  const smsProvider = env.SMS_PROVIDER?.trim() || 'console';
  if (smsProvider !== 'console' && smsProvider !== 'msg91') throw new ConfigError('SMS_PROVIDER must be console or msg91');
  if (production && smsProvider === 'console') throw new ConfigError('SMS_PROVIDER=console is not allowed in production');

  const smtpUrl = env.SMTP_URL?.trim();

  return {
    production,
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 8000),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    http: {
      requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1),
      headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 1),
      idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 30_000, 1),
      keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
      maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 64, 1),
    },
    session: {
      idleSeconds: integer(env, 'SESSION_IDLE_SECONDS', 7 * 86_400, 1),
      maxSeconds: integer(env, 'SESSION_MAX_SECONDS', 30 * 86_400, 1),
    },
    lookups: {
      perAddressPerHour: integer(env, 'LOOKUPS_PER_ADDRESS_PER_HOUR', 20, 1),
      perAddressPerDay: integer(env, 'LOOKUPS_PER_ADDRESS_PER_DAY', 60, 1),
      perNumberPerDay: integer(env, 'LOOKUPS_PER_NUMBER_PER_DAY', 5, 1),
    },
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadDir: path.resolve(serverRoot, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    corsOrigins: [...(env.CORS_ORIGINS === undefined ? defaultCorsOrigins : list(env.CORS_ORIGINS)), ...list(env.ERP_ORIGINS)],
    otp: {
      secret: otpSecret || persistedSecret(dataDir),
      ttlSeconds: integer(env, 'OTP_TTL_SECONDS', 600, 1),
      maxAttemptsPerCode: integer(env, 'OTP_MAX_ATTEMPTS_PER_CODE', 5, 1),
      shortCodeFailuresPerDay: integer(env, 'OTP_SHORT_CODE_FAILURES_PER_DAY', 5, 0),
      longCodeLength: integer(env, 'OTP_LONG_CODE_LENGTH', OTP_LONG_LENGTH, OTP_LONG_LENGTH),
      sendIntervalSeconds: integer(env, 'OTP_SEND_INTERVAL_SECONDS', 20),
      sendsPerNumberPerHour: integer(env, 'OTP_SENDS_PER_NUMBER_PER_HOUR', 4, 1),
      sendsPerNumberPerDay: integer(env, 'OTP_SENDS_PER_NUMBER_PER_DAY', 6, 1),
      unusedSendsPerNumberPerDay: integer(env, 'OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY', 400, 1),
      sendsPerAddressPerHour: integer(env, 'OTP_SENDS_PER_ADDRESS_PER_HOUR', 30, 1),
      sendsPerAddressPerDay: integer(env, 'OTP_SENDS_PER_ADDRESS_PER_DAY', 100, 1),
    },
    rateLimits: {
      globalPerMinute: integer(env, 'RATE_LIMIT_GLOBAL_PER_MINUTE', 600, 1),
      otpSendPerMinute: integer(env, 'RATE_LIMIT_OTP_SEND_PER_MINUTE', 10, 1),
      otpVerifyPerMinute: integer(env, 'RATE_LIMIT_OTP_VERIFY_PER_MINUTE', 30, 1),
      registerPerHour: integer(env, 'RATE_LIMIT_REGISTER_PER_HOUR', 20, 1),
      inquiryPerHour: integer(env, 'RATE_LIMIT_INQUIRY_PER_HOUR', 10, 1),
    },
    inquiry: { duplicateWindowSeconds: integer(env, 'INQUIRY_DUPLICATE_WINDOW_SECONDS', 10) },
    upload: {
      maxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1),
      maxPixels: integer(env, 'UPLOAD_MAX_PIXELS', 4096 * 4096, 1),
      maxDimension: integer(env, 'UPLOAD_MAX_DIMENSION', 1024, 16),
      concurrentDecodes: integer(env, 'UPLOAD_CONCURRENT_DECODES', 2, 1),
    },
    sms:
      smsProvider === 'msg91'
        ? {
            provider: 'msg91',
            authKey: required(env, 'MSG91_AUTH_KEY'),
            templateId: required(env, 'MSG91_TEMPLATE_ID'),
            baseUrl: (env.MSG91_BASE_URL?.trim() || 'https://control.msg91.com').replace(/\/+$/, ''),
            timeoutMs: integer(env, 'MSG91_TIMEOUT_MS', 10_000, 1),
          }
        : { provider: 'console' },
    mail: smtpUrl
      ? { smtpUrl, from: required(env, 'MAIL_FROM'), salesEmail: env.SALES_EMAIL?.trim() || site.salesEmail }
      : null,
  };
}
