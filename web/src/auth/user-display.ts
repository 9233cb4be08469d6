import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { ROLE_LABELS } from '@praktijk/shared/roles';

// How the signed-in user is presented in the header and on the start page.

export const STAFF_LABEL = 'Staff';

export function displayName(user: Pick<CurrentUser, 'name' | 'first_name' | 'last_name' | 'email'>): string {
  return user.name.trim() || `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** The labels of the user's roles in the order given, plus 'Staff' for practice superusers. */
export function roleLabels(user: Pick<CurrentUser, 'roles' | 'is_staff'>): string[] {
  const labels = user.roles.map((role) => ROLE_LABELS[role.id]);
  if (user.is_staff) labels.push(STAFF_LABEL);
  return [...new Set(labels)];
}
