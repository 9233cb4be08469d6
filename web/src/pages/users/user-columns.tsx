import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { formatDate, formatDateTime } from '@praktijk/shared/dates';
import { STAFF_LABEL } from '@/auth/user-display';
import { type PagedColumn } from '@/components/table/PagedTable';
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

function activeCell(u: PracticeUser) {
  return u.is_active ? (
    <StatusIndicator type="success" wrapText={false}>
      Active
    </StatusIndicator>
  ) : (
    <StatusIndicator type="stopped" wrapText={false}>
      Disabled
    </StatusIndicator>
  );
}

/** The name with the e-mail under it, for the narrow table. */
function nameAndEmail(u: PracticeUser) {
  return (
    <>
      <div>{fullName(u)}</div>
      <Box fontSize="body-s" color="text-body-secondary">
        {u.email}
      </Box>
    </>
  );
}

function actionsColumn({ currentUserId, onEdit, onToggleActive }: UserRowActions): PagedColumn<PracticeUser> {
  return {
    id: 'actions',
    header: 'Actions',
    width: 70,
    cell: (u) => {
      const self = u.id === currentUserId;
      // Rendered in place (not expandToViewport, whose portal sits outside the page's landmarks):
      // the dropdown opens within the table, which the narrow layout keeps in view.
      return (
        <ButtonDropdown
          variant="icon"
          ariaLabel={`Actions for ${fullName(u)}`}
          items={[
            { id: 'edit', text: 'Edit roles' },
            { id: 'toggle', text: u.is_active ? 'Disable' : 'Enable', disabled: self, disabledReason: self ? 'You cannot disable yourself.' : undefined },
          ]}
          onItemClick={({ detail }) => (detail.id === 'edit' ? onEdit(u) : onToggleActive(u))}
          data-testid="user-actions"
        />
      );
    },
  };
}

const rolesText = (u: PracticeUser) => roleNames(u.roles).join(', ');

/** How much of the table fits: every column, the e-mail and staff flag folded in, or also without Joined. */
export type UsersLayout = 'full' | 'folded' | 'narrow';

export function userColumns(actions: UserRowActions, layout: UsersLayout = 'full'): PagedColumn<PracticeUser>[] {
  const joined: PagedColumn<PracticeUser> = {
    id: 'joined',
    header: 'Joined',
    cell: (u) => <NoWrap>{formatDate(u.date_joined)}</NoWrap>,
    sortValue: (u) => u.date_joined,
    width: 120,
  };
  const lastActiveColumn: PagedColumn<PracticeUser> = {
    id: 'last_active',
    header: 'Last active',
    cell: (u) => lastActive(u.last_active),
    sortValue: (u) => u.last_active,
    width: layout === 'full' ? 130 : 120,
  };
  if (layout === 'full')
    return [
      { id: 'name', header: 'Name', cell: (u) => fullName(u), sortValue: sortKey },
      { id: 'email', header: 'E-mail', cell: (u) => u.email, sortValue: (u) => u.email },
      { id: 'roles', header: 'Roles', cell: rolesText, sortValue: rolesText },
      { id: 'staff', header: 'Staff', cell: (u) => (u.is_staff ? 'Yes' : 'No'), width: 75 },
      { id: 'active', header: 'Active', cell: activeCell, width: 125 },
      joined,
      lastActiveColumn,
      actionsColumn(actions),
    ];
  const roles = (u: PracticeUser) => [...roleNames(u.roles), ...(u.is_staff ? [STAFF_LABEL] : [])].join(', ');
  return [
    { id: 'name', header: 'Name', cell: nameAndEmail, sortValue: sortKey },
    { id: 'roles', header: 'Roles', cell: roles, sortValue: roles },
    { id: 'active', header: 'Active', cell: activeCell, width: 110 },
    ...(layout === 'folded' ? [joined] : []),
    lastActiveColumn,
    actionsColumn(actions),
  ];
}
