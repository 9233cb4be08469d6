import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { displayName, roleLabels } from '@/auth/user-display';

/** Shows who the signed-in user is, in which practice, with which roles. */
export function CurrentUserCard({ user }: { user: CurrentUser }) {
  const roles = roleLabels(user);
  return (
    <Container
      header={
        <Header variant="h2" description="You are signed in to Praktijk.">
          Signed in as <span data-testid="current-user-name">{displayName(user)}</span>
        </Header>
      }
    >
      <KeyValuePairs
        columns={3}
        items={[
          { label: 'Email', value: <span data-testid="current-user-email">{user.email}</span> },
          { label: 'Practice', value: <span data-testid="current-user-practice">{user.practice.name}</span> },
          {
            label: 'Roles',
            value: <span data-testid="current-user-roles">{roles.length > 0 ? roles.join(', ') : <Box color="text-status-inactive">No roles</Box>}</span>,
          },
        ]}
      />
    </Container>
  );
}
