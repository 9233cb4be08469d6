import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { type ReactNode } from 'react';
import { FocusingModal } from './FocusingModal';

/**
 * A large modal holding a list to choose from (each row's own button chooses), closed by Cancel:
 * the letter writer's Templates and Open File. Its list is made only while it shows, so it loads
 * when opened, not with the screen beneath.
 */
export function ChoiceModal({ visible, header, onDismiss, list }: { visible: boolean; header: string; onDismiss(): void; list: () => ReactNode }) {
  return (
    <FocusingModal
      visible={visible}
      onDismiss={onDismiss}
      header={header}
      closeAriaLabel="Close"
      size="large"
      footer={
        <Box float="right">
          <Button variant="link" onClick={onDismiss}>
            Cancel
          </Button>
        </Box>
      }
    >
      {visible && list()}
    </FocusingModal>
  );
}
