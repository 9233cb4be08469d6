import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { FieldLabel } from '../../../../../components/form/FieldLabel';

export interface TemplateNameModalProps {
  visible: boolean;
  /** Saves under the name; answers the message to show under the name, or nothing when saved. */
  save(name: string): Promise<string | undefined>;
  onClose(): void;
}

/** Asks the new template's name (required, unique in the practice) before Create Template saves it (spec 2 §3 "Prescription template"). */
export function TemplateNameModal({ visible, save, onClose }: TemplateNameModalProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setName('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const problem = await save(name);
      if (problem) setError(problem);
      else close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
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
      <FormField label={<FieldLabel text="Template name" required />} errorText={error} stretch>
        <Input
          value={name}
          onChange={({ detail }) => {
            setName(detail.value);
            setError(undefined);
          }}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') void confirm();
          }}
          ariaLabel="Template name"
          ariaRequired
          invalid={Boolean(error)}
          data-testid="field-template_name"
        />
      </FormField>
    </Modal>
  );
}
