import { isCodename } from '@praktijk/shared/permissions';
import { type RoleRecord } from '@praktijk/shared/schemas/auth';
import { type RequestContext } from '../../lib/auth/context';
import { toRoleRecord } from '../../lib/data/roles';
import { updateRecord } from '../../lib/data/write';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { logEvent } from '../../lib/log';
import { publishToTenant } from '../../lib/realtime/publisher';

// Sets a role's whole permission list (spec 1 §6). Every open session of the practice gets a
// 'permissions' message and reloads its user, so a change takes effect without signing out.
export async function updateRole(input: Input<'updateRole'>, ctx: RequestContext): Promise<RoleRecord> {
  const {
    params: { id: roleId },
    body,
  } = input;
  const known = body.permission_ids.filter(isCodename);
  const unknown = body.permission_ids.filter((id) => !isCodename(id));
  if (unknown.length) throw ValidationError.field('permission_ids', `Unknown permission: ${unknown.join(', ')}.`);
  const before = ctx.roleItems.find((r) => r.id === roleId);
  if (!before) throw new NotFoundError();
  const after = { ...before, permission_ids: [...new Set(known)].sort() };
  const saved = await updateRecord(ctx.data.keys.role(roleId), before, after, body.consistency_token);
  await publishToTenant(ctx.tenantId, { type: 'permissions', payload: { role: roleId } }).catch((error: unknown) =>
    logEvent('warn', 'permissions message not sent', { error: (error as Error).name }),
  );
  return toRoleRecord(saved);
}
