import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/auth/current-user';
import { displayName } from '@/auth/user-display';
import { secondaryQuery } from '@/query/api-query';

const sameUsername = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The name of the practitioner a calendar URL names by username (spec 1 §2 planning/physicians/
 * {username}): the signed-in user's own name for their own calendar, else the practice's
 * physicians list; undefined while unknown. A lookup beside the page: a failure leaves the
 * username showing and the user signed in.
 */
export function usePractitionerName(username: string | undefined): string | undefined {
  const { state } = useCurrentUser();
  const self = state.status === 'ready' && username !== undefined && sameUsername(state.user.username, username) ? state.user : undefined;
  const { data } = useQuery({
    ...secondaryQuery('getCatalogue', { params: { name: 'physicians' } }),
    enabled: Boolean(username) && !self && state.status === 'ready',
  });
  if (!username) return undefined;
  if (self) return displayName(self);
  return data?.find((physician) => physician.username !== undefined && sameUsername(physician.username, username))?.name;
}
