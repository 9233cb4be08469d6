import { can, type PermissionAction, type PermissionModel } from '@praktijk/shared/permissions';
import { type Role } from '@praktijk/shared/roles';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useCallback } from 'react';
import { type Screen, SCREEN_PERMISSIONS } from '@/navigation/route-access';
import { useCurrentUser } from './current-user';

// Permission checks in the browser use the same rule as the server (shared/permissions): staff
// pass everything, others need the codename in one of their roles. They only shape the screen;
// the server checks again on every call.
export function permissionsOf(user: CurrentUser): Set<string> {
  return new Set(user.roles.flatMap((role) => role.permissions.map((p) => p.codename)));
}

export function userCan(user: CurrentUser | undefined, action: PermissionAction, model: PermissionModel): boolean {
  return user ? can({ is_staff: user.is_staff, permissions: permissionsOf(user) }, action, model) : false;
}

export function userHasRole(user: CurrentUser | undefined, role: Role): boolean {
  return Boolean(user?.roles.some((r) => r.id === role));
}

/** const can = useCan(); can('change', 'patient') */
export function useCan(): (action: PermissionAction, model: PermissionModel) => boolean {
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  return useCallback((action, model) => userCan(user, action, model), [user]);
}

/** const canOpen = useCanOpen(); canOpen('newPatient'): whether the screen's guard would let the user in (navigation/route-access.ts). */
export function useCanOpen(): (screen: Screen) => boolean {
  const can = useCan();
  return useCallback((screen) => can(SCREEN_PERMISSIONS[screen].action, SCREEN_PERMISSIONS[screen].model), [can]);
}
