import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { personName } from '@praktijk/shared/person-name';
import { ROLE_LABELS } from '@praktijk/shared/roles';

// How the signed-in user is presented in the header, on the start page and on the account card.

export const STAFF_LABEL = 'Staff';

/**
 * 'Dr. Anand Ramdin': the server's name, which already carries the prefix (never add it again),
 * else the name built from its parts, else the e-mail.
 */
export function displayName(user: Pick<CurrentUser, 'name' | 'prefix' | 'first_name' | 'last_name' | 'email'>): string {
  return user.name.trim() || personName(user) || user.email;
}

/** The labels of the user's roles in the order given, plus 'Staff' for practice superusers. */
export function roleLabels(user: Pick<CurrentUser, 'roles' | 'is_staff'>): string[] {
  const labels = user.roles.map((role) => ROLE_LABELS[role.id]);
  if (user.is_staff) labels.push(STAFF_LABEL);
  return [...new Set(labels)];
}
