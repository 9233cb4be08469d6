import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { completeNewPassword } from '../../auth/session';
import { type SignInOutcome } from '../../auth/sign-in-steps';
import { hasErrors, newPasswordErrors, passwordGuidance } from './password-rules';
import { signInErrorMessage } from './sign-in-errors';

interface NewPasswordFormProps {
  onOutcome: (outcome: SignInOutcome) => void;
  onCancel: () => void;
}

/** The forced change of a temporary password (Cognito's NEW_PASSWORD_REQUIRED challenge). */
export function NewPasswordForm({ onOutcome, onCancel }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const fieldErrors = attempted ? newPasswordErrors(password, confirmation) : {};

  async function submit() {
    setAttempted(true);
    if (hasErrors(newPasswordErrors(password, confirmation)) || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      onOutcome(await completeNewPassword(password));
    } catch (caught) {
      setError(signInErrorMessage(caught, 'new-password'));
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel}>
              Back to sign in
            </Button>
            <Button variant="primary" formAction="submit" loading={submitting} loadingText="Saving password">
              Set password
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Box variant="p">Your password is temporary. Choose a new password to continue.</Box>
          {error && (
            <Alert type="error" header="The password was not accepted" data-testid="new-password-error">
              {error}
            </Alert>
          )}
          <div data-testid="password-guidance">
            <Box variant="h4">Your new password needs</Box>
            <Box fontSize="body-s" color="text-body-secondary">
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {passwordGuidance().map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </Box>
          </div>
          <FormField label="New password" errorText={fieldErrors.password}>
            <Input type="password" autoComplete="new-password" autoFocus value={password} invalid={!!fieldErrors.password} onChange={({ detail }) => setPassword(detail.value)} />
          </FormField>
          <FormField label="Confirm new password" errorText={fieldErrors.confirmation}>
            <Input type="password" autoComplete="new-password" value={confirmation} invalid={!!fieldErrors.confirmation} onChange={({ detail }) => setConfirmation(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
