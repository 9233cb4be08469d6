import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { isApiError } from '@/api';
import { apiQuery, queryKeyOf } from '@/query/api-query';

// The signed-in user (GET /api/auth/current/), shared by the header and the pages. A realtime
// 'permissions' message invalidates it (query/realtime-invalidation.ts), so a role change shows
// without a reload (spec 1 §4); reload() does the same on demand.

export type CurrentUserState = { status: 'loading' } | { status: 'ready'; user: CurrentUser } | { status: 'failed'; message: string };

interface CurrentUserValue {
  state: CurrentUserState;
  reload(): void;
}

/** Long enough that the shell's first render does not ask again for what the guard just fetched. */
const CURRENT_USER_FRESH_MS = 30_000;

const CurrentUserContext = createContext<CurrentUserValue | undefined>(undefined);

function stateOf(user: CurrentUser | undefined, error: unknown): CurrentUserState {
  if (user) return { status: 'ready', user };
  // After a 401/403 the client is already on its way to /login or /logout: show nothing.
  if (!error || (isApiError(error) && error.redirected)) return { status: 'loading' };
  return { status: 'failed', message: error instanceof Error ? error.message : 'Your details could not be loaded.' };
}

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // Fetched by the signed-in guard already (query/session.ts); fresh again on reload() or a 'permissions' message.
  const { data, error } = useQuery({ ...apiQuery('getCurrentUser'), staleTime: CURRENT_USER_FRESH_MS });
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: queryKeyOf('getCurrentUser') }), [client]);
  const value = useMemo(() => ({ state: stateOf(data, error), reload }), [data, error, reload]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser is used outside CurrentUserProvider');
  return value;
}
