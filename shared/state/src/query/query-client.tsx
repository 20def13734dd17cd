import { useContext, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { usePageQueryClientSlot } from '@site/state';
import { seedPageReads } from './page-reads';

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
 * Around a page (or widget) that reads server data: the query client already around it (a test, a dev
 * harness), else the page's one client, made in the host's slot by the first page that asks; else, on
 * another team's page with no slot, one of its own while it is mounted.
 */
export function PageQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const slot = usePageQueryClientSlot();
  const [client] = useState(() => {
    if (provided) return provided;
    if (!slot) return createQueryClient();
    if (!slot.client) {
      const client = createQueryClient();
      seedPageReads(client, slot.replies ?? []);
      slot.client = client;
    }
    return slot.client as QueryClient;
  });
  return client === provided ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
