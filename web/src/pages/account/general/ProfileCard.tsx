import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { displayName } from '@/auth/user-display';
import { formatDate } from '@praktijk/shared/dates';
import { NOT_AVAILABLE } from '@/components/table/paging';

/** The side card of the General tab: who the account is and since when (spec 1 §2). */
export function ProfileCard({ user, physician }: { user: CurrentUser; physician: boolean }) {
  const items = [
    { label: 'Username', value: <span data-testid="profile-card-username">{user.username}</span> },
    { label: 'Name', value: <span data-testid="profile-card-name">{displayName(user)}</span> },
    { label: 'Email', value: <span data-testid="profile-card-email">{user.email}</span> },
    ...(physician ? [{ label: 'Identifier', value: <span data-testid="profile-card-identifier">{user.identifier || NOT_AVAILABLE}</span> }] : []),
    { label: 'Joined', value: <span data-testid="profile-card-joined">{formatDate(user.date_joined) || NOT_AVAILABLE}</span> },
  ];
  return (
    <Container header={<Header variant="h2">{displayName(user)}</Header>} data-testid="profile-card">
      <KeyValuePairs columns={1} items={items} />
    </Container>
  );
}
