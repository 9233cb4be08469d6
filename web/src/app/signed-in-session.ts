import { type PermissionHolder } from '@praktijk/shared/permissions';
import { initApiClient } from '@/api';
import { type SessionIdentity } from '@/auth/identity';
import { permissionsOf } from '@/auth/permissions';
import { currentUserOf, warmSession } from '@/query/session';
import { preloadConsultationPopover } from '@/shell/topbar/ConsultationPopover';
import { preloadOnCallToggle } from '@/shell/topbar/OnCallToggle';

// Loaded with the signed-in branch (app/router.tsx): the API client and the session's cache, so the
// sign-in page carries neither the route table nor TanStack Query.

let apiBaseUrl: string | undefined;

export function startApi(baseUrl: string): void {
  if (apiBaseUrl === baseUrl) return;
  initApiClient(baseUrl);
  apiBaseUrl = baseUrl;
}

/**
 * Called by the signed-in guard: the current user is fetched while the shell's code loads, and for
 * a physician the top bar's tools that only physicians get (the on-call toggle, an open
 * consultation's popover), so they show with the rest of the top bar.
 */
export function startSession(baseUrl: string, identity: SessionIdentity): void {
  startApi(baseUrl);
  warmSession(identity.username);
  if (identity.roles.includes('physician')) {
    void preloadOnCallToggle().catch(() => undefined); // rendering loads it again, and reports a failure
    void preloadConsultationPopover().catch(() => undefined);
  }
}

/** What the route guard decides a screen's permission on (guards.ts PermissionSource); waits for the current user. */
export async function sessionPermissions(baseUrl: string, identity: SessionIdentity): Promise<PermissionHolder> {
  startSession(baseUrl, identity);
  const user = await currentUserOf(identity.username);
  return { is_staff: user.is_staff, permissions: permissionsOf(user) };
}
