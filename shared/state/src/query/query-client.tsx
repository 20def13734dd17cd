import { QueryClient } from '@tanstack/react-query';

/**
 * A query client with the site's defaults. The browser makes one per page (the host's App, a remote's
 * dev harness, an embedded widget without a page client around it) and every remote reads it through
 * `@tanstack/react-query`'s shared context, so a page has one cache. The server makes one per request:
 * a client kept between requests would hold one visitor's queries for the next (decision 9).
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
