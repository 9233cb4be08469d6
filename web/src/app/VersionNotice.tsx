import Button from '@cloudscape-design/components/button';
import { APP_VERSION } from '@praktijk/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { isVersionMismatch } from './version';

/**
 * Offers a reload when the server runs another version than this page (checked once per
 * signed-in visit). Decision: the check runs with the signed-in pages, not on the sign-in page,
 * which thereby loads neither the API client nor the route table (issue 7 §5).
 */
export function VersionNotice() {
  const { notify } = useNotifications();
  const { data, error } = useQuery({ ...apiQuery('getVersion'), staleTime: Infinity });

  useEffect(() => {
    if (!data || !isVersionMismatch(data.version, APP_VERSION)) return;
    notify({
      id: 'new-version',
      type: 'info',
      header: 'A new version of Praktijk is available',
      content: `This page runs version ${APP_VERSION}, the server runs ${data.version}. Reload to use the new version.`,
      action: <Button onClick={() => window.location.reload()}>Reload</Button>,
      autoHideMs: null,
    });
  }, [data, notify]);

  // Not worth bothering the user: the next visit checks again.
  useEffect(() => {
    if (error) console.warn('Version check failed', error);
  }, [error]);

  return null;
}
