import { Outlet } from 'react-router';
import { NotificationsProvider } from '@/shell/notifications';

/** Above every route: the toasts (the confirm service comes with the signed-in pages, which alone use it). */
export function RootLayout() {
  return (
    <NotificationsProvider>
      <Outlet />
    </NotificationsProvider>
  );
}
