import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markPasswordChangeForced } from '@/auth/forced-password-change';
import { FORGOT_PASSWORD_PATH, passwordChangePath, REDIRECT_PARAM, redirectTargetFrom } from '@/auth/redirect';
import { type SignInNext } from '@/auth/sign-in-steps';
import { CenteredPage } from '@/components/CenteredPage';
import { useFollow } from '@/shell/use-follow';
import { resetScheduleDate } from '@/features/schedule-date/schedule-date';
import { SignInForm } from './SignInForm';
import { totpStepOf, type LoginLocationState, type TotpStep } from '@/features/sign-in/totp-step';

// The authenticator screens (and the QR code library) stay out of the sign-in page's bundle.
const TotpSignInStep = lazy(() => import('./totp/TotpSignInStep'));

/** /login: sign in; a temporary password leads on to /password-change (the forced change), an authenticator to its code. */
export function LoginPage() {
  const navigate = useNavigate();
  const follow = useFollow();
  const { search, state } = useLocation() as { search: string; state: LoginLocationState | null };
  // The forced password change hands an authenticator step on through the location's state.
  const [totpStep, setTotpStep] = useState<TotpStep | undefined>(() => state?.totpStep);
  const [restartMessage, setRestartMessage] = useState<string>();

  function signedIn() {
    resetScheduleDate(); // spec 1 §4: the schedule date is reset at login
    void navigate(redirectTargetFrom(search), { replace: true });
  }

  function onOutcome(next: SignInNext, email: string) {
    setRestartMessage(undefined);
    if (next.outcome === 'new-password-required') {
      resetScheduleDate();
      markPasswordChangeForced(email);
      void navigate(passwordChangePath(new URLSearchParams(search).get(REDIRECT_PARAM) ?? undefined), { replace: true });
      return;
    }
    const step = totpStepOf(next, email);
    if (step) setTotpStep(step);
    else signedIn();
  }

  function restart(message?: string) {
    setTotpStep(undefined);
    setRestartMessage(message);
  }

  const header = totpStep ? (
    <Header variant="h1" description={totpStep.kind === 'setup' ? 'Protect your account with a second step.' : 'One more step to sign in.'}>
      {totpStep.kind === 'setup' ? 'Set up an authenticator app' : 'Enter your authenticator code'}
    </Header>
  ) : (
    <Header variant="h1" description="Patient records and planning for your practice.">
      Sign in to Praktijk
    </Header>
  );

  return (
    <CenteredPage>
      <Container header={header}>
        {totpStep ? (
          <Suspense fallback={<Spinner size="large" />}>
            <TotpSignInStep step={totpStep} onSignedIn={signedIn} onRestart={restart} />
          </Suspense>
        ) : (
          <>
            <SignInForm onOutcome={onOutcome} notice={restartMessage} />
            <Box padding={{ top: 'l' }}>
              <Link href={FORGOT_PASSWORD_PATH} onFollow={follow}>
                Forgot your password?
              </Link>
            </Box>
          </>
        )}
      </Container>
    </CenteredPage>
  );
}
