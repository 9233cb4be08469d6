import { useLoaderData } from 'react-router';
import { CurrentUserProvider, useCurrentUser } from '../auth/current-user';
import { type SessionIdentity } from '../auth/identity';
import { RealtimeProvider, useRealtimeMessage } from '../realtime/RealtimeProvider';
import { AppShell } from '../shell/AppShell';
import { IdleLogout } from '../shell/idle/IdleLogout';

// The frame of every signed-in route: the current user, the realtime channel, the idle logout
// and the shell. Its loader (the guard) answers the identity, so it is never rendered signed out.

/** Spec 1 §4: a 'permissions' message makes every open session reload the current user. */
function ReloadUserOnPermissionChange() {
  const { reload } = useCurrentUser();
  useRealtimeMessage('permissions', reload);
  return null;
}

export function SignedInLayout({ realtimeUrl }: { realtimeUrl: string }) {
  const identity = useLoaderData<SessionIdentity>();
  return (
    <CurrentUserProvider>
      <RealtimeProvider url={realtimeUrl}>
        <ReloadUserOnPermissionChange />
        <IdleLogout />
        <AppShell identity={identity} />
      </RealtimeProvider>
    </CurrentUserProvider>
  );
}
