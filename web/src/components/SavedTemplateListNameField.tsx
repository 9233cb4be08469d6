import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { FieldLabel } from './form/FieldLabel';

// The name a template is saved under (spec 2 §3: required, unique in the practice), in the
// prescription form's Create Template dialog and in the referral template form: Enter saves,
// typing clears the message under it.

/** The name being typed and why it was not saved. */
export function useTemplateName() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  return {
    name,
    error,
    setName,
    setError,
    /** Typed: the message goes. */
    type(value: string) {
      setName(value);
      setError(undefined);
    },
    clear() {
      setName('');
      setError(undefined);
    },
  };
}

export type TemplateName = ReturnType<typeof useTemplateName>;

export function TemplateNameField({ state, onSave }: { state: TemplateName; onSave(): void }) {
  return (
    <FormField label={<FieldLabel text="Template name" required />} errorText={state.error} stretch>
      <Input
        value={state.name}
        onChange={({ detail }) => state.type(detail.value)}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') onSave();
        }}
        ariaLabel="Template name"
        ariaRequired
        invalid={Boolean(state.error)}
        data-testid="field-template_name"
      />
    </FormField>
  );
}
