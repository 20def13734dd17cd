import { useContext, useState, type ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type PageQueryClientSlot, type Store, usePageQueryClientSlot } from '@site/state';
import { seedPageReads, serverRepliesTime } from './page-reads';

/**
 * A query client with the site's defaults. A page has one, so every remote on it shares one cache
 * (`PageQueryClient`). The server makes one per request: a client kept between requests would hold one
 * visitor's queries for the next (decision 9).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed load shows its own outcome at once (the sign-up lists' Retry link, the profile's empty
        // page); repeating the call behind the visitor's back would only delay that.
        retry: false,
        // The data here changes by the retailer's own saves, which update the cache themselves.
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The `meta` of a query or mutation that covers the page with the loading overlay while it runs
 * (docs/product.md#loading-overlay): a screen's own load or save. Reads with a loading state of their own
 * (a form's option lists, a catalogue page, the cart) leave it out, so they never hide the page.
 */
export const LOADING_OVERLAY_META = { loadingOverlay: true } as const;

const coversPage = ({ meta }: { meta: Record<string, unknown> | undefined }) => meta?.loadingOverlay === true;

/** Whether a query or mutation that covers the page is under way on `client`. */
export function isLoadingOverlayOn(client: QueryClient): boolean {
  return client.isFetching({ predicate: coversPage }) + client.isMutating({ predicate: coversPage }) > 0;
}

/**
 * Keeps `loading` equal to `isLoadingOverlayOn(client)`, for the host's overlay. Batched as TanStack
 * Query's own `useIsFetching` is, so a query starting during a render does not update another component
 * in the same render.
 */
function reportLoadingOverlay(client: QueryClient, loading: Store<boolean>): void {
  const update = notifyManager.batchCalls(() => loading.set(isLoadingOverlayOn(client)));
  client.getQueryCache().subscribe(update);
  client.getMutationCache().subscribe(update);
}

/** The query client of a page with no slot (a dev harness, another team's page): one for the page. */
let ownClient: QueryClient | null = null;

/**
 * The page's one query client, made in the host's slot by the first page or read that needs it, starting
 * with the replies the server rendered the page with.
 */
export function slotQueryClient(slot: PageQueryClientSlot | null): QueryClient {
  if (!slot) return (ownClient ??= createQueryClient());
  if (!slot.client) {
    const client = createQueryClient();
    seedPageReads(client, slot.replies ?? [], serverRepliesTime());
    reportLoadingOverlay(client, slot.loading);
    slot.client = client;
  }
  return slot.client as QueryClient;
}

/**
 * Around a page (or widget) that uses TanStack Query itself: the query client already around it (a test, a
 * dev harness), else the page's one client (`slotQueryClient`); else, on another team's page with no slot,
 * one of its own while it is mounted. Page reads (`usePageRead`) need no provider.
 */
export function PageQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const slot = usePageQueryClientSlot();
  const [client] = useState(() => provided ?? (slot ? slotQueryClient(slot) : createQueryClient()));
  return client === provided ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
