import type { Writable } from 'node:stream';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db';
import { migrate } from './db/migrate';
import { customerRoutes } from './features/customer/routes';
import { devRoutes } from './features/dev/routes';
import { healthRoutes } from './features/health/routes';
import { inquiryRoutes } from './features/inquiry/routes';
import { KnownLocks } from './features/otp/known-locks';
import { otpRoutes } from './features/otp/routes';
import { referenceRoutes } from './features/reference/routes';
import { fileRoutes } from './files/routes';
import { clientErrorHandler, frameworkErrors, rateLimited, registerErrorHandlers } from './http/errors';
import { openApiRoutes } from './http/openapi';
import { createInquiryMailer, type InquiryMailer } from './mail/inquiry-mail';
import { ConsoleSmsProvider, createSmsProvider, type SmsProvider } from './sms';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Replaceable collaborators; tests pass a clock, a log sink or a stand-in provider. */
export interface AppDeps {
  /** An already opened database; the app migrates it and closes it with itself. */
  db?: Database;
  now?: () => Date;
  logStream?: Writable;
  sms?: SmsProvider;
  mailer?: InquiryMailer | null;
}

const JSON_BODY_LIMIT = 64 * 1024;
const SENSITIVE_QUERY = new Set(['otp']);

/** The request as logged: no headers (tokens), no code, the mobile masked. */
function loggedUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return path ?? url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY.has(key)) params.set(key, '[redacted]');
    else if (key === 'phone_no') params.set(key, `******${(params.get(key) ?? '').slice(-4)}`);
  }
  return `${path}?${params.toString()}`;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind no proxy, a client must not choose its own request id.
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
  });

  const db = deps.db ?? (await openDatabase(config.database));
  if (deps.db) await migrate(deps.db);
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());

  const sms = deps.sms ?? createSmsProvider(config.sms, app.log);
  const mailer = deps.mailer !== undefined ? deps.mailer : config.mail ? createInquiryMailer(config.mail) : null;

  registerErrorHandlers(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  await app.register(multipart, {
    limits: {
      fileSize: config.upload.maxBytes,
      files: 1,
      fields: 40,
      fieldSize: 16 * 1024,
      parts: 41,
      headerPairs: 100,
    },
  });

  await app.register(healthRoutes, { db });
  await app.register(referenceRoutes);
  await app.register(otpRoutes, { deps: { db, sms, otp: config.otp, now, locks: new KnownLocks() }, config });
  await app.register(customerRoutes, { db, config });
  await app.register(inquiryRoutes, { db, config, mailer, now });
  await app.register(fileRoutes, { uploadDir: config.uploadDir });
  await app.register(openApiRoutes);
  if (sms instanceof ConsoleSmsProvider && !config.production) await app.register(devRoutes, { sms });

  return app;
}
