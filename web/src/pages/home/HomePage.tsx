import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Spinner from '@cloudscape-design/components/spinner';
import { useCurrentUser } from '../../auth/current-user';
import { CurrentUserCard } from './CurrentUserCard';

/** The start page. The spec's role-based redirect of '/' arrives with the role screens. */
export function HomePage() {
  const { state, reload } = useCurrentUser();
  return (
    <main>
      <Box padding={{ horizontal: 'xxl', vertical: 'xl' }}>
        {state.status === 'ready' && <CurrentUserCard user={state.user} />}
        {state.status === 'loading' && (
          <Container>
            <Box textAlign="center" padding="l" data-testid="current-user-loading">
              <Spinner size="big" /> Loading your details…
            </Box>
          </Container>
        )}
        {state.status === 'failed' && (
          <Alert type="error" header="Your details could not be loaded" action={<Button onClick={reload}>Try again</Button>} data-testid="current-user-error">
            {state.message}
          </Alert>
        )}
      </Box>
    </main>
  );
}
