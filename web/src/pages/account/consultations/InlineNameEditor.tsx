import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { cleanReasonName } from './reason-lists';

export interface InlineNameEditorProps {
  initial: string;
  /** The input's accessible name: 'New reason name', 'Rename Controle'. */
  label: string;
  /** Saves; answers the message to show under the input, or undefined when done. */
  onSave(name: string): Promise<string | undefined>;
  onClose(): void;
  testId: string;
}

/** A name edited in place: Enter saves, Escape cancels (also as buttons, for the mouse). */
export function InlineNameEditor({ initial, label, onSave, onClose, testId }: InlineNameEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const name = cleanReasonName(draft);
    if (!name) return setError('This field is required.');
    if (name === initial) return onClose();
    setSaving(true);
    const problem = await onSave(name);
    setSaving(false);
    if (problem) setError(problem);
    else onClose();
  };

  return (
    <FormField errorText={error} stretch>
      <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
        <Input
          value={draft}
          autoFocus
          ariaLabel={label}
          invalid={Boolean(error)}
          disabled={saving}
          onChange={({ detail }) => {
            setDraft(detail.value);
            setError(undefined);
          }}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') void save();
            if (detail.key === 'Escape') onClose();
          }}
          data-testid={`${testId}-input`}
        />
        <Button variant="icon" iconName="check" ariaLabel="Save" loading={saving} onClick={() => void save()} data-testid={`${testId}-save`} />
        <Button variant="icon" iconName="close" ariaLabel="Cancel" disabled={saving} onClick={onClose} data-testid={`${testId}-cancel`} />
      </SpaceBetween>
    </FormField>
  );
}
