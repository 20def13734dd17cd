/**
 * A file a remote publishes (its server build, its routes), as the rendering server keeps it: fetched once,
 * then revalidated at most every `revalidateMs` with a conditional request, so a remote deployed alone reaches
 * the HTML without a host release, and a 304 costs one round trip.
 *
 * - One check at a time: requests that find a check running share it.
 * - A failed check counts for a second at most, not a whole period, so a remote that starts after the host,
 *   or comes back, is read again at once.
 */
export interface RevalidatedFileOptions<Value> {
  /** Where the file is read now. */
  url(): string;
  revalidateMs: number;
  /** How long one fetch may take before it counts as failed. */
  fetchTimeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
  now?: (() => number) | undefined;
  /**
   * The value of a new reply (status 2xx), and the ETag to revalidate it with; throws when the reply cannot be
   * used. `previous` is the value held now.
   */
  read(response: Response, previous: Value | null): Promise<{ value: Value; etag: string | null }>;
  /** What a failed check does to the value held: kept (a remote briefly down keeps its routes) or dropped. */
  onFailure: 'keep' | 'drop';
  onError?: (error: unknown) => void;
}

/** How the rendering server keeps every remote's published files (its server build, its routes). */
export interface RemoteFilesOptions<Remote> {
  revalidateMs: number;
  /** How long a request waits for a check before it goes on with what it has. */
  budgetMs: number;
  /** How long one fetch may take before it counts as failed. */
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (remote: Remote, error: unknown) => void;
}

export interface RevalidatedFile<Value> {
  /** The value of the last check that read one (null before any, or after a failure that drops it). */
  value(): Value | null;
  /** Whether the next `revalidate()` fetches. */
  isDue(): boolean;
  /** Checks the file when a check is due; resolves when it has ended (never rejects). */
  revalidate(): Promise<void>;
}

const FAILED_CHECK_HOLD_MS = 1_000;
const DEFAULT_FETCH_TIMEOUT_MS = 5_000;

export function revalidatedFile<Value>(options: RevalidatedFileOptions<Value>): RevalidatedFile<Value> {
  const fetchFile = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let value: Value | null = null;
  let etag: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function check(): Promise<void> {
    const url = options.url();
    try {
      const response = await fetchFile(url, {
        headers: etag && value !== null ? { 'If-None-Match': etag } : {},
        signal: AbortSignal.timeout(options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && value !== null) {
        checkedAt = now();
        return;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const read = await options.read(response, value);
      value = read.value;
      etag = read.etag;
      checkedAt = now();
    } catch (error) {
      if (options.onFailure === 'drop') value = null;
      etag = null;
      checkedAt = now() - options.revalidateMs + Math.min(FAILED_CHECK_HOLD_MS, options.revalidateMs);
      options.onError?.(error);
    }
  }

  const isDue = () => now() - checkedAt >= options.revalidateMs;

  return {
    value: () => value,
    isDue,
    revalidate() {
      if (!isDue()) return Promise.resolve();
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}

/** Waits for `work` at most `budgetMs`; past that the caller goes on with what it has, and the work goes on. */
export async function waitAtMost(work: Promise<unknown>, budgetMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([work, outOfTime]);
  clearTimeout(timer);
}
