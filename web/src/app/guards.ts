import { type LoaderFunctionArgs, redirect } from 'react-router';
import { forcedPasswordChange } from '@/auth/forced-password-change';
import { type SessionIdentity } from '@/auth/identity';
import { HOME_PATH, loginPath, PASSWORD_CHANGE_PATH } from '@/auth/redirect';
import { getSessionIdentity } from '@/auth/session';
import { type PermissionHolder } from '@praktijk/shared/permissions';
import { homePathFor, mayOpen, mayUse, practitionerCalendarPath, type RouteAccess } from '@/navigation/route-access';

// Route guards as loaders (spec 1 §2 "Route guard"), so a page never renders, nor fetches, for
// the wrong visitor. A signed-in branch's loader answers the identity for the shell to use.

/**
 * The signed-in user's permissions, from the current user (GET /api/auth/current/) the signed-in
 * session loads: the token names roles, the permissions of a role are the practice's to set.
 * Passed in by the router, so this entry module carries neither the API client nor the cache.
 */
export type PermissionSource = (identity: SessionIdentity) => Promise<PermissionHolder>;

export const NOT_FOUND_PATH = '/404';

function pathOf(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}

async function checkAccess(access: RouteAccess, request: Request): Promise<SessionIdentity | null> {
  // /logout and the error pages serve everyone, also during a forced change (/logout abandons it).
  if (access.kind === 'any') return null;
  // While a password change is forced, everything but the bypass routes leads to it.
  if (access.kind !== 'bypass' && forcedPasswordChange()) throw redirect(PASSWORD_CHANGE_PATH);
  const identity = await getSessionIdentity();
  if (access.kind !== 'signed-in') return identity ?? null;
  if (!identity) throw redirect(loginPath(pathOf(request)));
  // Spec 1 §2 and §8: a route the user's roles do not open is answered as if it did not exist.
  if (!mayOpen(access, identity)) throw redirect(NOT_FOUND_PATH);
  return identity;
}

/**
 * The loader of a route with this access. A route that needs a permission waits for the current
 * user (the page's spinner shows meanwhile): no permission is decided before the user is known.
 */
export function guardFor(access: RouteAccess, permissions?: PermissionSource) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionIdentity | null> => {
    const identity = await checkAccess(access, request);
    if (!identity || access.kind !== 'signed-in' || !access.permission) return identity;
    if (!permissions) throw new Error('A route that needs a permission is guarded without a source of permissions');
    // Spec 1 §2 and §8, as for areas: a screen the user may not use is answered as if it did not exist.
    if (!mayUse(access, await permissions(identity))) throw redirect(NOT_FOUND_PATH);
    return identity;
  };
}

/** /login: anonymous visitors only; a signed-in user has nothing to do there. */
export async function loginGuard({ request }: LoaderFunctionArgs): Promise<null> {
  if (await checkAccess({ kind: 'anonymous' }, request)) throw redirect(HOME_PATH);
  return null;
}

/** '/': each role to its own start (spec 1 §2). */
export async function homeRedirect({ request }: LoaderFunctionArgs): Promise<never> {
  const identity = await checkAccess({ kind: 'signed-in' }, request);
  throw redirect(identity ? homePathFor(identity) : loginPath());
}

/** Exactly /planning: a physician goes to their own calendar; others see the Welcome page. */
export function planningStart(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionIdentity | null> => {
    const identity = await checkAccess(access, request);
    if (identity?.roles.includes('physician')) throw redirect(practitionerCalendarPath(identity.username));
    return identity;
  };
}
