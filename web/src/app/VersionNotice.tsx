import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import { APP_VERSION } from '@praktijk/shared/constants';
import { useEffect, useState } from 'react';
import { callApi } from '../api';
import { isVersionMismatch } from './version';

/** Offers a reload when the server runs another version than this page (checked once per boot). */
export function VersionNotice() {
  const [serverVersion, setServerVersion] = useState<string>();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let active = true;
    callApi('getVersion').then(
      ({ version }) => {
        if (active) setServerVersion(version);
      },
      // Not worth bothering the user: the next boot checks again.
      (error: unknown) => console.warn('Version check failed', error),
    );
    return () => {
      active = false;
    };
  }, []);

  if (dismissed || serverVersion === undefined || !isVersionMismatch(serverVersion, APP_VERSION)) return null;
  return (
    <div data-testid="version-notice">
      <Flashbar
        items={[
          {
            id: 'new-version',
            type: 'info',
            header: 'A new version of Praktijk is available',
            content: `This page runs version ${APP_VERSION}, the server runs ${serverVersion}. Reload to use the new version.`,
            action: <Button onClick={() => window.location.reload()}>Reload</Button>,
            dismissible: true,
            dismissLabel: 'Dismiss',
            onDismiss: () => setDismissed(true),
          },
        ]}
      />
    </div>
  );
}
