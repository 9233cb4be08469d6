import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { passkeysAvailable } from '@/auth/passkey-support';
import { normalizeEmail, signInWithPasskey, signInWithPassword } from '@/auth/session';
import { type SignInNext } from '@/auth/sign-in-steps';
import { signInErrorMessage } from '@/features/sign-in/sign-in-errors';

interface SignInFormProps {
  onOutcome: (next: SignInNext, email: string) => void;
  /** Why the user is back here, e.g. an authenticator step that took too long. */
  notice?: string;
}

/**
 * Email and password. A native <form> so that Enter in either field submits. Where the pool and
 * the browser have passkeys, "Sign in with a passkey" signs in with the email alone.
 */
export function SignInForm({ onOutcome, notice }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState<'password' | 'passkey'>();
  const [submitting, setSubmitting] = useState(false);
  const [waitingForPasskey, setWaitingForPasskey] = useState(false);
  const [error, setError] = useState<string>();
  const [passkeys] = useState(passkeysAvailable);

  const emailError = attempted && !email.trim() ? 'Enter your email address.' : undefined;
  const passwordError = attempted === 'password' && !password ? 'Enter your password.' : undefined;

  async function submit() {
    setAttempted('password');
    if (!email.trim() || !password || submitting || waitingForPasskey) return;
    setSubmitting(true);
    setError(undefined);
    try {
      onOutcome(await signInWithPassword(email, password), normalizeEmail(email));
    } catch (caught) {
      setError(signInErrorMessage(caught, 'sign-in'));
      // A refused password is cleared; the alert says why, so no "required" error under the field.
      setPassword('');
      setAttempted(undefined);
    } finally {
      setSubmitting(false);
    }
  }

  async function signInWithAPasskey() {
    setAttempted('passkey');
    if (!email.trim() || submitting || waitingForPasskey) return;
    setWaitingForPasskey(true);
    setError(undefined);
    try {
      onOutcome(await signInWithPasskey(email), normalizeEmail(email));
    } catch (caught) {
      setError(signInErrorMessage(caught, 'passkey'));
      setAttempted(undefined);
    } finally {
      setWaitingForPasskey(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Form
        actions={
          // "Sign in" first, on screen and in the tab order: from the password field Tab reaches the
          // usual way in before the alternative (issue 22 §5).
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit" loading={submitting} loadingText="Signing in">
              Sign in
            </Button>
            {passkeys && (
              <Button
                formAction="none"
                onClick={() => void signInWithAPasskey()}
                loading={waitingForPasskey}
                loadingText="Waiting for your passkey"
                data-testid="login-passkey"
              >
                Sign in with a passkey
              </Button>
            )}
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {error && (
            <Alert type="error" header="Sign-in failed" data-testid="login-error">
              {error}
            </Alert>
          )}
          {notice && !error && (
            <Alert type="warning" header="Sign in again" data-testid="login-notice">
              {notice}
            </Alert>
          )}
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
          <FormField label="Password" errorText={passwordError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              invalid={!!passwordError}
              onChange={({ detail }) => setPassword(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
