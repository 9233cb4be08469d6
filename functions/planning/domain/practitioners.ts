import { type UserProfileItem } from '../../lib/data/items';
import { displayName, listUsers } from '../../lib/data/users';
import { NotFoundError } from '../../lib/errors';

// Practitioners by username (the sign-in e-mail of planning's paths and queries): an active
// physician of the caller's practice. The practice's users are one Query (tens of items); a
// calendar asks for them on every request, so the list is kept per container for a minute. A name
// not found in a kept list is asked again before answering 404 (a physician added a moment ago).

const KEEP_MS = 60_000;
const kept = new Map<string, { at: number; users: UserProfileItem[] }>();

export const isActivePhysician = (user: UserProfileItem | undefined): user is UserProfileItem => Boolean(user?.is_active && user.roles.includes('physician'));

async function practiceUsers(tenantId: string, fresh: boolean): Promise<{ users: UserProfileItem[]; fresh: boolean }> {
  const entry = kept.get(tenantId);
  if (!fresh && entry && Date.now() - entry.at < KEEP_MS) return { users: entry.users, fresh: false };
  const users = await listUsers(tenantId);
  kept.set(tenantId, { at: Date.now(), users });
  return { users, fresh: true };
}

const byUsername = (users: readonly UserProfileItem[], username: string) =>
  users.find((user) => user.email.toLowerCase() === username.toLowerCase() && isActivePhysician(user));

/** The active physician whose sign-in e-mail is `username`; 404 for anyone else (another practice's, a nurse, inactive). */
export async function practitionerByUsername(tenantId: string, username: string): Promise<{ id: string; name: string; username: string }> {
  let read = await practiceUsers(tenantId, false);
  let user = byUsername(read.users, username);
  if (!user && !read.fresh) {
    read = await practiceUsers(tenantId, true);
    user = byUsername(read.users, username);
  }
  if (!user) throw new NotFoundError();
  return { id: user.id, name: displayName(user), username: user.email };
}
