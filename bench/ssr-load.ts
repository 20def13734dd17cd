/**
 * The host's rendering server under load for `npm run bench:web` (autocannon): home pages per second at full
 * speed, and render latency at a fixed rate.
 */
import autocannon from 'autocannon';
import { percentile } from './support';

export const SSR_PATH = '/';
export const SSR_THROUGHPUT_SECONDS = 5;
export const SSR_THROUGHPUT_CONNECTIONS = 10;
export const SSR_RATE = 50;
export const SSR_RATE_SECONDS = 10;

export interface SsrRun {
  server: 'cached' | 'uncached';
  mode: 'throughput' | `${number} req/s`;
  connections: number;
  seconds: number;
  requests: number;
  pagesPerSecond: number;
  latencyP50Ms: number;
  /** Only the fixed-rate runs, whose every response time is recorded. */
  latencyP95Ms: number | null;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
}

/** A few requests first, so the remotes' server builds are loaded and the page is really server-rendered. */
async function warmUp(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = await (await fetch(`${origin}${SSR_PATH}`)).text();
    if (html.includes('id="home-title"')) {
      for (let request = 0; request < 20; request += 1) await (await fetch(`${origin}${SSR_PATH}`)).text();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}${SSR_PATH} is not server-rendered`);
}

/**
 * Full speed: autocannon in a worker thread, so the server (in this process) has the main thread's
 * event loop to itself, as the host's one process has when deployed.
 */
async function ssrThroughput(origin: string, server: SsrRun['server']): Promise<SsrRun> {
  const result = await autocannon({
    url: `${origin}${SSR_PATH}`,
    connections: SSR_THROUGHPUT_CONNECTIONS,
    duration: SSR_THROUGHPUT_SECONDS,
    workers: 1,
  });
  return {
    server,
    mode: 'throughput',
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    pagesPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: null,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * 50 req/s on one connection: autocannon's rate limiter sends a connection's quota for each second
 * back to back, so one connection is one request at a time and each time is the page's render (plus
 * loopback), not a queue behind a burst. Times come from every response (autocannon's own histogram
 * has no p95, and with a rate it adds coordinated-omission samples at a 1 ms interval).
 */
async function ssrAtRate(origin: string, server: SsrRun['server']): Promise<SsrRun> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${origin}${SSR_PATH}`, connections: 1, overallRate: SSR_RATE, duration: SSR_RATE_SECONDS },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const ms = (value: number) => Number(value.toFixed(2));
  return {
    server,
    mode: `${SSR_RATE} req/s`,
    connections: 1,
    seconds: result.duration,
    requests: result.requests.total,
    pagesPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: ms(percentile(times, 50)),
    latencyP95Ms: ms(percentile(times, 95)),
    latencyP99Ms: ms(percentile(times, 99)),
    latencyMaxMs: ms(Math.max(...times)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureSsr(targets: readonly { origin: string; server: SsrRun['server'] }[]): Promise<SsrRun[]> {
  const runs: SsrRun[] = [];
  for (const { origin, server } of targets) {
    await warmUp(origin);
    runs.push(await ssrThroughput(origin, server));
    runs.push(await ssrAtRate(origin, server));
    const [throughput, atRate] = runs.slice(-2);
    console.log(
      `  ${server.padEnd(8)} ${throughput!.pagesPerSecond} pages/s; at ${SSR_RATE} req/s p95 ${atRate!.latencyP95Ms} ms, p99 ${atRate!.latencyP99Ms} ms`,
    );
  }
  return runs;
}
