import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasPasswordErrors, validateNewPassword } from '@/auth/password-rules';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@/auth/redirect';
import { completePasswordReset, hasSession, signOutEverywhere } from '@/auth/session';
import { CenteredPage } from '@/components/CenteredPage';
import { useNotifications } from '@/shell/notifications';
import { useFollow } from '@/shell/use-follow';
import { FormShell } from '@/features/sign-in/FormShell';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { passwordFlowErrorMessage } from './password-errors';
import { PASSWORD_UPDATED_TOAST } from './password-toast';

const REQUIRED = 'This field is required.';

function emailFromState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

/** /password-reset (spec 1 §2): the e-mailed code and a new password; then sign in again. */
export function PasswordResetPage() {
  const navigate = useNavigate();
  const follow = useFollow();
  const { notify } = useNotifications();
  // The e-mail comes along from /forgot-password in the router state, not in the address bar.
  const [email, setEmail] = useState(emailFromState(useLocation().state));
  const [code, setCode] = useState('');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', password_confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const validate = () => validateNewPassword(values.password, values.password_confirm, { email, first_name: '', last_name: '' });
  const errors = attempted ? validate() : {};
  const emailError = attempted && !email.trim() ? REQUIRED : undefined;
  const codeError = attempted && !code.trim() ? REQUIRED : undefined;

  async function submit() {
    setAttempted(true);
    if (!email.trim() || !code.trim() || hasPasswordErrors(validate()) || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await completePasswordReset(email, code, values.password);
      // Spec 1 §7: after a reset the user is logged out (this browser's session, if it had one).
      if (await hasSession()) await signOutEverywhere().catch(() => undefined);
      notify(PASSWORD_UPDATED_TOAST);
      void navigate(LOGIN_PATH, { replace: true });
    } catch (caught) {
      setError(passwordFlowErrorMessage(caught, 'reset'));
      setSubmitting(false);
    }
  }

  return (
    <CenteredPage>
      <Container
        header={
          <Header variant="h1" description="Enter the code from the email and choose a new password.">
            Reset your password
          </Header>
        }
      >
        <FormShell
          label="Reset your password"
          onSubmit={() => void submit()}
          error={error ? { header: 'The password was not reset', text: error, testId: 'password-reset-error' } : undefined}
          actions={
            <Button variant="primary" formAction="submit" loading={submitting} loadingText="Resetting password">
              Reset password
            </Button>
          }
        >
          <FormField label="Email" errorText={emailError}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              autoFocus={!email}
              disableBrowserAutocorrect
              value={email}
              invalid={!!emailError}
              onChange={({ detail }) => setEmail(detail.value)}
            />
          </FormField>
          <FormField label="Code" description="The code in the email we sent you." errorText={codeError}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus={!!email}
              value={code}
              invalid={!!codeError}
              onChange={({ detail }) => setCode(detail.value)}
            />
          </FormField>
          <NewPasswordFields values={values} errors={errors} onChange={setValues} />
        </FormShell>
        <Box padding={{ top: 'l' }}>
          <SpaceBetween direction="horizontal" size="l">
            <Link href={LOGIN_PATH} onFollow={follow}>
              Back to sign in
            </Link>
            <Link href={FORGOT_PASSWORD_PATH} onFollow={follow}>
              Send a new code
            </Link>
          </SpaceBetween>
        </Box>
      </Container>
    </CenteredPage>
  );
}
