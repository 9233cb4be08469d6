import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type QueryClient } from '@tanstack/react-query';
import { apiQuery } from './api-query';
import { createQueryClient } from './query-client';

// The query cache belongs to one signed-in user: another user signing in in this tab gets a new,
// empty one, and signing out drops it (no patient data stays in memory after /logout).

let session: { owner: string; client: QueryClient } | undefined;

export function sessionQueryClient(owner: string): QueryClient {
  if (session?.owner !== owner) {
    session?.client.clear();
    session = { owner, client: createQueryClient() };
  }
  return session.client;
}

/** Asks for what every signed-in page shows first while the shell's code still loads. */
export function warmSession(owner: string): void {
  void sessionQueryClient(owner).prefetchQuery({ ...apiQuery('getCurrentUser'), staleTime: Infinity });
}

/**
 * The signed-in user, from the cache when it holds them: the route guard asks on every navigation
 * to a screen that needs a permission. A realtime 'permissions' message marks the answer stale
 * (realtime-invalidation.ts), so a changed role is fetched again before the next decision.
 */
export function currentUserOf(owner: string): Promise<CurrentUser> {
  return sessionQueryClient(owner).fetchQuery({ ...apiQuery('getCurrentUser'), staleTime: Infinity });
}

export function endSession(): void {
  session?.client.clear();
  session = undefined;
}
