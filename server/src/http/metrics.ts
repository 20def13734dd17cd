import { timingSafeEqual } from 'node:crypto';
import { failureReasonSchema, securityTexts } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db';
import { ApiError, rateLimited } from './errors';
import { failure, methodPath } from './route-schemas';

/** The path of the Prometheus text, answered only with `Authorization: Bearer <METRICS_TOKEN>`. */
export const METRICS_PATH = '/api/metrics';

/** The routes whose outcomes an operator watches, by route pattern: code sends and checks, inquiries. */
const CODE_SENDS = new Set([methodPath('generateAndSendOtp'), methodPath('requestAccountDeletion')]);
const CODE_CHECKS = new Set([
  methodPath('verifyOtpAndLogin'),
  methodPath('confirmMobileChange'),
  methodPath('deleteAccount'),
]);
const INQUIRIES = methodPath('createWebsiteInquiry');

/**
 * A code send's or check's outcome, as a label: `ok`, or the reason its error reply gave (`invalid_otp`,
 * `otp_expired`, `rate_limited`, `not_registered`…), with `budget_spent` for a code retired because its
 * number's guesses for the day are spent (an `otp_expired` that says so). Only the contract's reasons
 * become labels, so a reply cannot invent new series.
 */
function outcome(status: number, payload: unknown): string {
  if (status < 400) return 'ok';
  let message: { reason?: unknown; text?: unknown } | undefined;
  try {
    message = typeof payload === 'string' ? (JSON.parse(payload) as { message?: typeof message }).message : undefined;
  } catch {
    // Not the contract's JSON: labelled by its status below.
  }
  const reason = failureReasonSchema.safeParse(message?.reason);
  if (!reason.success) return status >= 500 ? 'server_error' : `http_${status}`;
  return reason.data === 'otp_expired' && message?.text === securityTexts.codeRetired ? 'budget_spent' : reason.data;
}

/**
 * Wrong tokens one client may send per window before every metrics request of that client is refused
 * (429) until the window ends: enough for a scraper's typo, far too few to guess a 32-character token.
 */
export const METRICS_WRONG_TOKENS = { max: 10, timeWindow: 15 * 60 * 1000 };

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics of this instance: requests and their latency by route pattern,
 * method and status; code sends and checks by outcome; the last hour's SMS codes (all instances) and
 * their ceiling; inquiries stored; limit refusals; the database
 * pool; the process's own (memory, event loop, CPU). Served at `METRICS_PATH` only when a token is
 * configured, and only to a caller that sends it: the figures tell an attacker what works.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | null; db: Database; now: () => Date; codesPerHour: number },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames: labels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply',
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const codeSends = new Counter({
    name: 'otp_code_sends_total',
    help: 'Code sends by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const codeChecks = new Counter({
    name: 'otp_code_checks_total',
    help: 'Code checks by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const inquiries = new Counter({ name: 'inquiries_stored_total', help: 'Inquiries accepted', registers: [registry] });
  const refusals = new Counter({
    name: 'limit_refusals_total',
    help: 'Requests refused by a limit (429)',
    labelNames: ['route'],
    registers: [registry],
  });
  // The SMS spend of every instance (read from the database at each scrape) beside its ceiling.
  new Gauge({
    name: 'sms_codes_last_hour',
    help: 'Codes sent by SMS in the last hour, all instances (SMS_CODES_PER_HOUR refuses sends before the ceiling)',
    registers: [registry],
    async collect() {
      const [row] = await options.db.query<{ n: number }>(
        'select count(*)::int as n from otp_attempts where created_at > $1',
        [new Date(options.now().getTime() - 3_600_000)],
      );
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'sms_codes_per_hour_ceiling',
    help: 'SMS_CODES_PER_HOUR: past it, code sends are refused (strangers at 80 % of it)',
    registers: [registry],
    collect() {
      this.set(options.codesPerHour);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; the embedded database has one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The outcome is read from the reply as sent (its reason), then counted once the reply is done.
  const outcomes = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (CODE_SENDS.has(route) || CODE_CHECKS.has(route)) outcomes.set(request, outcome(reply.statusCode, payload));
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern, never the raw URL: URLs are endless, patterns are few.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const values = { method: request.method, route, status: String(status) };
    requests.inc(values);
    latency.observe(values, reply.elapsedTime / 1000);
    const answered = outcomes.get(request) ?? outcome(status, undefined);
    if (CODE_SENDS.has(route)) codeSends.inc({ outcome: answered });
    if (CODE_CHECKS.has(route)) codeChecks.inc({ outcome: answered });
    if (route === INQUIRIES && status === 200) inquiries.inc();
    // Every request-limit refusal, by route: the per-address limits (@fastify/rate-limit) and the database's.
    if (status === 429) refusals.inc({ route });
  });

  const { token } = options;
  if (!token) return;
  const schema = {
    summary: 'Prometheus text of this instance (only with METRICS_TOKEN set)',
    description: 'Send `Authorization: Bearer <METRICS_TOKEN>`.',
    response: {
      200: z.string().describe('Prometheus text format 0.0.4'),
      401: failure('No or another token'),
      429: failure('rate_limited: too many wrong tokens from this client'),
    },
  };
  // Counted per client by the request limiter's own key generator (the client key), in its store.
  const wrongTokens = app.createRateLimit(METRICS_WRONG_TOKENS);
  app.get(METRICS_PATH, { config: { rateLimit: false }, schema }, async (request, reply) => {
    const seen = await wrongTokens(request, { increment: false });
    if (!seen.isAllowed && seen.remaining === 0) throw rateLimited(Math.max(1, seen.ttlInSeconds));
    if (!sameToken(request.headers.authorization, token)) {
      const counted = await wrongTokens(request);
      if (!counted.isAllowed && counted.isExceeded) throw rateLimited(Math.max(1, counted.ttlInSeconds));
      throw new ApiError(401, 'unauthorized', 'Metrics need the token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
