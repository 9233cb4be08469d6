import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { type RequestContext } from '../../lib/auth/context';
import { getUserProfile } from '../../lib/data/users';
import { updateRecord } from '../../lib/data/write';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { closeUserConnections } from '../../lib/realtime/publisher';
import { groupsOf, setEnabled, syncGroups } from '../cognito-groups';
import { toPracticeUser } from '../to-practice-user';

// Roles, staff flag and active flag of one of the practice's users. Staff cannot take their own
// staff rights or access away, so a practice can never lock out its last administrator by accident.
export async function updateUser({ params, body }: Input<'updateUser'>, ctx: RequestContext): Promise<PracticeUser> {
  const before = await getUserProfile(ctx.tenantId, params.id);
  if (!before) throw new NotFoundError();
  if (before.consistency_token !== body.consistency_token) throw new ConflictError();
  if (before.id === ctx.userId && (!body.is_active || !body.is_staff)) {
    throw ValidationError.nonField('You cannot remove your own staff rights or disable yourself.');
  }
  const after = { ...before, roles: body.roles, is_staff: body.is_staff, is_active: body.is_active };
  await syncGroups(before.id, groupsOf(before), groupsOf(after));
  if (before.is_active !== after.is_active) await setEnabled(before.id, after.is_active);
  const saved = await updateRecord(ctx.data.keys.user(before.id), before, after, body.consistency_token);
  // Cognito has ended the user's sessions; their open sockets would still receive the practice's news.
  if (before.is_active && !after.is_active) await closeUserConnections(ctx.tenantId, before.id);
  return toPracticeUser(saved, null);
}
