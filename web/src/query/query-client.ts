import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of one signed-in user (query/session.ts keeps one per user, so another user signing
 * in in the same tab never sees these answers). Decisions, to keep the screens as they
 * were before the query layer: no automatic retries (a 404 or 403 is an answer, and a failure
 * shows at once, as the spec's messages expect) and no refetch on window focus (the realtime
 * messages say when data changed). An answer counts as stale at once, so opening a screen again
 * shows the cached answer and fetches a fresh one beside it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
