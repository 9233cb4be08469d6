import { type Role } from '@praktijk/shared/roles';
import { type SessionIdentity } from '../auth/identity';

// The access rules of spec 1 §2, as data the guard, the '/' redirect and the side navigation all
// read, so a link is shown exactly when its route would let the user in.

export type RouteAccess =
  | { kind: 'anonymous' } // /login, /forgot-password, /password-reset
  | { kind: 'bypass' } // /password-change: reachable while a password change is forced
  | { kind: 'any' } // /logout and the error pages
  | { kind: 'signed-in'; roles?: readonly Role[]; staffOnly?: boolean };

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
 * Whether a signed-in user may open a route. Decision: staff pass every permission check
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
