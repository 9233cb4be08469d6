import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { type NewPasswordErrors } from '@/auth/password-rules';
import { PasswordGuidance } from './PasswordGuidance';

export interface NewPasswordValues {
  password: string;
  password_confirm: string;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  /** Takes an update of the current values, so two fields typed in quick succession never undo each other. */
  onChange(update: (current: NewPasswordValues) => NewPasswordValues): void;
  autoFocus?: boolean;
}

/** New password and its confirmation with a show/hide toggle (spec 1 §2 Security tab), and the guidance. */
export function NewPasswordFields({ values, errors, onChange, autoFocus }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <SpaceBetween size="l">
      <PasswordGuidance />
      <FormField label="New password" errorText={errors.password}>
        <Input
          type={type}
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={values.password}
          invalid={!!errors.password}
          onChange={({ detail }) => onChange((current) => ({ ...current, password: detail.value }))}
        />
      </FormField>
      <FormField label="Confirm new password" errorText={errors.password_confirm}>
        <Input
          type={type}
          autoComplete="new-password"
          value={values.password_confirm}
          invalid={!!errors.password_confirm}
          onChange={({ detail }) => onChange((current) => ({ ...current, password_confirm: detail.value }))}
        />
      </FormField>
      <Checkbox checked={visible} onChange={({ detail }) => setVisible(detail.checked)}>
        Show passwords
      </Checkbox>
    </SpaceBetween>
  );
}
