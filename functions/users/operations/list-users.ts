import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { type RequestContext } from '../../lib/auth/context';
import { listUserActivity, listUsers as listProfiles } from '../../lib/data/users';
import { toPracticeUser } from '../to-practice-user';

export async function listUsers(_input: unknown, ctx: RequestContext): Promise<PracticeUser[]> {
  const [profiles, activity] = await Promise.all([listProfiles(ctx.tenantId), listUserActivity(ctx.tenantId)]);
  return profiles
    .map((p) => toPracticeUser(p, activity.get(p.id) ?? null))
    .sort((a, b) => a.last_name.localeCompare(b.last_name, 'nl') || a.first_name.localeCompare(b.first_name, 'nl'));
}
