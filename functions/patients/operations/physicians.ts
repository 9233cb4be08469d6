import { type RequestContext } from '../../lib/auth/context';
import { displayName, listUsers } from '../../lib/data/users';

/** The practice's active physicians (spec 2: "Physicians are loaded from the patient data source"). */
export async function listPhysicians(_input: unknown, ctx: RequestContext): Promise<{ id: string; name: string }[]> {
  const users = await listUsers(ctx.tenantId);
  return users
    .filter((u) => u.is_active && u.roles.includes('physician'))
    .map((u) => ({ id: u.id, name: displayName(u) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}
