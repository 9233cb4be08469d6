import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { completeAuthenticatorSetup, hasAuthenticator, startAuthenticatorSetup } from '@/auth/authenticator';
import { type TotpSetup } from '@/auth/sign-in-steps';
import { normalizeTotpCode, totpCodeError, totpErrorMessage } from '@/auth/totp-code';
import { useNotifications } from '@/shell/notifications';
import { AuthenticatorSetupDetails } from '@/features/sign-in/totp/AuthenticatorSetupDetails';
import { TotpCodeField } from '@/features/sign-in/totp/TotpCodeField';

type Status = 'loading' | 'on' | 'off' | 'unknown';

export const AUTHENTICATOR_SAVED_TOAST = {
  header: 'Authenticator app set up',
  content: 'From your next sign-in, Praktijk asks for a code from the app after your password.',
} as const;

/** Account > Security: whether sign-in asks for an authenticator code, and setting one up (Cognito's TOTP). */
export function AuthenticatorSection({ email }: { email: string }) {
  const [status, setStatus] = useState<Status>('loading');
  const [setup, setSetup] = useState<TotpSetup>();
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const { notify } = useNotifications();

  useEffect(() => {
    let current = true;
    hasAuthenticator().then(
      (on) => current && setStatus(on ? 'on' : 'off'),
      () => current && setStatus('unknown'),
    );
    return () => {
      current = false;
    };
  }, []);

  const start = async () => {
    setStarting(true);
    setError(undefined);
    try {
      setSetup(await startAuthenticatorSetup(email));
    } catch (caught) {
      setError(totpErrorMessage(caught).text);
    } finally {
      setStarting(false);
    }
  };

  const cancel = () => {
    setSetup(undefined);
    setCode('');
    setAttempted(false);
    setError(undefined);
  };

  const verify = async () => {
    setAttempted(true);
    if (totpCodeError(code) || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      await completeAuthenticatorSetup(normalizeTotpCode(code));
      cancel();
      setStatus('on');
      notify({ type: 'success', ...AUTHENTICATOR_SAVED_TOAST });
    } catch (caught) {
      setError(totpErrorMessage(caught).text);
      setCode('');
      setAttempted(false);
    } finally {
      setSaving(false);
    }
  };

  const header = (
    <Header
      variant="h2"
      description="A second step at sign-in: after your password, a 6-digit code from an app on your phone."
      actions={
        !setup &&
        status !== 'loading' && (
          <Button onClick={() => void start()} loading={starting} data-testid="authenticator-setup">
            {status === 'on' ? 'Replace authenticator app' : 'Set up authenticator app'}
          </Button>
        )
      }
    >
      Authenticator app
    </Header>
  );

  return (
    <Container header={header} data-testid="authenticator-section">
      <SpaceBetween size="m">
        <div data-testid="authenticator-status">
          {status === 'loading' && <StatusIndicator type="loading">Checking</StatusIndicator>}
          {status === 'on' && <StatusIndicator type="success">Set up: sign-in asks for a code from your authenticator app</StatusIndicator>}
          {status === 'off' && <StatusIndicator type="stopped">Not set up: sign-in asks for your password only</StatusIndicator>}
          {status === 'unknown' && <StatusIndicator type="warning">The status could not be loaded</StatusIndicator>}
        </div>
        {error && !setup && (
          <Alert type="error" data-testid="authenticator-error">
            {error}
          </Alert>
        )}
        {setup && (
          <form
            noValidate
            aria-label="Set up an authenticator app"
            onSubmit={(event) => {
              event.preventDefault();
              void verify();
            }}
          >
            <Form
              errorText={error}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button formAction="none" onClick={cancel}>
                    Cancel
                  </Button>
                  <Button variant="primary" formAction="submit" loading={saving} data-testid="authenticator-verify">
                    Verify and turn on
                  </Button>
                </SpaceBetween>
              }
            >
              <SpaceBetween size="m">
                <AuthenticatorSetupDetails setup={setup} />
                <Box variant="p">Then enter the code the app shows. Until you do, sign-in stays as it is.</Box>
                <TotpCodeField value={code} onChange={setCode} error={attempted ? totpCodeError(code) : undefined} autoFocus testId="authenticator-code" />
              </SpaceBetween>
            </Form>
          </form>
        )}
      </SpaceBetween>
    </Container>
  );
}
