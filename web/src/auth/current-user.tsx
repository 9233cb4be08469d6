import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { callApi, isApiError } from '../api';

// The signed-in user (GET /api/auth/current/), loaded once per signed-in visit and shared by the
// header and the pages. reload() is there for the realtime 'permissions' message (spec 1 §4).

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'failed'; message: string };

interface CurrentUserValue {
  state: CurrentUserState;
  reload(): void;
}

const CurrentUserContext = createContext<CurrentUserValue | undefined>(undefined);

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CurrentUserState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    callApi('getCurrentUser').then(
      (user) => {
        if (active) setState({ status: 'ready', user });
      },
      (error: unknown) => {
        // After a 401/403 the client is already on its way to /login or /logout: show nothing.
        if (!active || (isApiError(error) && error.redirected)) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'Your details could not be loaded.' });
      },
    );
    return () => {
      active = false;
    };
  }, [generation]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  return <CurrentUserContext.Provider value={{ state, reload }}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser is used outside CurrentUserProvider');
  return value;
}
