import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { TemplateNameField, useTemplateName } from '@/components/SavedTemplateListNameField';
import { FocusingModal } from '@/components/focus/FocusingModal';

export interface TemplateNameModalProps {
  visible: boolean;
  /** Saves under the name; answers the message to show under the name, or nothing when saved. */
  save(name: string): Promise<string | undefined>;
  onClose(): void;
}

/** Asks the new template's name (required, unique in the practice) before Create Template saves it (spec 2 §3 "Prescription template"). */
export function TemplateNameModal({ visible, save, onClose }: TemplateNameModalProps) {
  const templateName = useTemplateName();
  const [busy, setBusy] = useState(false);
  const close = () => {
    templateName.clear();
    onClose();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const problem = await save(templateName.name);
      if (problem) templateName.setError(problem);
      else close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <FocusingModal
      visible={visible}
      onDismiss={() => {
        if (!busy) close();
      }}
      header="Create Template"
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={busy} data-testid="template-name-cancel">
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={busy} data-testid="template-name-save">
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <TemplateNameField state={templateName} onSave={() => void confirm()} />
    </FocusingModal>
  );
}
