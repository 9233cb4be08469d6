import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { fullName, USER_TOASTS } from './user-rows';
import { FocusingModal } from '@/components/focus/FocusingModal';

/** Confirms disabling (no more sign-in) or enabling a user, then does it. */
export function UserStatusModal({ user, onSaved, onClose }: { user: PracticeUser; onSaved(user: PracticeUser): void; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();
  const disabling = user.is_active;
  const verb = disabling ? 'Disable' : 'Enable';

  const confirm = async () => {
    setBusy(true);
    try {
      const body = { roles: user.roles, is_staff: user.is_staff, is_active: !user.is_active, consistency_token: user.consistency_token };
      onSaved(await callApi('updateUser', { params: { id: user.id }, body }));
      notify({ type: 'success', ...(disabling ? USER_TOASTS.disabled : USER_TOASTS.enabled) });
    } catch (error) {
      if (!(isApiError(error) && error.redirected))
        notify({ type: 'error', header: 'Error', content: error instanceof Error ? error.message : 'Something went wrong' });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <FocusingModal
      visible
      onDismiss={() => !busy && onClose()}
      header={`${verb} ${fullName(user)}?`}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={busy} data-testid="user-status-confirm">
              {verb}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">
        {disabling
          ? `${user.email} can no longer sign in. Their records and history stay. You can enable the account again later.`
          : `${user.email} can sign in again with their roles as they are.`}
      </Box>
    </FocusingModal>
  );
}
