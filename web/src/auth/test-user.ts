import { DEFAULT_ROLE_PERMISSIONS } from '@praktijk/shared/permissions';
import { type Role } from '@praktijk/shared/roles';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';

/** A signed-in user of one role with that role's default permissions, for unit tests only. */
export function testUser(id: string, role: Role): CurrentUser {
  return {
    id,
    username: `${id}@example.test`,
    name: id,
    first_name: id,
    last_name: '',
    prefix: '',
    email: `${id}@example.test`,
    identifier: '',
    date_joined: '2026-01-01',
    is_staff: false,
    is_active: true,
    roles: [
      {
        id: role,
        name: role,
        consistency_token: 'r',
        permissions: DEFAULT_ROLE_PERMISSIONS[role].map((c) => ({ id: c, name: c, codename: c, model: '', action: '' })),
      },
    ],
    force_password_change: false,
    practice: { id: 't', name: 'T' },
    consistency_token: 'x',
  };
}
