import { type RequestContext } from '../../lib/auth/context';
import { recordUserActivity } from '../../lib/data/users';

// The idle-logout ping (spec 3 §4): the client calls it while the user is active.
export async function markSessionActive(_input: unknown, ctx: RequestContext): Promise<{ active: true; last_active: string }> {
  const now = new Date().toISOString();
  await recordUserActivity(ctx.tenantId, ctx.userId, now);
  return { active: true, last_active: now };
}
