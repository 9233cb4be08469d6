import { LOCALE } from '@praktijk/shared/constants';
import { personName } from '@praktijk/shared/person-name';
import { ROLE_LABELS, ROLES, type Role } from '@praktijk/shared/roles';
import { type InviteUser, type PracticeUser } from '@praktijk/shared/schemas/users';

// How the practice's users are listed and edited on /users (beyond the spec: a SaaS practice's
// staff manage their own users).

/** 'Dr. Anna de Vries': the one rule for a person's name (shared/src/person-name.ts). */
export const fullName = personName;

/** Roles in the fixed order physician, administration, nurse, as labels. */
export function roleNames(roles: readonly Role[]): string[] {
  return ROLES.filter((role) => roles.includes(role)).map((role) => ROLE_LABELS[role]);
}

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function roleOptions(roles: readonly Role[]) {
  return ROLE_OPTIONS.filter((option) => roles.includes(option.value));
}

/** The roles picked in a multiselect, keeping only known ones. */
export function rolesFromOptions(options: readonly { value?: string }[]): Role[] {
  return ROLES.filter((role) => options.some((option) => option.value === role));
}

export function sortKey(user: PracticeUser): string {
  return `${user.last_name} ${user.first_name}`.toLocaleLowerCase(LOCALE);
}

export type InviteValues = Required<InviteUser>;

export const EMPTY_INVITE: InviteValues = { email: '', first_name: '', last_name: '', prefix: '', identifier: '', roles: [], is_staff: false };

export const USER_TOASTS = {
  invited: { header: 'User invited', content: 'User was invited successfully; the sign-in details were sent by e-mail' },
  updated: { header: 'User updated', content: 'User was updated successfully' },
  disabled: { header: 'User disabled', content: 'User was disabled successfully' },
  enabled: { header: 'User enabled', content: 'User was enabled successfully' },
} as const;
