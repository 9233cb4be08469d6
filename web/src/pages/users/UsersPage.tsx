import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/auth/current-user';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { PagedTable } from '@/components/table/PagedTable';
import { EditUserModal } from './EditUserModal';
import { InviteUserModal } from './InviteUserModal';
import { userColumns } from './user-columns';
import { fullName } from './user-rows';
import { UserStatusModal } from './UserStatusModal';
import { useUsers } from './useUsers';
import { useUsersLayout } from './useUsersLayout';

type Dialog = { kind: 'invite' } | { kind: 'edit'; user: PracticeUser } | { kind: 'status'; user: PracticeUser } | undefined;

function UsersScreen({ currentUserId }: { currentUserId: string }) {
  const { state, put } = useUsers();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const users = state.status === 'ready' ? state.users : [];
  const layout = useUsersLayout();
  const columns = userColumns(
    {
      currentUserId,
      onEdit: (user) => setDialog({ kind: 'edit', user }),
      onToggleActive: (user) => setDialog({ kind: 'status', user }),
    },
    layout,
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Invite the practice's physicians, administration and nurses, and manage their roles.">
          Practice users
        </Header>
      }
    >
      {state.status === 'failed' ? (
        <Alert type="error" header="The users could not be loaded">
          {state.message}
        </Alert>
      ) : (
        <PagedTable
          columns={columns}
          items={users}
          loading={state.status === 'loading'}
          loadingText="Loading users"
          defaultSorting={{ columnId: 'name', descending: false }}
          trackBy="id"
          ariaLabel="Practice users"
          rowLabel={fullName}
          testId="users-table"
          header={
            <Header
              variant="h2"
              counter={`(${users.length})`}
              actions={
                <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: 'invite' })} data-testid="users-invite">
                  Invite user
                </Button>
              }
            >
              Users
            </Header>
          }
        />
      )}
      {dialog?.kind === 'invite' && <InviteUserModal onInvited={put} onClose={close} />}
      {dialog?.kind === 'edit' && <EditUserModal user={dialog.user} isSelf={dialog.user.id === currentUserId} onSaved={put} onClose={close} />}
      {dialog?.kind === 'status' && <UserStatusModal user={dialog.user} onSaved={put} onClose={close} />}
    </ContentLayout>
  );
}

/** /users: the practice's users, for staff only; anyone else gets the 404 of a forbidden route. */
export function UsersPage() {
  const { state } = useCurrentUser();
  // Kept while the user reloads (a 'permissions' message), so the list and open dialogs stay.
  const [known, setKnown] = useState(state.status === 'ready' ? state.user : undefined);
  if (state.status === 'ready' && state.user !== known) setKnown(state.user);
  const user = state.status === 'ready' ? state.user : known;
  if (!user) return state.status === 'failed' ? <Alert type="error">{state.message}</Alert> : <FullPageSpinner text="Loading users…" place="page" />;
  if (!user.is_staff) return <Navigate to="/404" replace />;
  return <UsersScreen currentUserId={user.id} />;
}
