import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type RequestContext } from '../../lib/auth/context';
import { displayName } from '../../lib/data/users';
import { toRoleRecord } from '../../lib/data/roles';

// The signed-in user: profile, the roles their token carries with those roles' permissions.
// force_password_change is always false here: Cognito answers a forced change with the
// NEW_PASSWORD_REQUIRED challenge before any token exists.
export async function getCurrentUser(_input: unknown, ctx: RequestContext): Promise<CurrentUser> {
  const { user, practice } = ctx;
  return {
    id: user.id,
    username: user.email,
    name: displayName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    prefix: user.prefix,
    email: user.email,
    identifier: user.identifier,
    date_joined: user.date_joined,
    is_staff: ctx.isStaff,
    is_active: user.is_active,
    roles: ctx.roleItems.filter((r) => ctx.roles.includes(r.id)).map(toRoleRecord),
    force_password_change: false,
    practice: { id: practice.id, name: practice.name },
    consistency_token: user.consistency_token,
  };
}
