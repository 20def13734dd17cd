import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from '@site/shared/site';

/** Everything the server reads from the environment, in one typed place. */
export interface Config {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you control), so limits apply per real client. */
  trustProxy: boolean;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  uploadDir: string;
  corsOrigins: string[];
  otp: {
    /** HMAC key of stored codes. */
    secret: string;
    ttlSeconds: number;
    maxAttemptsPerCode: number;
    /** Failures per number (across codes) before each lock-out. */
    lockAfterFailures: number;
    lockBaseSeconds: number;
    lockMaxSeconds: number;
    sendIntervalSeconds: number;
    sendsPerNumberPerHour: number;
    sendsPerNumberPerDay: number;
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
  upload: { maxBytes: number; maxPixels: number; maxDimension: number };
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
    trustProxy: env.TRUST_PROXY === 'true',
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadDir: path.resolve(serverRoot, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    corsOrigins: [...(env.CORS_ORIGINS === undefined ? defaultCorsOrigins : list(env.CORS_ORIGINS)), ...list(env.ERP_ORIGINS)],
    otp: {
      secret: otpSecret || persistedSecret(dataDir),
      ttlSeconds: integer(env, 'OTP_TTL_SECONDS', 600, 1),
      maxAttemptsPerCode: integer(env, 'OTP_MAX_ATTEMPTS_PER_CODE', 5, 1),
      lockAfterFailures: integer(env, 'OTP_LOCK_AFTER_FAILURES', 5, 1),
      lockBaseSeconds: integer(env, 'OTP_LOCK_BASE_SECONDS', 900, 1),
      lockMaxSeconds: integer(env, 'OTP_LOCK_MAX_SECONDS', 86_400, 1),
      sendIntervalSeconds: integer(env, 'OTP_SEND_INTERVAL_SECONDS', 20),
      sendsPerNumberPerHour: integer(env, 'OTP_SENDS_PER_NUMBER_PER_HOUR', 5, 1),
      sendsPerNumberPerDay: integer(env, 'OTP_SENDS_PER_NUMBER_PER_DAY', 10, 1),
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
      maxPixels: integer(env, 'UPLOAD_MAX_PIXELS', 40_000_000, 1),
      maxDimension: integer(env, 'UPLOAD_MAX_DIMENSION', 1024, 16),
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
