import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

export type UsersState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; users: PracticeUser[] };

const usersQuery = apiQuery('listUsers');

/** The user as saved, in the place of the one shown (or added), keeping what the answer leaves out. */
export function withUser(users: readonly PracticeUser[], user: PracticeUser): PracticeUser[] {
  const known = users.some((u) => u.id === user.id);
  // An update answers without last_active (it is not part of the profile): keep what was shown.
  return known ? users.map((u) => (u.id === user.id ? { ...user, last_active: user.last_active ?? u.last_active } : u)) : [...users, user];
}

/** The practice's users, with the answers of this screen's own changes put in place. */
export function useUsers(): { state: UsersState; put(user: PracticeUser): void } {
  const client = useQueryClient();
  const { data, error } = useQuery(usersQuery);
  const put = useCallback((user: PracticeUser) => client.setQueryData(usersQuery.queryKey, (users) => users && withUser(users, user)), [client]);
  let state: UsersState = { status: 'loading' };
  if (data) state = { status: 'ready', users: data };
  else if (error && !(isApiError(error) && error.redirected))
    state = { status: 'failed', message: error instanceof Error ? error.message : 'The users could not be loaded.' };
  return { state, put };
}
