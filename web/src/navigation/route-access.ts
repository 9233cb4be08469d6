import { can, type PermissionAction, type PermissionHolder, type PermissionModel } from '@praktijk/shared/permissions';
import { type Role } from '@praktijk/shared/roles';
import { type SessionIdentity } from '@/auth/identity';

// The access rules of spec 1 §2, as data the guard, the '/' redirect, the side navigation and the
// screens' own buttons all read, so a link is shown exactly when its route would let the user in.

/** A permission of spec 1 §6 ('add' + 'patient' = add_patient). */
export interface Permission {
  action: PermissionAction;
  model: PermissionModel;
}

export type RouteAccess =
  | { kind: 'anonymous' } // /login, /forgot-password, /password-reset
  | { kind: 'bypass' } // /password-change: reachable while a password change is forced
  | { kind: 'any' } // /logout and the error pages
  | { kind: 'signed-in'; roles?: readonly Role[]; staffOnly?: boolean; permission?: Permission };

/** Spec 1 §2 table and §6: which roles open which area. */
export const AREA_ROLES = {
  patients: ['administration', 'physician', 'nurse'],
  planning: ['administration', 'physician'],
  schedule: ['physician'],
  reports: ['physician'],
  messaging: ['physician', 'administration'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
export const STAFF_ONLY: RouteAccess = { kind: 'signed-in', staffOnly: true };
export function areaAccess(area: Area): RouteAccess {
  return { kind: 'signed-in', roles: AREA_ROLES[area] };
}

/**
 * The permission each screen needs beyond its area (issue 9.1): an area's roles say who works
 * there, a screen's permission what they may do in it (a nurse works with patients but adds
 * none). Decision: a screen the user may not use is answered like an area of another role, with
 * the 404 page (spec 1 §2 "A route that requires roles the user lacks goes to /404", §8
 * "forbidden roles go to /404"), and the guard decides only once the current user (with the
 * role permissions staff set) is known. The patient's edit screen needs only view_patient: its
 * form stays locked for users who may not change (spec 2 §1 links related patients to /edit).
 */
export const SCREEN_PERMISSIONS = {
  allPatients: { action: 'view', model: 'patient' },
  newPatient: { action: 'add', model: 'patient' },
  importPatients: { action: 'add', model: 'import' },
  patient: { action: 'view', model: 'patient' },
} as const satisfies Record<string, Permission>;

export type Screen = keyof typeof SCREEN_PERMISSIONS;

/** The access of one screen of an area: the area's roles and the screen's permission. */
export function screenAccess(area: Area, screen: Screen): RouteAccess {
  return { kind: 'signed-in', roles: AREA_ROLES[area], permission: SCREEN_PERMISSIONS[screen] };
}

/** Whether a user with these permissions may use the screen (staff pass, spec 1 §6); routes without a permission need none. */
export function mayUse(access: RouteAccess, user: PermissionHolder): boolean {
  if (access.kind !== 'signed-in' || !access.permission) return true;
  return can(user, access.permission.action, access.permission.model);
}

/**
 * Whether a signed-in user's roles open a route (the screen's permission is mayUse's). Decision: staff pass every permission check
 * (spec 1 §6) but areas follow roles, as for everyone: a staff member who is not a physician has
 * no schedule of their own to open.
 */
export function mayOpen(access: RouteAccess, identity: SessionIdentity): boolean {
  if (access.kind !== 'signed-in') return true;
  if (access.staffOnly && !identity.isStaff) return false;
  return !access.roles || access.roles.some((role) => identity.roles.includes(role));
}

/** Where '/' leads (spec 1 §2); with several roles physician wins, then administration, then nurse. */
export function homePathFor(identity: Pick<SessionIdentity, 'roles'>): string {
  if (identity.roles.includes('physician')) return '/schedule';
  if (identity.roles.includes('administration')) return '/planning';
  if (identity.roles.includes('nurse')) return '/patients';
  // Decision: a user without a role (a staff member only, or one whose roles were all removed)
  // can still open the account screen, so '/' leads there rather than to an error.
  return '/account';
}

/** A practitioner's calendar (spec 1 §2 planning/physicians/{username}); '@' needs no escaping in a path. */
export function practitionerCalendarPath(username: string): string {
  return `/planning/physicians/${encodeURIComponent(username).replace(/%40/g, '@')}`;
}
