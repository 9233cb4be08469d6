import { Outlet } from 'react-router';
import { Notifications } from '@/shell/notifications';

/**
 * Pages without the shell (sign-in, password, error pages) still show the toasts: floating over
 * the top of the page, so a toast coming or going does not move the form under the user's hand.
 */
export function PlainLayout() {
  return (
    <>
      <div role="region" aria-label="Notifications" style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 1000, pointerEvents: 'none' }}>
        <div style={{ maxWidth: 640, margin: '0 auto', padding: '8px 16px 0', pointerEvents: 'auto' }}>
          <Notifications />
        </div>
      </div>
      <Outlet />
    </>
  );
}
