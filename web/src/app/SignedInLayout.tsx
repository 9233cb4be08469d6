import { QueryClientProvider } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { CurrentUserProvider } from '@/auth/current-user';
import { type SessionIdentity } from '@/auth/identity';
import { RealtimeInvalidation } from '@/query/RealtimeInvalidation';
import { sessionQueryClient } from '@/query/session';
import { RealtimeProvider } from '@/realtime/RealtimeProvider';
import { AppShell } from '@/shell/AppShell';
import { ConfirmProvider } from '@/shell/confirm';
import { IdleLogout } from '@/shell/idle/IdleLogout';
import { VersionNotice } from './VersionNotice';

// The frame of every signed-in route: the query cache, the current user, the realtime channel,
// the idle logout, the version check and the shell. Its loader (the guard) answers the identity,
// so it is never rendered signed out.

export function SignedInLayout({ realtimeUrl }: { realtimeUrl: string }) {
  const identity = useLoaderData<SessionIdentity>();
  // The signed-in user's cache (query/session.ts): another user, or a sign-out, drops it.
  const queryClient = sessionQueryClient(identity.username);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeInvalidation />
      <CurrentUserProvider>
        <RealtimeProvider url={realtimeUrl}>
          <ConfirmProvider>
            <IdleLogout />
            <VersionNotice />
            <AppShell identity={identity} />
          </ConfirmProvider>
        </RealtimeProvider>
      </CurrentUserProvider>
    </QueryClientProvider>
  );
}
