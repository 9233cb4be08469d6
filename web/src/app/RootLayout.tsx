import { Outlet } from 'react-router';
import { ConfirmProvider } from '../shell/confirm';
import { NotificationsProvider } from '../shell/notifications';
import { VersionNotice } from './VersionNotice';

/** Above every route: the toast and confirm services, and the version check. */
export function RootLayout() {
  return (
    <NotificationsProvider>
      <ConfirmProvider>
        <VersionNotice />
        <Outlet />
      </ConfirmProvider>
    </NotificationsProvider>
  );
}
