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

export function endSession(): void {
  session?.client.clear();
  session = undefined;
}
