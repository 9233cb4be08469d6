import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Pending } from './confirm-request';
import { FocusingModal } from '@/components/focus/FocusingModal';

/** The confirm dialog of confirm.tsx, loaded with the first request. */
export default function ConfirmDialog({ open, settle }: { open: Pending | undefined; settle(confirmed: boolean): void }) {
  return (
    <FocusingModal
      visible={open !== undefined}
      header={open?.request.title}
      onDismiss={() => settle(false)}
      closeAriaLabel="Close dialog"
      data-testid="confirm-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => settle(false)} data-testid="confirm-dialog-cancel">
              {open?.request.cancelLabel ?? 'Cancel'}
            </Button>
            <Button variant="primary" onClick={() => settle(true)} data-testid="confirm-dialog-confirm">
              {open?.request.confirmLabel ?? 'Confirm'}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {open?.request.body}
    </FocusingModal>
  );
}
