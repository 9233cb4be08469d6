import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useState } from 'react';
import { useCurrentUser } from '@/auth/current-user';

/**
 * The signed-in user, kept while the user is reloaded (after a save, or a 'permissions' message),
 * so the account screen keeps its tabs and forms instead of flashing a spinner.
 */
export function useLastKnownUser(): { user: CurrentUser | undefined; failed: string | undefined; reload(): void } {
  const { state, reload } = useCurrentUser();
  const [last, setLast] = useState<CurrentUser | undefined>(state.status === 'ready' ? state.user : undefined);
  if (state.status === 'ready' && state.user !== last) setLast(state.user);
  const user = state.status === 'ready' ? state.user : last;
  return { user, failed: state.status === 'failed' && !user ? state.message : undefined, reload };
}
