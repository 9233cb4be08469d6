import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, PASSWORD_RESET_PATH } from '@/auth/redirect';
import { normalizeEmail, requestPasswordReset } from '@/auth/session';
import { CenteredPage } from '@/components/CenteredPage';
import { useFollow } from '@/shell/use-follow';
import { FormShell } from '@/features/sign-in/FormShell';
import { passwordFlowErrorMessage } from './password-errors';

/** /forgot-password (spec 1 §2): Cognito e-mails a reset code; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const follow = useFollow();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const emailError = attempted && !email.trim() ? 'Enter your email address.' : undefined;

  async function submit() {
    setAttempted(true);
    if (!email.trim() || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await requestPasswordReset(email);
      setSentTo(normalizeEmail(email));
    } catch (caught) {
      setError(passwordFlowErrorMessage(caught, 'reset-request'));
    } finally {
      setSubmitting(false);
    }
  }

  const enterCode = () => void navigate(PASSWORD_RESET_PATH, { state: { email: sentTo } });
  return (
    <CenteredPage>
      <Container
        header={
          <Header variant="h1" description="We send a code to reset your password to the email address you sign in with.">
            Forgot your password?
          </Header>
        }
      >
        {sentTo ? (
          <Alert type="success" header="Check your email" data-testid="forgot-password-sent" action={<Button onClick={enterCode}>Enter the code</Button>}>
            If an account exists for {sentTo}, a code to reset its password has been sent to that address.
          </Alert>
        ) : (
          <FormShell
            label="Request a password reset"
            onSubmit={() => void submit()}
            error={error ? { header: 'No code was sent', text: error, testId: 'forgot-password-error' } : undefined}
            actions={
              <Button variant="primary" formAction="submit" loading={submitting} loadingText="Sending code">
                Send code
              </Button>
            }
          >
            <FormField label="Email" errorText={emailError}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="username"
                autoFocus
                disableBrowserAutocorrect
                value={email}
                invalid={!!emailError}
                onChange={({ detail }) => setEmail(detail.value)}
              />
            </FormField>
          </FormShell>
        )}
        <Box padding={{ top: 'l' }}>
          <SpaceBetween direction="horizontal" size="l">
            <Link href={LOGIN_PATH} onFollow={follow}>
              Back to sign in
            </Link>
            <Link href={PASSWORD_RESET_PATH} onFollow={follow}>
              I already have a code
            </Link>
          </SpaceBetween>
        </Box>
      </Container>
    </CenteredPage>
  );
}
