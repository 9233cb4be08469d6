import Button from '@cloudscape-design/components/button';
import { APP_VERSION } from '@praktijk/shared/constants';
import { useEffect } from 'react';
import { callApi } from '../api';
import { useNotifications } from '../shell/notifications';
import { isVersionMismatch } from './version';

/** Offers a reload when the server runs another version than this page (checked once per boot). */
export function VersionNotice() {
  const { notify } = useNotifications();

  useEffect(() => {
    let active = true;
    callApi('getVersion').then(
      ({ version }) => {
        if (!active || !isVersionMismatch(version, APP_VERSION)) return;
        notify({
          id: 'new-version',
          type: 'info',
          header: 'A new version of Praktijk is available',
          content: `This page runs version ${APP_VERSION}, the server runs ${version}. Reload to use the new version.`,
          action: <Button onClick={() => window.location.reload()}>Reload</Button>,
          autoHideMs: null,
        });
      },
      // Not worth bothering the user: the next boot checks again.
      (error: unknown) => console.warn('Version check failed', error),
    );
    return () => {
      active = false;
    };
  }, [notify]);

  return null;
}
