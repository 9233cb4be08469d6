import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasPasswordErrors, validateNewPassword } from '@/auth/password-rules';
import { redirectTargetFrom } from '@/auth/redirect';
import { changePassword } from '@/auth/session';
import { useNotifications } from '@/shell/notifications';
import { FormShell } from '@/features/sign-in/FormShell';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { passwordFlowErrorMessage } from './password-errors';
import { PASSWORD_UPDATED_TOAST } from './password-toast';

/** A signed-in user's own change at /password-change; Cognito asks for the current password. */
export function ChangePasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { notify } = useNotifications();
  const [current, setCurrent] = useState('');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', password_confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const owner = { email, first_name: '', last_name: '' };
  const errors = attempted ? validateNewPassword(values.password, values.password_confirm, owner) : {};
  const currentError = attempted && !current ? 'This field is required.' : undefined;

  async function submit() {
    setAttempted(true);
    if (!current || hasPasswordErrors(validateNewPassword(values.password, values.password_confirm, owner)) || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await changePassword(current, values.password);
      notify(PASSWORD_UPDATED_TOAST);
      void navigate(redirectTargetFrom(search), { replace: true });
    } catch (caught) {
      setError(passwordFlowErrorMessage(caught, 'change'));
      setSubmitting(false);
    }
  }

  return (
    <FormShell
      label="Change password"
      onSubmit={() => void submit()}
      error={error ? { header: 'The password was not changed', text: error, testId: 'change-password-error' } : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" formAction="none" onClick={() => void navigate(redirectTargetFrom(search))}>
            Cancel
          </Button>
          <Button variant="primary" formAction="submit" loading={submitting} loadingText="Saving password">
            Change password
          </Button>
        </SpaceBetween>
      }
    >
      <FormField label="Current password" errorText={currentError}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          value={current}
          invalid={!!currentError}
          onChange={({ detail }) => setCurrent(detail.value)}
        />
      </FormField>
      <NewPasswordFields values={values} errors={errors} onChange={setValues} />
    </FormShell>
  );
}
