import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { formatDate, formatDateTime } from '@praktijk/shared/dates';
import { type PagedColumn } from '../../components/table/PagedTable';
import { fullName, roleNames, sortKey } from './user-rows';

/** Dates and times stay on one line: '22-11-' over '2026' reads badly. */
function NoWrap({ children }: { children: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** The date on one line and the time under it, so the column stays narrow. */
function lastActive(value: string | null) {
  const [date, time] = formatDateTime(value).split(' ');
  return date ? (
    <>
      <NoWrap>{date}</NoWrap> <NoWrap>{time ?? ''}</NoWrap>
    </>
  ) : null;
}

export interface UserRowActions {
  currentUserId: string;
  onEdit(user: PracticeUser): void;
  onToggleActive(user: PracticeUser): void;
}

export function userColumns({ currentUserId, onEdit, onToggleActive }: UserRowActions): PagedColumn<PracticeUser>[] {
  return [
    { id: 'name', header: 'Name', cell: (u) => fullName(u), sortValue: sortKey },
    { id: 'email', header: 'E-mail', cell: (u) => u.email, sortValue: (u) => u.email },
    { id: 'roles', header: 'Roles', cell: (u) => roleNames(u.roles).join(', '), sortValue: (u) => roleNames(u.roles).join(', ') },
    { id: 'staff', header: 'Staff', cell: (u) => (u.is_staff ? 'Yes' : 'No'), width: 75 },
    {
      id: 'active',
      header: 'Active',
      cell: (u) =>
        u.is_active ? (
          <StatusIndicator type="success" wrapText={false}>
            Active
          </StatusIndicator>
        ) : (
          <StatusIndicator type="stopped" wrapText={false}>
            Disabled
          </StatusIndicator>
        ),
      width: 125,
    },
    { id: 'joined', header: 'Joined', cell: (u) => <NoWrap>{formatDate(u.date_joined)}</NoWrap>, sortValue: (u) => u.date_joined, width: 120 },
    { id: 'last_active', header: 'Last active', cell: (u) => lastActive(u.last_active), sortValue: (u) => u.last_active, width: 130 },
    {
      id: 'actions',
      header: 'Actions',
      width: 70,
      cell: (u) => {
        const self = u.id === currentUserId;
        return (
          <ButtonDropdown
            variant="icon"
            ariaLabel={`Actions for ${fullName(u)}`}
            expandToViewport
            items={[
              { id: 'edit', text: 'Edit roles' },
              { id: 'toggle', text: u.is_active ? 'Disable' : 'Enable', disabled: self, disabledReason: self ? 'You cannot disable yourself.' : undefined },
            ]}
            onItemClick={({ detail }) => (detail.id === 'edit' ? onEdit(u) : onToggleActive(u))}
            data-testid="user-actions"
          />
        );
      },
    },
  ];
}
