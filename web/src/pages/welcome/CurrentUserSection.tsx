import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Spinner from '@cloudscape-design/components/spinner';
import { useCurrentUser } from '@/auth/current-user';
import { CurrentUserCard } from './CurrentUserCard';

/** Who is signed in, in which practice and with which roles, with loading and failure states. */
export function CurrentUserSection() {
  const { state, reload } = useCurrentUser();
  if (state.status === 'ready') return <CurrentUserCard user={state.user} />;
  if (state.status === 'loading') {
    return (
      <Container>
        <Box textAlign="center" padding="l" data-testid="current-user-loading">
          <Spinner size="big" /> Loading your details…
        </Box>
      </Container>
    );
  }
  return (
    <Alert type="error" header="Your details could not be loaded" action={<Button onClick={reload}>Try again</Button>} data-testid="current-user-error">
      {state.message}
    </Alert>
  );
}
