import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '../../api';

export type UsersState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; users: PracticeUser[] };

/** The practice's users, with the answers of this screen's own changes put in place. */
export function useUsers(): { state: UsersState; put(user: PracticeUser): void } {
  const [state, setState] = useState<UsersState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    callApi('listUsers').then(
      (users) => {
        if (active) setState({ status: 'ready', users });
      },
      (error: unknown) => {
        if (!active || (isApiError(error) && error.redirected)) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'The users could not be loaded.' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const put = useCallback((user: PracticeUser) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const known = current.users.some((u) => u.id === user.id);
      // An update answers without last_active (it is not part of the profile): keep what was shown.
      const users = known ? current.users.map((u) => (u.id === user.id ? { ...user, last_active: user.last_active ?? u.last_active } : u)) : [...current.users, user];
      return { status: 'ready', users };
    });
  }, []);

  return { state, put };
}
