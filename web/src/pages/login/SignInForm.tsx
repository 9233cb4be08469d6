import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { normalizeEmail, signInWithPassword } from '../../auth/session';
import { type SignInNext } from '../../auth/sign-in-steps';
import { signInErrorMessage } from './sign-in-errors';

interface SignInFormProps {
  onOutcome: (next: SignInNext, email: string) => void;
  /** Why the user is back here, e.g. an authenticator step that took too long. */
  notice?: string;
}

/** Email and password. A native <form> so that Enter in either field submits. */
export function SignInForm({ onOutcome, notice }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const emailError = attempted && !email.trim() ? 'Enter your email address.' : undefined;
  const passwordError = attempted && !password ? 'Enter your password.' : undefined;

  async function submit() {
    setAttempted(true);
    if (!email.trim() || !password || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      onOutcome(await signInWithPassword(email, password), normalizeEmail(email));
    } catch (caught) {
      setError(signInErrorMessage(caught, 'sign-in'));
      // A refused password is cleared; the alert says why, so no "required" error under the field.
      setPassword('');
      setAttempted(false);
    } finally {
      setSubmitting(false);
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
          <Button variant="primary" formAction="submit" loading={submitting} loadingText="Signing in">
            Sign in
          </Button>
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
