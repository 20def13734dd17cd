import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DB_INT_MAX,
  GSTIN_PATTERN,
  gstinCheckCharacter,
  OTP_LONG_LENGTH,
  SIGN_IN_ATTACK_FAILURES_PER_HOUR,
  site,
  type StaffOrderStatus,
} from '@site/contract';
import { z } from 'zod';
import type { S3Settings } from './files/picture-store';
import type { ClientGrouping } from './http/client-key';

/** Everything the server reads from the environment, in one typed place. */
export interface Config {
  /** NODE_ENV, any case, trimmed: development (also when unset), test or production; anything else is refused. */
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
  /** How client addresses are grouped into one client (IPv6 /64) and one network (IPv6 /48) for every limit. */
  clientGrouping: ClientGrouping;
  /** Bounds that keep slow and heavy clients from holding the server. */
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
  lookups: { perAddressPerHour: number; perAddressPerDay: number; perNetworkPerDay: number; perNumberPerDay: number };
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** The picture folder: where pictures live unless `pictureBucket` is set. */
  uploadDir: string;
  /** An S3-compatible bucket for pictures, shared by every instance; null: `uploadDir`. */
  pictureBucket: S3Settings | null;
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
    /**
     * The next three apply per number from one client (a stranger's sends), or from one known device
     * (its codes nobody used), so that nobody can use up the owner's.
     */
    sendIntervalSeconds: number;
    sendsPerNumberPerHour: number;
    sendsPerNumberPerDay: number;
    /** Codes sent to one number at the request of devices not known to it that nobody used, per day. */
    unusedSendsPerNumberPerDay: number;
    /** Codes sent to one number at the request of strangers from one network, per day. */
    sendsPerNumberPerNetworkPerDay: number;
    sendsPerAddressPerHour: number;
    sendsPerAddressPerDay: number;
    /** Number-change codes one customer may ask for per day (each goes to a stranger's number). */
    mobileChangesPerCustomerPerDay: number;
    /** Codes sent per hour, all numbers: a send that would reach it is refused (strangers' at 80 % of it). */
    codesPerHour: number;
    /** How long a browser that logged in to a number stays known to it, unused. */
    knownDeviceDays: number;
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
  /** Per customer: the data download and the account-deletion code are heavy or cost an SMS. */
  privacy: { downloadsPerHour: number; deletionRequestsPerDay: number };
  upload: { maxBytes: number; maxPixels: number; maxDimension: number; concurrentDecodes: number };
  /** `console` (codes in the log and the dev outbox) only when SMS_PROVIDER says so, never in production. */
  sms:
    | { provider: 'console' }
    | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string; timeoutMs: number };
  mail: { smtpUrl: string; from: string; salesEmail: string } | null;
  /**
   * Ordering: the company's state (CGST + SGST within it), the order SMS and its later ones'. The GST rate is
   * data (gst_rates, by the moment it takes effect), not configuration.
   */
  ordering: {
    companyState: string;
    orderSmsTemplateId: string | null;
    /** MSG91's template per status staff set (DLT registers each text); null: that SMS is not sent (logged). */
    orderStatusSmsTemplateIds: Record<StaffOrderStatus, string | null>;
  };
  /** Tax invoices and credit notes (docs/decisions/0019): their series and the seller they print. */
  invoicing: {
    /** `SUV`: invoices `SUV/26-27/000123`, credit notes `SUVC/26-27/00001`. */
    seriesPrefix: string;
    sellerName: string;
    /** Printed as written; `;` or a new line starts a line. */
    sellerAddress: string;
    /** Required in production: a dispatched order must get its tax invoice. */
    sellerGstin: string;
  };
  /** How long rows are kept: login codes and request-limit rows, inquiries; how often they are purged. */
  retention: { codeDays: number; inquiryDays: number; purgeIntervalMinutes: number };
  /**
   * Where the per-address request limits (@fastify/rate-limit) are counted: Redis, shared by every
   * instance, when `REDIS_URL` is set; else this process's memory (one instance, the embedded default).
   */
  rateLimitStore: { redisUrl: string; namespace: string } | null;
  /** The bearer token of `/api/metrics`; null: the route does not exist. */
  metricsToken: string | null;
  /** The back office's staff (docs/decisions/0016). */
  office: {
    /** The composed site's origin, for the enrolment links (`<siteUrl>/office/enrol/<token>`). */
    siteUrl: string;
    /** A staff session unused for `idleSeconds`, or older than `maxSeconds`, ends. */
    session: { idleSeconds: number; maxSeconds: number };
    /** How long an enrolment link works. */
    enrolmentHours: number;
    /**
     * Failed passwords allowed within `signInWindowSeconds` from a browser unknown to the account: per
     * (account, client: an IPv4 address or IPv6 /64), per (account, network: IPv4 or /48) and per client
     * over all accounts; then that client or network waits (429) until the oldest ages out. A browser known
     * to the account has its own budget, `perDevice`, which no stranger can spend.
     */
    signInFailures: { perClient: number; perNetwork: number; perClientAllAccounts: number; perDevice: number };
    signInWindowSeconds: number;
    /** Past this many failed passwords in an hour on one account, each try from an unknown browser costs a proof of work. */
    proofOfWorkAfterFailures: number;
    /** The proof of work's size: the solver tries on average half this many SHA-256 hashes. */
    proofOfWorkMaxCounter: number;
    /** Wrong second-factor codes after a right password, per account and browser, within the window; then 429. */
    secondFactorFailures: number;
    /** A browser where a member signed in stays known to them this long after their last sign-in there. */
    knownDeviceDays: number;
    /** Sign-in requests per client per minute (@fastify/rate-limit, in Redis when configured). */
    signInPerMinute: number;
  };
  /** SIGTERM: how long readiness says 503 before the server stops taking connections, and how long in-flight requests get. */
  shutdown: { delayMs: number; graceMs: number };
}

type Env = Record<string, string | undefined>;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const defaultCorsOrigins = [8080, 8081, 8082, 8083, 8084, 8085].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export class ConfigError extends Error {}

type Variable = (name: string) => z.ZodType<unknown, string | undefined>;

/** The environment's schema from one entry per variable; each entry names its variable in its messages. */
function environment<Shape extends Record<string, Variable>>(shape: Shape) {
  const schemas = Object.fromEntries(Object.entries(shape).map(([name, variable]) => [name, variable(name)]));
  return z.object(schemas as { [Name in keyof Shape]: ReturnType<Shape[Name]> });
}

/** As set, blank included (paths: an empty one means the server's folder). */
const verbatim = () => z.string().optional();

/** Trimmed; unset and blank both give the fallback. */
const text = (fallback: string) => () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);

/** Trimmed; unset and blank are both unset. */
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** Integers are bounded by what an `integer` column holds: each may meet one (limits, lengths, seconds). */
function integerProblem(name: string, raw: string, min: number): string | null {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) return `${name} must be an integer ≥ ${min}, got "${raw}"`;
  return value > DB_INT_MAX ? `${name} must be an integer ≤ ${DB_INT_MAX}, got "${raw}"` : null;
}

/** Digits of at least `min`; unset or blank gives the fallback. */
const integer =
  (fallback: number, min = 0) =>
  (name: string) =>
    z
      .string()
      .optional()
      .transform((raw, context) => {
        if (raw === undefined || raw.trim() === '') return fallback;
        const problem = integerProblem(name, raw, min);
        if (problem) {
          context.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return Number(raw);
      });

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
const trustProxy = () =>
  z
    .string()
    .optional()
    .transform((raw, context): false | number | string[] => {
      const value = raw?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true would take the client address from whatever the client wrote; set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      const entries = list(value);
      for (const entry of entries) {
        const [address, prefix, ...rest] = entry.split('/');
        const family = isIP(address ?? '');
        const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
        if (!family || !prefixOk || rest.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `TRUST_PROXY must be false, a hop count or comma-separated proxy IPs/CIDRs, got "${entry}"`,
          });
          return z.NEVER;
        }
      }
      return entries;
    });

const otpSecret = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || undefined)
    .refine((secret) => secret === undefined || secret.length >= 32, 'OTP_SECRET must be at least 32 characters');

/**
 * Capitals and digits, at most 3: the start of every invoice number (`SUV`/26-27/000123) and, with a `C`, of
 * every credit note's (`SUVC`/26-27/00001), which must fit in GST rule 46's 16 characters.
 */
const invoicePrefix = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || 'SUV')
    .refine((prefix) => /^[A-Z0-9]{1,3}$/.test(prefix), `${name} must be 1 to 3 capital letters or digits, e.g. SUV`);

/**
 * The seller's GSTIN printed on every invoice: 15 characters with a valid check character. Outside
 * production an unset one is a made-up GSTIN of the company's state, so that development issues invoices.
 */
const sellerGstin = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toUpperCase() || undefined)
    .refine(
      (gstin) => gstin === undefined || (GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin) === gstin[14]),
      `${name} must be a GSTIN: 15 characters with a valid check character`,
    );

/** Made up (PAN AAACS0000A is nobody's), valid in form: for development and tests only. */
export const DEVELOPMENT_SELLER_GSTIN = '24AAACS0000A1ZM';

/**
 * NODE_ENV in any case and spacing, so that no spelling of production runs as development; unset is
 * development. Any other value is refused: a staging or `prod` would otherwise run as development.
 */
const nodeEnvironment = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toLowerCase() || 'development')
    .pipe(
      z.enum(
        ['development', 'test', 'production'],
        'NODE_ENV must be development, test or production (any case), or unset for development',
      ),
    );

/**
 * MSG91 unless `console` is asked for by name: the console provider writes every code to the log and
 * serves them at /api/dev/sms-outbox, so it never comes by default.
 */
const smsProvider = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toLowerCase() || 'msg91')
    .pipe(z.enum(['console', 'msg91'], 'SMS_PROVIDER must be msg91, or console for development and tests'));

/** At least 32 characters: the token is all that stands between the internet and the metrics. */
const metricsToken = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || undefined)
    .refine(
      (token) => token === undefined || token.length >= 32,
      'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)',
    );

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

/**
 * Every variable the server reads, parsed at once. Rules across variables (production, and MSG91_*
 * with SMS_PROVIDER=msg91, MAIL_FROM with SMTP_URL) are checked once each variable is readable; a
 * variable that matters only with another one is checked only then, as before.
 */
const environmentSchema = environment({
  NODE_ENV: nodeEnvironment,
  HOST: text('127.0.0.1'),
  PORT: integer(8000),
  LOG_LEVEL: text('info'),
  TRUST_PROXY: trustProxy,
  CLIENT_IPV6_PREFIX: integer(64, 1),
  CLIENT_IPV6_NETWORK_PREFIX: integer(48, 1),
  REQUEST_TIMEOUT_MS: integer(30_000, 1),
  HEADERS_TIMEOUT_MS: integer(10_000, 1),
  IDLE_TIMEOUT_MS: integer(30_000, 1),
  KEEP_ALIVE_TIMEOUT_MS: integer(5_000, 1),
  MAX_CONNECTIONS_PER_ADDRESS: integer(64, 1),
  SESSION_IDLE_SECONDS: integer(7 * 86_400, 1),
  SESSION_MAX_SECONDS: integer(30 * 86_400, 1),
  LOOKUPS_PER_ADDRESS_PER_HOUR: integer(20, 1),
  LOOKUPS_PER_ADDRESS_PER_DAY: integer(60, 1),
  LOOKUPS_PER_NETWORK_PER_DAY: integer(140, 1),
  LOOKUPS_PER_NUMBER_PER_DAY: integer(5, 1),
  DATABASE_URL: optionalText,
  DATA_DIR: verbatim,
  UPLOAD_DIR: verbatim,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  CORS_ORIGINS: verbatim,
  ERP_ORIGINS: verbatim,
  OTP_SECRET: otpSecret,
  OTP_TTL_SECONDS: integer(600, 1),
  OTP_MAX_ATTEMPTS_PER_CODE: integer(5, 1),
  OTP_SHORT_CODE_FAILURES_PER_DAY: integer(5, 0),
  OTP_LONG_CODE_LENGTH: integer(OTP_LONG_LENGTH, OTP_LONG_LENGTH),
  OTP_SEND_INTERVAL_SECONDS: integer(20),
  OTP_SENDS_PER_NUMBER_PER_HOUR: integer(4, 1),
  OTP_SENDS_PER_NUMBER_PER_DAY: integer(6, 1),
  OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY: integer(50, 1),
  OTP_SENDS_PER_NUMBER_PER_NETWORK_PER_DAY: integer(6, 1),
  OTP_SENDS_PER_ADDRESS_PER_HOUR: integer(30, 1),
  OTP_SENDS_PER_ADDRESS_PER_DAY: integer(100, 1),
  MOBILE_CHANGES_PER_CUSTOMER_PER_DAY: integer(5, 1),
  SMS_CODES_PER_HOUR: integer(1000, 1),
  KNOWN_DEVICE_DAYS: integer(90, 1),
  RATE_LIMIT_GLOBAL_PER_MINUTE: integer(600, 1),
  RATE_LIMIT_OTP_SEND_PER_MINUTE: integer(10, 1),
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: integer(30, 1),
  RATE_LIMIT_REGISTER_PER_HOUR: integer(20, 1),
  RATE_LIMIT_INQUIRY_PER_HOUR: integer(10, 1),
  INQUIRY_DUPLICATE_WINDOW_SECONDS: integer(10),
  PRIVACY_DOWNLOADS_PER_HOUR: integer(5, 1),
  ACCOUNT_DELETION_REQUESTS_PER_DAY: integer(5, 1),
  UPLOAD_MAX_BYTES: integer(5 * 1024 * 1024, 1),
  UPLOAD_MAX_PIXELS: integer(4096 * 4096, 1),
  UPLOAD_MAX_DIMENSION: integer(1024, 16),
  UPLOAD_CONCURRENT_DECODES: integer(2, 1),
  SMS_PROVIDER: smsProvider,
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_BASE_URL: text('https://control.msg91.com'),
  MSG91_TIMEOUT_MS: verbatim,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SALES_EMAIL: text(site.salesEmail),
  COMPANY_STATE: text(site.headOffice.address.region),
  INVOICE_SERIES_PREFIX: invoicePrefix,
  SELLER_NAME: text(site.legalName),
  SELLER_ADDRESS: text(site.headOffice.lines.join('; ')),
  SELLER_GSTIN: sellerGstin,
  MSG91_ORDER_TEMPLATE_ID: optionalText,
  MSG91_ORDER_CONFIRMED_TEMPLATE_ID: optionalText,
  MSG91_ORDER_DISPATCHED_TEMPLATE_ID: optionalText,
  MSG91_ORDER_DELIVERED_TEMPLATE_ID: optionalText,
  MSG91_ORDER_CANCELLED_TEMPLATE_ID: optionalText,
  RETENTION_CODE_DAYS: integer(30, 1),
  RETENTION_INQUIRY_DAYS: integer(730, 1),
  RETENTION_PURGE_INTERVAL_MINUTES: integer(60, 1),
  METRICS_TOKEN: metricsToken,
  REDIS_URL: optionalText,
  RATE_LIMIT_NAMESPACE: text('site-rate-limit:'),
  SITE_URL: text('http://localhost:8080'),
  STAFF_SESSION_IDLE_SECONDS: integer(30 * 60, 1),
  STAFF_SESSION_MAX_SECONDS: integer(12 * 3600, 1),
  STAFF_ENROLMENT_HOURS: integer(72, 1),
  STAFF_SIGN_IN_FAILURES_PER_CLIENT: integer(10, 1),
  STAFF_SIGN_IN_FAILURES_PER_NETWORK: integer(30, 1),
  STAFF_SIGN_IN_FAILURES_PER_CLIENT_ALL_ACCOUNTS: integer(30, 1),
  STAFF_SIGN_IN_FAILURES_PER_DEVICE: integer(10, 1),
  STAFF_SIGN_IN_WINDOW_SECONDS: integer(15 * 60, 1),
  STAFF_SIGN_IN_PROOF_OF_WORK_AFTER: integer(SIGN_IN_ATTACK_FAILURES_PER_HOUR, 1),
  STAFF_SIGN_IN_PROOF_OF_WORK_MAX_COUNTER: integer(1_000_000, 1),
  STAFF_SECOND_FACTOR_FAILURES: integer(5, 1),
  STAFF_KNOWN_DEVICE_DAYS: integer(90, 1),
  RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: integer(20, 1),
  SHUTDOWN_DELAY_MS: integer(0),
  SHUTDOWN_GRACE_MS: integer(30_000, 1),
}).superRefine((env, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  const production = env.NODE_ENV === 'production';
  if (production && !env.OTP_SECRET) problem('OTP_SECRET is required in production');
  if (production && !env.SELLER_GSTIN)
    problem('SELLER_GSTIN is required in production: every dispatched order gets a tax invoice with it');
  if (production && env.SMS_PROVIDER === 'console')
    problem('SMS_PROVIDER=console serves every login code (the dev outbox) and is refused with NODE_ENV=production');
  if (env.SMS_PROVIDER === 'msg91') {
    const forDevelopment = ' (or SMS_PROVIDER=console for development and tests)';
    if (!env.MSG91_AUTH_KEY) problem(`MSG91_AUTH_KEY is required${forDevelopment}`);
    if (!env.MSG91_TEMPLATE_ID) problem(`MSG91_TEMPLATE_ID is required${forDevelopment}`);
    const timeout = env.MSG91_TIMEOUT_MS;
    const timeoutProblem =
      timeout === undefined || timeout.trim() === '' ? null : integerProblem('MSG91_TIMEOUT_MS', timeout, 1);
    if (timeoutProblem) problem(timeoutProblem);
  }
  if (env.SMTP_URL && !env.MAIL_FROM) problem('MAIL_FROM is required');
  if (env.CLIENT_IPV6_PREFIX > 128) problem(`CLIENT_IPV6_PREFIX must be at most 128, got ${env.CLIENT_IPV6_PREFIX}`);
  if (env.CLIENT_IPV6_NETWORK_PREFIX > env.CLIENT_IPV6_PREFIX)
    problem(
      `CLIENT_IPV6_NETWORK_PREFIX must be at most CLIENT_IPV6_PREFIX (a network holds clients), got ${env.CLIENT_IPV6_NETWORK_PREFIX}`,
    );
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problem('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT)) problem('S3_ENDPOINT must be an http(s) URL');
  if (!/^https?:\/\/[^/\s]+\/?$/.test(env.SITE_URL))
    problem(`SITE_URL must be an http(s) origin, got "${env.SITE_URL}"`);
});

type Environment = z.output<typeof environmentSchema>;

function configFrom(env: Environment): Config {
  const dataDir = path.resolve(serverRoot, env.DATA_DIR ?? '.data');
  const msg91Timeout = env.MSG91_TIMEOUT_MS?.trim();
  return {
    production: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clientGrouping: { ipv6Prefix: env.CLIENT_IPV6_PREFIX, ipv6NetworkPrefix: env.CLIENT_IPV6_NETWORK_PREFIX },
    http: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    session: { idleSeconds: env.SESSION_IDLE_SECONDS, maxSeconds: env.SESSION_MAX_SECONDS },
    lookups: {
      perAddressPerHour: env.LOOKUPS_PER_ADDRESS_PER_HOUR,
      perAddressPerDay: env.LOOKUPS_PER_ADDRESS_PER_DAY,
      perNetworkPerDay: env.LOOKUPS_PER_NETWORK_PER_DAY,
      perNumberPerDay: env.LOOKUPS_PER_NUMBER_PER_DAY,
    },
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadDir: path.resolve(serverRoot, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    pictureBucket: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : null,
        }
      : null,
    corsOrigins: [
      ...(env.CORS_ORIGINS === undefined ? defaultCorsOrigins : list(env.CORS_ORIGINS)),
      ...list(env.ERP_ORIGINS),
    ],
    otp: {
      secret: env.OTP_SECRET ?? persistedSecret(dataDir),
      ttlSeconds: env.OTP_TTL_SECONDS,
      maxAttemptsPerCode: env.OTP_MAX_ATTEMPTS_PER_CODE,
      shortCodeFailuresPerDay: env.OTP_SHORT_CODE_FAILURES_PER_DAY,
      longCodeLength: env.OTP_LONG_CODE_LENGTH,
      sendIntervalSeconds: env.OTP_SEND_INTERVAL_SECONDS,
      sendsPerNumberPerHour: env.OTP_SENDS_PER_NUMBER_PER_HOUR,
      sendsPerNumberPerDay: env.OTP_SENDS_PER_NUMBER_PER_DAY,
      unusedSendsPerNumberPerDay: env.OTP_UNUSED_SENDS_PER_NUMBER_PER_DAY,
      sendsPerNumberPerNetworkPerDay: env.OTP_SENDS_PER_NUMBER_PER_NETWORK_PER_DAY,
      sendsPerAddressPerHour: env.OTP_SENDS_PER_ADDRESS_PER_HOUR,
      sendsPerAddressPerDay: env.OTP_SENDS_PER_ADDRESS_PER_DAY,
      mobileChangesPerCustomerPerDay: env.MOBILE_CHANGES_PER_CUSTOMER_PER_DAY,
      codesPerHour: env.SMS_CODES_PER_HOUR,
      knownDeviceDays: env.KNOWN_DEVICE_DAYS,
    },
    rateLimits: {
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      otpSendPerMinute: env.RATE_LIMIT_OTP_SEND_PER_MINUTE,
      otpVerifyPerMinute: env.RATE_LIMIT_OTP_VERIFY_PER_MINUTE,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      inquiryPerHour: env.RATE_LIMIT_INQUIRY_PER_HOUR,
    },
    inquiry: { duplicateWindowSeconds: env.INQUIRY_DUPLICATE_WINDOW_SECONDS },
    privacy: {
      downloadsPerHour: env.PRIVACY_DOWNLOADS_PER_HOUR,
      deletionRequestsPerDay: env.ACCOUNT_DELETION_REQUESTS_PER_DAY,
    },
    upload: {
      maxBytes: env.UPLOAD_MAX_BYTES,
      maxPixels: env.UPLOAD_MAX_PIXELS,
      maxDimension: env.UPLOAD_MAX_DIMENSION,
      concurrentDecodes: env.UPLOAD_CONCURRENT_DECODES,
    },
    // The variables each option needs were checked by environmentSchema's refinement.
    sms:
      env.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: env.MSG91_AUTH_KEY!,
            templateId: env.MSG91_TEMPLATE_ID!,
            baseUrl: env.MSG91_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: msg91Timeout ? Number(msg91Timeout) : 10_000,
          }
        : { provider: 'console' },
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM!, salesEmail: env.SALES_EMAIL } : null,
    ordering: {
      companyState: env.COMPANY_STATE,
      orderSmsTemplateId: env.MSG91_ORDER_TEMPLATE_ID ?? null,
      orderStatusSmsTemplateIds: {
        Confirmed: env.MSG91_ORDER_CONFIRMED_TEMPLATE_ID ?? null,
        Dispatched: env.MSG91_ORDER_DISPATCHED_TEMPLATE_ID ?? null,
        Delivered: env.MSG91_ORDER_DELIVERED_TEMPLATE_ID ?? null,
        Cancelled: env.MSG91_ORDER_CANCELLED_TEMPLATE_ID ?? null,
      },
    },
    invoicing: {
      seriesPrefix: env.INVOICE_SERIES_PREFIX,
      sellerName: env.SELLER_NAME,
      sellerAddress: env.SELLER_ADDRESS,
      sellerGstin: env.SELLER_GSTIN ?? DEVELOPMENT_SELLER_GSTIN,
    },
    retention: {
      codeDays: env.RETENTION_CODE_DAYS,
      inquiryDays: env.RETENTION_INQUIRY_DAYS,
      purgeIntervalMinutes: env.RETENTION_PURGE_INTERVAL_MINUTES,
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    rateLimitStore: env.REDIS_URL ? { redisUrl: env.REDIS_URL, namespace: env.RATE_LIMIT_NAMESPACE } : null,
    office: {
      siteUrl: env.SITE_URL.replace(/\/+$/, ''),
      session: { idleSeconds: env.STAFF_SESSION_IDLE_SECONDS, maxSeconds: env.STAFF_SESSION_MAX_SECONDS },
      enrolmentHours: env.STAFF_ENROLMENT_HOURS,
      signInFailures: {
        perClient: env.STAFF_SIGN_IN_FAILURES_PER_CLIENT,
        perNetwork: env.STAFF_SIGN_IN_FAILURES_PER_NETWORK,
        perClientAllAccounts: env.STAFF_SIGN_IN_FAILURES_PER_CLIENT_ALL_ACCOUNTS,
        perDevice: env.STAFF_SIGN_IN_FAILURES_PER_DEVICE,
      },
      signInWindowSeconds: env.STAFF_SIGN_IN_WINDOW_SECONDS,
      proofOfWorkAfterFailures: env.STAFF_SIGN_IN_PROOF_OF_WORK_AFTER,
      proofOfWorkMaxCounter: env.STAFF_SIGN_IN_PROOF_OF_WORK_MAX_COUNTER,
      secondFactorFailures: env.STAFF_SECOND_FACTOR_FAILURES,
      knownDeviceDays: env.STAFF_KNOWN_DEVICE_DAYS,
      signInPerMinute: env.RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE,
    },
    shutdown: { delayMs: env.SHUTDOWN_DELAY_MS, graceMs: env.SHUTDOWN_GRACE_MS },
  };
}

/** The configuration, or a ConfigError naming every wrong variable (`; ` apart). */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '));
  return configFrom(parsed.data);
}

/**
 * What the configuration allows but an operator should hear at start (buildApp logs each once): PostgreSQL
 * says more than one instance may run, and without Redis each would count the request limits alone.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.database.kind === 'postgres' && !config.rateLimitStore) {
    warnings.push(
      'DATABASE_URL is set but REDIS_URL is not: the per-address request limits (RATE_LIMIT_*) are counted per ' +
        'process, so each instance allows the full limit; set REDIS_URL when more than one instance runs',
    );
  }
  return warnings;
}
