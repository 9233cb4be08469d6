import { ROLES } from '@praktijk/shared/roles';
import { type RoleRecord } from '@praktijk/shared/schemas/auth';
import { type RequestContext } from '../../lib/auth/context';
import { toRoleRecord } from '../../lib/data/roles';

export async function listRoles(_input: unknown, ctx: RequestContext): Promise<RoleRecord[]> {
  return [...ctx.roleItems].sort((a, b) => ROLES.indexOf(a.id) - ROLES.indexOf(b.id)).map(toRoleRecord);
}
