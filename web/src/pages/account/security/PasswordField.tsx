import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { FieldLabel } from '@/components/form/FieldLabel';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** The tab's show/hide toggle: plain text while shown. */
  visible: boolean;
  autoComplete: string;
  testId: string;
}

export function PasswordField({ label, value, onChange, error, visible, autoComplete, testId }: PasswordFieldProps) {
  return (
    <FormField label={<FieldLabel text={label} required />} errorText={error} stretch>
      <Input
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        invalid={Boolean(error)}
        ariaRequired
        autoComplete={autoComplete}
        disableBrowserAutocorrect
        spellcheck={false}
        data-testid={testId}
      />
    </FormField>
  );
}
