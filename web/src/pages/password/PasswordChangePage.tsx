import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { forcedPasswordChange } from '@/auth/forced-password-change';
import { type SessionIdentity } from '@/auth/identity';
import { LOGIN_PATH } from '@/auth/redirect';
import { CenteredPage } from '@/components/CenteredPage';
import { useFollow } from '@/shell/use-follow';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForcedPasswordForm } from './ForcedPasswordForm';

/**
 * /password-change, the bypass route of spec 1 §2: the forced change of a temporary password
 * while one is pending, otherwise a signed-in user's own change.
 */
export function PasswordChangePage() {
  const identity = useLoaderData<SessionIdentity | null>();
  const [forced] = useState(() => forcedPasswordChange());
  const follow = useFollow();
  const title = forced ? 'Set a new password' : 'Change password';
  return (
    <CenteredPage>
      <Container header={<Header variant="h1">{title}</Header>} data-testid="password-change-page">
        {forced && <ForcedPasswordForm email={forced.email} />}
        {!forced && identity && <ChangePasswordForm email={identity.username} />}
        {!forced && !identity && (
          <Box variant="p" data-testid="password-change-nothing-pending">
            No password change is waiting.{' '}
            <Link href={LOGIN_PATH} onFollow={follow}>
              Sign in
            </Link>{' '}
            to change your password.
          </Box>
        )}
      </Container>
    </CenteredPage>
  );
}
