import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { confirmTotpCode } from '@/auth/session';
import { normalizeTotpCode, totpCodeError, totpErrorMessage } from '@/auth/totp-code';
import { FormShell } from '@/features/sign-in/FormShell';
import { type TotpStep } from '@/features/sign-in/totp-step';
import { AuthenticatorSetupDetails } from '@/features/sign-in/totp/AuthenticatorSetupDetails';
import { TotpCodeField } from '@/features/sign-in/totp/TotpCodeField';

interface TotpSignInStepProps {
  step: TotpStep;
  onSignedIn(): void;
  /** Back to the password form: the user chose to, or Cognito's sign-in session expired. */
  onRestart(message?: string): void;
}

/** Loaded lazily by the login page: only users with (or owing) an authenticator need it. */
export default function TotpSignInStep({ step, onSignedIn, onRestart }: TotpSignInStepProps) {
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const fieldError = attempted ? totpCodeError(code) : undefined;
  const setup = step.kind === 'setup';

  async function submit() {
    setAttempted(true);
    if (totpCodeError(code) || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const next = await confirmTotpCode(normalizeTotpCode(code), step.email);
      // Cognito asks for nothing else after a code; anything more starts over rather than stalling here.
      if (next.outcome === 'signed-in') onSignedIn();
      else onRestart('Sign in again to continue.');
    } catch (caught) {
      const { text, expired } = totpErrorMessage(caught);
      if (expired) {
        onRestart(text);
        return;
      }
      setError(text);
      // A refused code is cleared for the next one; the alert says why.
      setCode('');
      setAttempted(false);
      setSubmitting(false);
    }
  }

  return (
    <FormShell
      label={setup ? 'Set up an authenticator app' : 'Enter your authenticator code'}
      onSubmit={() => void submit()}
      error={error ? { header: 'The code was not accepted', text: error, testId: 'totp-error' } : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" formAction="none" onClick={() => onRestart()}>
            Back to sign in
          </Button>
          <Button variant="primary" formAction="submit" loading={submitting} loadingText="Checking the code" data-testid="totp-submit">
            {setup ? 'Verify and sign in' : 'Verify'}
          </Button>
        </SpaceBetween>
      }
    >
      {setup ? (
        <>
          <Box variant="p">
            Your practice requires a second step at sign-in for <strong>{step.email}</strong>: a code from an authenticator app.
          </Box>
          <AuthenticatorSetupDetails setup={step.setup} />
          <Box variant="p">Then enter the code the app shows to finish setting it up.</Box>
        </>
      ) : (
        <Box variant="p">
          Open the authenticator app on your phone and enter the code it shows for Praktijk (<strong>{step.email}</strong>).
        </Box>
      )}
      <TotpCodeField value={code} onChange={setCode} error={fieldError} autoFocus testId="totp-code" />
    </FormShell>
  );
}
