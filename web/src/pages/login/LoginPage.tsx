import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useLocation, useNavigate } from 'react-router';
import { markPasswordChangeForced } from '../../auth/forced-password-change';
import { FORGOT_PASSWORD_PATH, passwordChangePath, REDIRECT_PARAM, redirectTargetFrom } from '../../auth/redirect';
import { type SignInOutcome } from '../../auth/sign-in-steps';
import { CenteredPage } from '../../components/CenteredPage';
import { useFollow } from '../../shell/use-follow';
import { resetScheduleDate } from '../schedule/day/schedule-date';
import { SignInForm } from './SignInForm';

/** /login: sign in; a temporary password leads on to /password-change (the forced change). */
export function LoginPage() {
  const navigate = useNavigate();
  const follow = useFollow();
  const { search } = useLocation();

  function onOutcome(outcome: SignInOutcome, email: string) {
    resetScheduleDate(); // spec 1 §4: the schedule date is reset at login
    if (outcome === 'new-password-required') {
      markPasswordChangeForced(email);
      void navigate(passwordChangePath(new URLSearchParams(search).get(REDIRECT_PARAM) ?? undefined), { replace: true });
    } else {
      void navigate(redirectTargetFrom(search), { replace: true });
    }
  }

  return (
    <CenteredPage>
      <Container
        header={
          <Header variant="h1" description="Patient records and planning for your practice.">
            Sign in to Praktijk
          </Header>
        }
      >
        <SignInForm onOutcome={onOutcome} />
        <Box padding={{ top: 'l' }}>
          <Link href={FORGOT_PASSWORD_PATH} onFollow={follow}>
            Forgot your password?
          </Link>
        </Box>
      </Container>
    </CenteredPage>
  );
}
