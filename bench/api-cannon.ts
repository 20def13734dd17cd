/**
 * `npm run bench:api`'s load: one autocannon run against the API (for a duration, a number of requests, or at a
 * fixed rate) and its figures as the bench's table keeps them.
 */
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';

export type { Result };
import type { PlaceOrderRun } from './place-order';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 20;
/** The fixed-rate run: enough connections that the rate never waits on a busy one. */
export const FIXED_RATE_CONNECTIONS = 50;

/** One run's figures (as place-order's) and what was measured. */
export interface Run extends PlaceOrderRun {
  target: string;
  database: 'PGlite' | 'PostgreSQL' | '-';
  call: string;
  /** Where the goal is a p95 (the office's order list). */
  latencyP95Ms?: number;
}

export function summarise(result: Result, run: Pick<Run, 'target' | 'database' | 'call' | 'mode'>): Run {
  return {
    ...run,
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface CannonOptions {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called for each request: a new body or path, so every write is a new row and every login its own. */
  vary?: (request: CannonRequest) => CannonRequest;
  /** A fixed number of requests instead of a duration (each verify needs a code of its own). */
  amount?: number;
  rate?: number;
}

export async function cannon(baseUrl: string, options: CannonOptions): Promise<Result> {
  const fixedRate = options.rate !== undefined;
  return autocannon({
    url: baseUrl,
    connections: fixedRate ? FIXED_RATE_CONNECTIONS : CONNECTIONS,
    // autocannon notices the end of an `amount` run at its next sample, so its duration (the
    // req/s divisor) is rounded up to the sampling interval: sample often.
    ...(options.amount ? { amount: options.amount, sampleInt: 50 } : { duration: SECONDS }),
    ...(fixedRate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
        ...(options.vary ? { setupRequest: options.vary } : {}),
      },
    ],
  });
}
