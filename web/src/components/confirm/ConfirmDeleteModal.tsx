import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/api/errors';
import { useNotifications } from '@/shell/notifications';
import { DELETE_FAILED_TOAST, deleteTitle } from './delete-title';
import { FocusingModal } from '../focus/FocusingModal';

export interface ConfirmDeleteModalProps {
  visible: boolean;
  /** What is deleted, in words: 'prescription' gives 'DELETE PRESCRIPTION ON <date>'. */
  thing: string;
  /** The record's date (ISO date or timestamp) for the title. */
  date?: string | null;
  /** Extra words under the title, e.g. the name of what goes. */
  children?: ReactNode;
  /** Deletes; a rejection is the failure case of the spec. */
  onConfirm(): Promise<void>;
  /** Closes the overlay: after Cancel, after success and after a failure. */
  onClose(): void;
  /** Called after a failure, so the list clears its selection (spec 2 §2). */
  onFailed?(): void;
  /** The failure's notice when the spec gives its own (a medical card's 'Card Error'); 'Error' / 'Something went wrong' unless told. */
  failedToast?: { header: string; content: string };
}

/**
 * The delete confirmation overlay of spec 2 §2. On failure it closes, the selection is cleared
 * and the danger toast 'Error' / 'Something went wrong' is shown.
 */
export function ConfirmDeleteModal({ visible, thing, date, children, onConfirm, onClose, onFailed, failedToast }: ConfirmDeleteModalProps) {
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      onFailed?.();
      // After a 401/403 the app is already leaving for /login or /logout: no toast.
      if (!(isApiError(error) && error.redirected)) notify({ ...DELETE_FAILED_TOAST, ...failedToast });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <FocusingModal
      visible={visible}
      onDismiss={() => {
        if (!busy) onClose();
      }}
      header={deleteTitle(thing, date)}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy} data-testid="confirm-delete-cancel">
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={busy} data-testid="confirm-delete-confirm">
              Confirm
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children ?? <Box variant="p">This cannot be undone.</Box>}
    </FocusingModal>
  );
}
