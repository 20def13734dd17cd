import { Redis } from 'ioredis';
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { REQUESTED_WITH_HEADER } from '@site/contract';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Config, configWarnings } from './config';
import { type Database, openDatabase } from './db';
import { migrate } from './db/migrate';
import { customerLanguageRoutes } from './features/customer/language-routes';
import { customerRoutes } from './features/customer/routes';
import { customerLanguage, findCustomerById } from './features/customer/service';
import { schedulePurges } from './features/privacy/retention';
import { privacyRoutes } from './features/privacy/routes';
import { devRoutes } from './features/dev/routes';
import { healthRoutes } from './features/health/routes';
import { inquiryRoutes } from './features/inquiry/routes';
import { registerOfficeCatalogue } from './features/office/catalogue/routes';
import { registerOfficeOperations } from './features/office/operations/routes';
import { invoicingRoutes } from './features/invoicing/routes';
import { issueForStatus, orderTaxDocuments } from './features/invoicing/documents';
import { invoicingSettings } from './features/invoicing/settings';
import { officeRoutes } from './features/office/staff/routes';
import { registerOfficeRetailerRegistration } from './features/office/operations/retailer-registration';
import { orderingRoutes } from './features/ordering/routes';
import { otpRoutes } from './features/otp/routes';
import { EndedAttempts, type OtpDeps } from './features/otp/service';
import { referenceRoutes } from './features/reference/routes';
import { createImageDecoder } from './files/images';
import { fileRoutes } from './files/routes';
import type { AuthContext } from './http/auth';
import { clientErrorHandler, frameworkErrors, rateLimited, registerErrorHandlers } from './http/errors';
import { docsPageRoutes } from './http/docs-page';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { registerJsonParser } from './http/json';
import { registerReplyLanguage } from './http/language';
import { registerMetrics } from './http/metrics';
import { type ClientGrouping, clientKey, clientNetwork } from './http/client-key';
import { folderPictureStore, type PictureStore, s3PictureStore } from './files/picture-store';
import { useContractSchemas } from './http/schemas';
import { createInquiryMailer, type InquiryMailer } from './mail/inquiry-mail';
import { ConsoleSmsProvider, createSmsProvider, type SmsProvider } from './sms';
import { sharedGstinAccounts } from './features/customer/gstin-owner';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where profile pictures live: the picture folder or the shared bucket. */
    pictures: PictureStore;
    /** On SIGTERM (main.ts): readiness answers 503 from now on, so a load balancer stops sending. */
    startDraining(): void;
  }
  interface FastifyRequest {
    /** The client every limit counts: `request.ip`, or its IPv6 /64 (`CLIENT_IPV6_PREFIX`), in one text form. */
    clientKey: string;
    /** The client's network, for the budgets a provider block shares: the IPv4 address, or its IPv6 /48. */
    clientNetwork: string;
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

/** The contract's 503, written on a socket refused before any request was read. */
const TOO_MANY_CONNECTIONS_BODY = JSON.stringify({
  exc_type: 'ServerError',
  message: {
    status: 'error',
    reason: 'server_error',
    text: 'Too many connections from your address.',
    retry_after_seconds: 5,
  },
});
const TOO_MANY_CONNECTIONS =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 5\r\n' +
  `Content-Length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS_BODY)}\r\n\r\n${TOO_MANY_CONNECTIONS_BODY}`;

/**
 * The HTTP server, bounding slow clients: a request must arrive whole within
 * `requestTimeoutMs` (its headers within `headersTimeoutMs`), an idle connection closes, and each
 * socket address may hold at most `maxConnectionsPerAddress` open connections; more are answered
 * 503 and closed before anything is read. Node checks the request timeouts every second.
 */
function limitedServer(http: Config['http'], grouping: ClientGrouping) {
  return (handler: RequestListener): Server => {
    const server = createServer(
      {
        requestTimeout: http.requestTimeoutMs,
        headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
        keepAliveTimeout: http.keepAliveTimeoutMs,
        connectionsCheckingInterval: 1000,
      },
      handler,
    );
    server.setTimeout(http.idleTimeoutMs, (socket: Socket) => socket.destroy());
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = clientKey(socket.remoteAddress ?? '', grouping);
      const count = (open.get(address) ?? 0) + 1;
      if (count > http.maxConnectionsPerAddress) {
        socket.end(TOO_MANY_CONNECTIONS);
        socket.destroySoon();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
    return server;
  };
}

/** The reply header that names the request in the logs. */
const REQUEST_ID_HEADER = 'X-Request-Id';

/** How long a starting instance waits for the rate-limit store before opening without it. */
const REDIS_START_WAIT_MS = 5000;

/**
 * Redis for the per-address request limits when configured, so that every instance counts against one
 * budget. If Redis fails, a request is let through rather than refused (logged, and counted
 * by the metrics' 5xx-free path): these limits only shed load, while the limits that guard codes and
 * look-ups are in the database and never fail open.
 */
function rateLimitStore(config: Config, app: FastifyInstance) {
  if (!config.rateLimitStore) return {};
  const redis = new Redis(config.rateLimitStore.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.error({ err: error }, 'rate-limit store (Redis) error'));
  // Without an offline queue, a request that came before the connection would pass uncounted: open the
  // doors once Redis is ready, or after REDIS_START_WAIT_MS without it (then failing open, as above).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn(`rate-limit store (Redis) not ready after ${REDIS_START_WAIT_MS} ms; starting without it`);
        resolve();
      }, REDIS_START_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: config.rateLimitStore.namespace, skipOnError: true };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify<Server>({
    serverFactory: limitedServer(config.http, config.clientGrouping),
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // A hop count is Fastify's own rule (trust the n addresses nearest to us), written out for its types.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind no proxy, a client must not choose its own request id: each gets a random one, in every
    // log line of the request (`reqId`) and in the reply's X-Request-Id header.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    frameworkErrors,
    clientErrorHandler,
  });

  for (const warning of configWarnings(config)) app.log.warn(warning);
  useContractSchemas(app);
  // Getters: trust-proxy has decided `request.ip` by the time a hook or handler reads them.
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return clientKey(this.ip, config.clientGrouping);
    },
  });
  app.decorateRequest('clientNetwork', {
    getter(this: FastifyRequest) {
      return clientNetwork(this.ip, config.clientGrouping);
    },
  });
  registerJsonParser(app);

  const db = deps.db ?? (await openDatabase(config.database));
  if (deps.db) await migrate(deps.db);
  app.decorate('db', db);
  const shared = await sharedGstinAccounts(db);
  if (shared.length > 0)
    app.log.warn(
      { accounts: shared },
      `${shared.length} accounts share a GSTIN from before it was one account's: the office moves each to its holder`,
    );
  app.addHook('onClose', async () => db.close());
  const pictures = config.pictureBucket ? s3PictureStore(config.pictureBucket) : folderPictureStore(config.uploadDir);
  app.decorate('pictures', pictures);
  // The picture folder exists from the start: readiness checks that it is writable.
  if (!config.pictureBucket) await mkdir(config.uploadDir, { recursive: true });
  // Codes, request-limit rows, inquiries and known devices are kept only for their retention.
  const stopPurges = schedulePurges(
    db,
    { ...config.retention, knownDeviceDays: config.otp.knownDeviceDays },
    now,
    app.log,
  );
  app.addHook('onClose', async () => stopPurges());

  const sms =
    deps.sms ??
    createSmsProvider(config.sms, app.log, {
      orderTemplateId: config.ordering.orderSmsTemplateId,
      orderStatusTemplateIds: config.ordering.orderStatusSmsTemplateIds,
      translatedOrderTemplateIds: config.ordering.translatedOrderSmsTemplateIds,
      translatedOrderStatusTemplateIds: config.ordering.translatedOrderStatusSmsTemplateIds,
    });
  const mailer = deps.mailer !== undefined ? deps.mailer : config.mail ? createInquiryMailer(config.mail) : null;

  registerErrorHandlers(app);
  registerReplyLanguage(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', REQUESTED_WITH_HEADER],
    exposedHeaders: ['Retry-After', REQUEST_ID_HEADER],
    maxAge: 600,
    // The known-device cookie of code sends and logins (features/otp/known-device.ts) needs credentials.
    credentials: true,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    ...rateLimitStore(config, app),
    keyGenerator: (request) => request.clientKey,
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

  await registerOpenApi(app);
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // While draining, a reply closes its connection: a keep-alive connection goes to another instance, and none
  // is left idle, holding the shutdown until its grace is over.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
  await app.register(healthRoutes, { db, pictures, draining: () => draining, now });
  registerMetrics(app, { token: config.metricsToken, db, now, codesPerHour: config.otp.codesPerHour });
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(referenceRoutes);
  const auth: AuthContext = { db, session: config.session, now };
  const otp: OtpDeps = {
    db,
    sms,
    otp: config.otp,
    lookups: config.lookups,
    now,
    customers: { languageOf: customerLanguage, recordOf: findCustomerById },
    ended: new EndedAttempts(),
  };
  await app.register(otpRoutes, { deps: otp, config, auth });
  const images = createImageDecoder(config.upload);
  await app.register(customerRoutes, { db, config, auth, otp, images, pictures });
  await app.register(customerLanguageRoutes, { db, config, auth });
  await app.register(privacyRoutes, { db, config, auth, otp, pictures });
  await app.register(inquiryRoutes, { db, config, mailer, now });
  await app.register(orderingRoutes, { db, config, auth, now, sms, taxDocumentsOf: orderTaxDocuments });
  await app.register(officeRoutes, { db, config, now });
  const invoicing = invoicingSettings(config);
  await app.register(registerOfficeOperations, {
    db,
    config,
    now,
    sms,
    documents: {
      issueForStatus: (tx, change) => issueForStatus(tx, change, invoicing),
      ofOrder: orderTaxDocuments,
    },
  });
  await app.register(registerOfficeRetailerRegistration, { db, config, now, otp });
  await app.register(invoicingRoutes, { db, config, auth, now });
  await app.register(registerOfficeCatalogue, { db, config, now, images, pictures });
  await app.register(fileRoutes, { pictures });
  await app.register(openApiRoutes);
  await app.register(docsPageRoutes);
  // Only when SMS_PROVIDER=console was asked for, which the configuration refuses in production.
  if (config.sms.provider === 'console' && sms instanceof ConsoleSmsProvider) await app.register(devRoutes, { sms });

  return app;
}
