import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearForcedPasswordChange } from '@/auth/forced-password-change';
import { hasPasswordErrors, validateNewPassword } from '@/auth/password-rules';
import { LOGIN_PATH, redirectTargetFrom } from '@/auth/redirect';
import { completeNewPassword } from '@/auth/session';
import { signInErrorMessage } from '@/features/sign-in/sign-in-errors';
import { totpStepOf, type LoginLocationState } from '@/features/sign-in/totp-step';
import { FormShell } from '@/features/sign-in/FormShell';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';

/** The forced change of a temporary password at first sign-in (Cognito's NEW_PASSWORD_REQUIRED). */
export function ForcedPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', password_confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const owner = { email, first_name: '', last_name: '' };
  const errors = attempted ? validateNewPassword(values.password, values.password_confirm, owner) : {};

  async function submit() {
    setAttempted(true);
    if (hasPasswordErrors(validateNewPassword(values.password, values.password_confirm, owner)) || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const next = await completeNewPassword(values.password, email);
      clearForcedPasswordChange();
      // Where the pool requires MFA, a new user enrols an authenticator next, on the login page.
      const totpStep = totpStepOf(next, email);
      if (totpStep) void navigate({ pathname: LOGIN_PATH, search }, { replace: true, state: { totpStep } satisfies LoginLocationState });
      else void navigate(redirectTargetFrom(search), { replace: true });
    } catch (caught) {
      setError(signInErrorMessage(caught, 'new-password'));
      setSubmitting(false);
    }
  }

  function backToSignIn() {
    clearForcedPasswordChange();
    void navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <FormShell
      label="Set a new password"
      onSubmit={() => void submit()}
      error={error ? { header: 'The password was not accepted', text: error, testId: 'new-password-error' } : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" formAction="none" onClick={backToSignIn}>
            Back to sign in
          </Button>
          <Button variant="primary" formAction="submit" loading={submitting} loadingText="Saving password">
            Set password
          </Button>
        </SpaceBetween>
      }
    >
      <Box variant="p">
        Your password for <strong>{email}</strong> is temporary. Choose a new password to continue.
      </Box>
      <NewPasswordFields values={values} errors={errors} onChange={setValues} autoFocus />
    </FormShell>
  );
}
