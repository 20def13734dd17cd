import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

/** A development environment: the console SMS provider is asked for by name (it is never a default). */
const secret = { OTP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'console' };
const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' };

describe('loadConfig (one zod schema of the environment)', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig(secret);
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 8000,
      logLevel: 'info',
      trustProxy: false,
      http: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        idleTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnectionsPerAddress: 64,
      },
      session: { idleSeconds: 7 * 86_400, maxSeconds: 30 * 86_400 },
      lookups: { perAddressPerHour: 20, perAddressPerDay: 60, perNumberPerDay: 5 },
      database: { kind: 'pglite' },
      otp: {
        secret: secret.OTP_SECRET,
        ttlSeconds: 600,
        maxAttemptsPerCode: 5,
        shortCodeFailuresPerDay: 5,
        longCodeLength: 8,
        sendIntervalSeconds: 20,
      },
      rateLimits: {
        globalPerMinute: 600,
        otpSendPerMinute: 10,
        otpVerifyPerMinute: 30,
        registerPerHour: 20,
        inquiryPerHour: 10,
      },
      inquiry: { duplicateWindowSeconds: 10 },
      upload: { maxBytes: 5 * 1024 * 1024, maxPixels: 4096 * 4096, maxDimension: 1024, concurrentDecodes: 2 },
      sms: { provider: 'console' },
      mail: null,
      pictureBucket: null,
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:8084');
  });

  it('reads set values, trimmed where they always were', () => {
    const config = loadConfig({
      ...secret,
      HOST: ' 0.0.0.0 ',
      PORT: '9000',
      DATABASE_URL: 'postgres://db/app',
      CORS_ORIGINS: 'https://shop.example/, ',
      ERP_ORIGINS: 'https://erp.example',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      MSG91_BASE_URL: 'https://sms.example//',
      SMTP_URL: 'smtp://mail.example',
      MAIL_FROM: 'site@example.com',
      S3_BUCKET: ' pictures ',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      database: { kind: 'postgres', url: 'postgres://db/app' },
      corsOrigins: ['https://shop.example', 'https://erp.example'],
      sms: {
        provider: 'msg91',
        authKey: 'key',
        templateId: 'template',
        baseUrl: 'https://sms.example',
        timeoutMs: 10_000,
      },
      mail: { smtpUrl: 'smtp://mail.example', from: 'site@example.com' },
      pictureBucket: {
        bucket: 'pictures',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
    // AWS S3 itself: no endpoint, and the SDK's own credentials (the instance's role).
    expect(loadConfig({ ...secret, S3_BUCKET: 'pictures', S3_REGION: 'ap-south-1' }).pictureBucket).toEqual({
      bucket: 'pictures',
      endpoint: null,
      region: 'ap-south-1',
      credentials: null,
    });
  });

  it('refuses a bad value at start with a message naming the variable', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ ...secret, PORT: 'abc' }, 'PORT must be an integer ≥ 0, got "abc"'],
      [{ ...secret, OTP_LONG_CODE_LENGTH: '7' }, 'OTP_LONG_CODE_LENGTH must be an integer ≥ 8, got "7"'],
      [{ OTP_SECRET: 'short' }, 'OTP_SECRET must be at least 32 characters'],
      [
        { ...secret, SMS_PROVIDER: 'carrier-pigeon' },
        'SMS_PROVIDER must be msg91, or console for development and tests',
      ],
      [{ ...secret, NODE_ENV: 'production' }, 'SMS_PROVIDER=console serves every login code'],
      [{ ...secret, PORT: '2147483648' }, 'PORT must be an integer ≤ 2147483647, got "2147483648"'],
      [{ ...secret, METRICS_TOKEN: 'x'.repeat(31) }, 'METRICS_TOKEN must be at least 32 characters'],
      [{ ...secret, SMTP_URL: 'smtp://mail.example' }, 'MAIL_FROM is required'],
      [
        { ...secret, S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id' },
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      ],
      [{ ...secret, S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ ...secret, PORT: '-1', UPLOAD_MAX_DIMENSION: '8' })).toThrow(
      'PORT must be an integer ≥ 0, got "-1"; UPLOAD_MAX_DIMENSION must be an integer ≥ 16, got "8"',
    );
    expect(() => loadConfig({ ...secret, SMS_PROVIDER: 'msg91', MSG91_TIMEOUT_MS: '0' })).toThrow(
      'MSG91_AUTH_KEY is required (or SMS_PROVIDER=console for development and tests); ' +
        'MSG91_TEMPLATE_ID is required (or SMS_PROVIDER=console for development and tests); ' +
        'MSG91_TIMEOUT_MS must be an integer ≥ 1, got "0"',
    );
  });

  it('checks a variable that only matters with another one only then', () => {
    expect(loadConfig({ ...secret, MSG91_TIMEOUT_MS: 'soon', MAIL_FROM: '' }).sms).toEqual({ provider: 'console' });
  });

  it('takes the console SMS provider only when asked for by name: unset is MSG91, which needs its key', () => {
    expect(() => loadConfig({ OTP_SECRET: secret.OTP_SECRET })).toThrow(
      'MSG91_AUTH_KEY is required (or SMS_PROVIDER=console for development and tests)',
    );
    expect(loadConfig({ ...secret, ...msg91, SMS_PROVIDER: '' }).sms.provider).toBe('msg91');
    expect(loadConfig({ ...secret, SMS_PROVIDER: ' Console ' }).sms).toEqual({ provider: 'console' });
  });

  it('takes a METRICS_TOKEN of 32 characters or more, trimmed; none means no metrics route', () => {
    expect(loadConfig({ ...secret, METRICS_TOKEN: ` ${'t'.repeat(32)} ` }).metricsToken).toBe('t'.repeat(32));
    expect(loadConfig({ ...secret, METRICS_TOKEN: ' ' }).metricsToken).toBeNull();
    expect(() => loadConfig({ ...secret, METRICS_TOKEN: ` ${'t'.repeat(31)} ` })).toThrow(ConfigError);
  });

  it('reads PRIVACY_DOWNLOADS_PER_HOUR and ACCOUNT_DELETION_REQUESTS_PER_DAY (5 and 5)', () => {
    expect(loadConfig(secret).privacy).toEqual({ downloadsPerHour: 5, deletionRequestsPerDay: 5 });
    expect(
      loadConfig({ ...secret, PRIVACY_DOWNLOADS_PER_HOUR: '2', ACCOUNT_DELETION_REQUESTS_PER_DAY: '1' }).privacy,
    ).toEqual({ downloadsPerHour: 2, deletionRequestsPerDay: 1 });
  });

  it('reads a MSG91 template per order status staff set, none by default', () => {
    expect(loadConfig(secret).ordering.orderStatusSmsTemplateIds).toEqual({
      Confirmed: null,
      Dispatched: null,
      Delivered: null,
      Cancelled: null,
    });
    const set = loadConfig({
      ...secret,
      MSG91_ORDER_CONFIRMED_TEMPLATE_ID: ' confirmed-1 ',
      MSG91_ORDER_CANCELLED_TEMPLATE_ID: 'cancelled-4',
    });
    expect(set.ordering.orderStatusSmsTemplateIds).toEqual({
      Confirmed: 'confirmed-1',
      Dispatched: null,
      Delivered: null,
      Cancelled: 'cancelled-4',
    });
  });

  it("reads the office's staff settings: SITE_URL an http(s) origin, the session, sign-in and registration limits", () => {
    expect(loadConfig(secret).office).toEqual({
      siteUrl: 'http://localhost:8080',
      session: { idleSeconds: 1800, maxSeconds: 43_200 },
      enrolmentHours: 72,
      signInFailures: { perClient: 10, perNetwork: 30, perClientAllAccounts: 30, perDevice: 10 },
      signInWindowSeconds: 900,
      proofOfWorkAfterFailures: 10,
      proofOfWorkMaxCounter: 1_000_000,
      secondFactorFailures: 5,
      knownDeviceDays: 90,
      signInPerMinute: 20,
      retailerRegistrationsPerHour: 30,
    });
    const set = loadConfig({ ...secret, SITE_URL: ' https://www.suvasa.example/ ', STAFF_SESSION_IDLE_SECONDS: '60' });
    expect(set.office).toMatchObject({ siteUrl: 'https://www.suvasa.example', session: { idleSeconds: 60 } });
    for (const bad of ['www.suvasa.example', 'https://www.suvasa.example/office', 'ftp://x.example']) {
      expect(() => loadConfig({ ...secret, SITE_URL: bad })).toThrow(
        `SITE_URL must be an http(s) origin, got "${bad}"`,
      );
    }
    expect(() => loadConfig({ ...secret, STAFF_SIGN_IN_FAILURES_PER_CLIENT: '0' })).toThrow(
      'STAFF_SIGN_IN_FAILURES_PER_CLIENT must be an integer ≥ 1',
    );
  });

  it('warns when PostgreSQL is set without Redis (several instances would each count the request limits alone)', () => {
    const warning = expect.stringContaining('DATABASE_URL is set but REDIS_URL is not');
    expect(configWarnings(loadConfig({ ...secret, DATABASE_URL: 'postgres://db/app' }))).toEqual([warning]);
    const shared = loadConfig({ ...secret, DATABASE_URL: 'postgres://db/app', REDIS_URL: 'redis://cache:6379' });
    expect(configWarnings(shared)).toEqual([]);
    // The embedded database is one instance by nature.
    expect(configWarnings(loadConfig(secret))).toEqual([]);
  });

  it('writes nothing: an unset OTP_SECRET outside production is refused, the server makes it at start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
    try {
      expect(() => loadConfig({ SMS_PROVIDER: 'console', DATA_DIR: dataDir })).toThrow(
        "OTP_SECRET is required (outside production the server's start makes one in DATA_DIR)",
      );
      expect(loadConfig({ ...secret, DATA_DIR: path.join(dataDir, 'data') }).database).toEqual({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'data', 'db'),
      });
      expect(readdirSync(dataDir)).toEqual([]);
      expect(existsSync(path.join(dataDir, 'data'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names a variable several parts read (NODE_ENV) once', () => {
    expect(() => loadConfig({ ...secret, NODE_ENV: 'prod' })).toThrow(
      new ConfigError('NODE_ENV must be development, test or production (any case), or unset for development'),
    );
  });
});
