import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '@/api';
import { logoutPath } from '@/auth/redirect';
import { signOutEveryDevice } from '@/auth/sign-out';
import { allowNavigationOnce } from '@/shell/unsaved/useUnsavedChanges';
import { SIGN_OUT_EVERYWHERE } from './sign-out-everywhere-texts';
import { FocusingModal } from '@/components/focus/FocusingModal';

/**
 * Account > Security: Sign out everywhere (issue 21 §6), with a confirmation. Cognito revokes
 * every session of the user and the API refuses their earlier tokens at once; this device then
 * goes through /logout to /login. If Cognito did not
 * confirm it, the user stays signed in and is told, rather than believing the other devices are
 * signed out.
 */
export function SignOutEverywhereSection() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();

  const signOutEverywhere = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOutEveryDevice(() => callApi('endEverySession'));
    } catch {
      setBusy(false);
      setConfirming(false);
      setFailed(true);
      return;
    }
    // The user's own decision, confirmed: unsaved work on this screen does not hold it back.
    allowNavigationOnce();
    void navigate(logoutPath(`${window.location.pathname}${window.location.search}`));
  };

  return (
    <Container
      header={
        <Header variant="h2" description={SIGN_OUT_EVERYWHERE.description}>
          {SIGN_OUT_EVERYWHERE.header}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {failed && (
          <Alert type="error" data-testid="sign-out-everywhere-error">
            {SIGN_OUT_EVERYWHERE.failed}
          </Alert>
        )}
        <Box>
          <Button onClick={() => setConfirming(true)} data-testid="sign-out-everywhere">
            {SIGN_OUT_EVERYWHERE.button}
          </Button>
        </Box>
      </SpaceBetween>
      <FocusingModal
        visible={confirming}
        onDismiss={() => {
          if (!busy) setConfirming(false);
        }}
        header={SIGN_OUT_EVERYWHERE.confirmHeader}
        closeAriaLabel="Close"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)} disabled={busy} data-testid="sign-out-everywhere-cancel">
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void signOutEverywhere()} loading={busy} data-testid="sign-out-everywhere-confirm">
                {SIGN_OUT_EVERYWHERE.button}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {SIGN_OUT_EVERYWHERE.confirmText}
      </FocusingModal>
    </Container>
  );
}
