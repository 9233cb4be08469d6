import { mayChangeCalendarOf } from '@praktijk/shared/calendar-access';
import { type RequestContext } from '../../lib/auth/context';
import { type UserProfileItem } from '../../lib/data/items';
import { displayName } from '../../lib/data/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isActivePhysician } from '../domain/practitioners';

// Who may change a practitioner's calendar config and settings (issue 11 design): a physician
// their own, administration (and staff) anyone's. The route's permission (change consultation)
// is checked before; this is the rule on whose calendar it is.

/** 403 unless the caller is staff, has the administration role, or is the practitioner. */
export function assertMayChangeCalendarOf(ctx: Pick<RequestContext, 'isStaff' | 'roles' | 'userId'>, practitionerId: string): void {
  if (mayChangeCalendarOf(ctx, practitionerId)) return;
  throw new ForbiddenError('You can only change your own calendar.');
}

/** The active physician with this user id in the caller's practice (one GetItem); 404 for anyone else. */
export async function practitionerById(ctx: RequestContext, id: string): Promise<{ id: string; name: string; username: string }> {
  const user = await ctx.data.get<UserProfileItem>(ctx.data.keys.user(id));
  if (!isActivePhysician(user)) throw new NotFoundError();
  return { id: user.id, name: displayName(user), username: user.email };
}
