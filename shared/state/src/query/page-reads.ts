import { useState, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { type PageQueryClientSlot, usePageQueryClientSlot } from '@site/state';
import type { PageRead, ReadReply } from '@site/state/routes';
import { queryKeys } from './query-keys';

/**
 * A read the server made for the page is not made again on hydration, and a page opened again within this
 * time shows what was read; after it, the page shows that at once and reads again. Admins change prices and
 * stock in the office, and a change must show within 10 s (docs/decisions/0020): no longer than that.
 */
export const PAGE_READ_STALE_MS = 10_000;

/**
 * When the replies the server rendered the page with were read: at the latest when the browser asked for
 * the page's HTML, which carries them.
 */
export const serverRepliesTime = (): number => performance.timeOrigin;

/** The replies the server rendered the page with, in the page's cache, as read at `updatedAt`. */
export function seedPageReads(client: QueryClient, replies: readonly ReadReply[], updatedAt = Date.now()): void {
  for (const { method, params, message } of replies)
    client.setQueryData(queryKeys.pageRead({ method, params }), message, { updatedAt });
}

/** What a page shows of a read. */
export interface PageReadResult<T> {
  /** The reply's message as the contract types it; null where the API has nothing by that name (404); undefined until it has come. */
  data: T | null | undefined;
  isError: boolean;
  /** Reads again (a Retry button). */
  refetch: () => Promise<unknown>;
}

type Snapshot = Pick<PageReadResult<unknown>, 'data' | 'isError'>;

/** The read in the page's query client, made and watched by TanStack Query: `page-read-observer.ts`. */
export interface PageReadObservation {
  refetch: () => Promise<unknown>;
  stop: () => void;
}

const sameRead = (a: PageRead, b: PageRead) =>
  a.method === b.method && JSON.stringify(a.params) === JSON.stringify(b.params);

/**
 * One component's view of a read. A page the server rendered with the read hydrates from the reply it sent,
 * and while that is fresh nothing more is needed: TanStack Query, the API client and the contract's schemas
 * (a hundred KB of script to download and run) are loaded only when the page must read, i.e. the reply is
 * missing or stale, the page's query client already exists, or the visitor asks to read again.
 */
class PageReadView {
  readonly initial: Snapshot;
  /**
   * What hydration renders: the reply the server rendered the page with, or nothing (its loading state). The
   * page's query client may hold a newer one by then (another part of the page read it again), which
   * would not match the server's HTML; it shows right after.
   */
  readonly hydrating: Snapshot;
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private observation: Promise<PageReadObservation | null> | null = null;

  constructor(
    private readonly slot: PageQueryClientSlot | null,
    private readonly read: PageRead,
  ) {
    const client = slot?.client as QueryClient | undefined;
    const reply = slot?.replies?.find((candidate) => sameRead(candidate, read));
    const data = client ? client.getQueryData(queryKeys.pageRead(read)) : reply?.message;
    this.initial = this.snapshot = { data, isError: false };
    this.hydrating = data === reply?.message ? this.initial : { data: reply?.message, isError: false };
  }

  getSnapshot = (): Snapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && this.mustRead()) void this.observe();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  refetch = async (): Promise<unknown> => (await this.observe())?.refetch();

  /** Whether the page must go through its query client: it has one, or the server's reply is missing or stale. */
  private mustRead(): boolean {
    return (
      Boolean(this.slot?.client) ||
      this.initial.data === undefined ||
      Date.now() - serverRepliesTime() >= PAGE_READ_STALE_MS
    );
  }

  /** The read in the page's query client; null when its code could not be loaded (offline, a new release). */
  private observe(): Promise<PageReadObservation | null> {
    this.observation ??= import('./page-read-observer').then(
      ({ observePageRead }) => observePageRead(this.slot, this.read, (next) => this.set(next)),
      () => {
        // The page says the read failed, and Retry tries again.
        this.observation = null;
        this.set({ data: this.snapshot.data, isError: true });
        return null;
      },
    );
    return this.observation;
  }

  private stop(): void {
    const observation = this.observation;
    this.observation = null;
    void observation?.then((running) => running?.stop());
  }

  private set(next: Snapshot): void {
    if (next.data === this.snapshot.data && next.isError === this.snapshot.isError) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * A read a page declared (`reads(path)` of its module): the reply's message typed as the contract says, or
 * null where the API has nothing by that name. Made by the host's server for a rendered page, else here,
 * through the page's one query client (so every remote on the page shares what was read).
 */
export function usePageRead<T>(read: PageRead): PageReadResult<T> {
  const slot = usePageQueryClientSlot();
  const key = JSON.stringify(queryKeys.pageRead(read));
  const [view, setView] = useState(() => ({ key, view: new PageReadView(slot, read) }));
  let current = view;
  if (view.key !== key) {
    current = { key, view: new PageReadView(slot, read) };
    setView(current);
  }
  const { data, isError } = useSyncExternalStore(
    current.view.subscribe,
    current.view.getSnapshot,
    () => current.view.hydrating,
  );
  return { data: data as T | null | undefined, isError, refetch: current.view.refetch };
}
