import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTargetFrom } from '../../auth/redirect';
import { type SignInOutcome } from '../../auth/sign-in-steps';
import { CenteredPage } from '../../components/CenteredPage';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';

type Step = 'sign-in' | 'new-password';

/** /login: sign in, then the forced password change when Cognito asks for it. */
export function LoginPage() {
  const [step, setStep] = useState<Step>('sign-in');
  const navigate = useNavigate();
  const { search } = useLocation();

  function onOutcome(outcome: SignInOutcome) {
    if (outcome === 'new-password-required') setStep('new-password');
    else void navigate(redirectTargetFrom(search), { replace: true });
  }

  const newPassword = step === 'new-password';
  return (
    <CenteredPage>
      <Container
        header={
          <Header variant="h1" description={newPassword ? undefined : 'Patient records and planning for your practice.'}>
            {newPassword ? 'Set a new password' : 'Sign in to Praktijk'}
          </Header>
        }
      >
        {newPassword ? <NewPasswordForm onOutcome={onOutcome} onCancel={() => setStep('sign-in')} /> : <SignInForm onOutcome={onOutcome} />}
      </Container>
    </CenteredPage>
  );
}
