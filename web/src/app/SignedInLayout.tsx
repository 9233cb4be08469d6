import { Outlet } from 'react-router';
import { CurrentUserProvider, useCurrentUser } from '../auth/current-user';
import { AppHeader } from '../components/AppHeader';
import { displayName } from '../auth/user-display';

// The frame of every signed-in page. For now a top bar above the page; the full shell
// (AppLayout with navigation, clock, notifications) comes with the later screens.

function HeaderWithUser() {
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? { name: displayName(state.user), email: state.user.email } : undefined;
  return <AppHeader user={user} />;
}

export function SignedInLayout() {
  return (
    <CurrentUserProvider>
      <HeaderWithUser />
      <Outlet />
    </CurrentUserProvider>
  );
}
