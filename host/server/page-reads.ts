/**
 * The public API reads a page is made of (`PageRead`, e.g. the product page's item), made by the
 * rendering server before it renders the page: the replies go into the page's query client and into the
 * HTML, so the browser hydrates from the same data.
 *
 * A reply is kept `freshMs` (the same bound as a remote's redeploy, `SSR_REVALIDATE_MS`): a price changed
 * in the catalogue shows in the pages rendered after that, while a burst of visitors costs one API call.
 * A read that fails or exceeds the time it is given is left out: the page then shows its loading state
 * and the browser makes the read, as without server rendering.
 *
 * A page in Hindi or Gujarati asks in its language (`Accept-Language`): the catalogue names its packs in it.
 * Replies are kept per language; an English page asks as it always did, naming no language.
 */
import {
  apiErrorBodySchema,
  DEFAULT_LANGUAGE,
  type Language,
  orderingMethodPaths,
  pageReadReplySchemas,
} from '@site/contract';
import type { PageRead, ReadReply } from '@site/state/routes';

export interface PageReadsOptions {
  /** Where this server reaches the API's methods, e.g. `http://localhost:8000/api/method`. */
  apiBase(): string;
  freshMs: number;
  onError?: (error: unknown, read: PageRead) => void;
}

export interface PageReads {
  /** The replies of those reads made in time, in the page's `language`; `timeoutMs` bounds the wait. */
  make(reads: readonly PageRead[], timeoutMs: number, language?: Language): Promise<ReadReply[]>;
}

interface Made {
  at: number;
  outcome: Promise<unknown>;
}

/**
 * What a read's reply says, checked by the contract's schema of it as the browser's `request` checks it:
 * its `message` when it succeeded, null when the API has nothing by that name (404), undefined when the
 * read failed or answered off the contract (the page then makes it again in the browser).
 */
function readOutcome(read: PageRead, status: number, body: unknown): unknown {
  if (status >= 200 && status <= 299) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    const reply = pageReadReplySchemas[read.method].safeParse(message);
    return reply.success ? reply.data : undefined;
  }
  const refusal = apiErrorBodySchema.safeParse(body);
  return status === 404 && refusal.data?.message.reason === 'not_found' ? null : undefined;
}

const readUrl = (apiBase: string, { method, params }: PageRead) =>
  `${apiBase.replace(/\/+$/, '')}/${orderingMethodPaths[method]}?${new URLSearchParams(params as Record<string, string>)}`;

export function createPageReads(options: PageReadsOptions): PageReads {
  const made = new Map<string, Made>();

  /** The read's outcome (`readOutcome`): one call per read per `freshMs`, shared by the requests meanwhile. */
  function outcomeOf(read: PageRead, language: Language): Promise<unknown> {
    const url = readUrl(options.apiBase(), read);
    const key = `${language} ${url}`;
    const now = Date.now();
    const earlier = made.get(key);
    if (earlier && now - earlier.at < options.freshMs) return earlier.outcome;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (language !== DEFAULT_LANGUAGE) headers['accept-language'] = language;
    const outcome = fetch(url, { headers })
      .then(async (response) => readOutcome(read, response.status, await response.json()))
      .then((result) => {
        if (result === undefined) throw new Error(`${read.method} failed`);
        return result;
      });
    // A failure is not kept: the next request tries again.
    outcome.catch((error: unknown) => {
      if (made.get(key)?.outcome === outcome) made.delete(key);
      options.onError?.(error, read);
    });
    made.set(key, { at: now, outcome });
    // Old entries go, so the map holds at most what was read in the last `freshMs`.
    for (const [key, entry] of made) if (now - entry.at >= options.freshMs) made.delete(key);
    return outcome;
  }

  return {
    async make(reads, timeoutMs, language = DEFAULT_LANGUAGE) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<'time up'>((resolve) => {
        timer = setTimeout(() => resolve('time up'), timeoutMs);
      });
      try {
        const settled = await Promise.all(
          reads.map((read) =>
            Promise.race([outcomeOf(read, language).catch(() => undefined), timeUp]).then((outcome) =>
              outcome === undefined || outcome === 'time up' ? [] : [{ ...read, message: outcome }],
            ),
          ),
        );
        return settled.flat();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
