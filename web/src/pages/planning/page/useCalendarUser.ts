import { mayChangeCalendarOf } from '@praktijk/shared/calendar-access';
import { useCallback } from 'react';
import { useCan, userHasRole } from '@/auth/permissions';
import { useCurrentUser } from '@/auth/current-user';

/** What the signed-in user may do in the planning: book, move, change whose calendar. */
export function useCalendarUser() {
  const can = useCan();
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  const mayChangeCalendar = useCallback(
    (practitionerId: string) =>
      user !== undefined &&
      can('change', 'consultation') &&
      mayChangeCalendarOf({ userId: user.id, isStaff: user.is_staff, roles: user.roles.map((role) => role.id) }, practitionerId),
    [can, user],
  );
  return {
    userId: user?.id,
    isPhysician: userHasRole(user, 'physician'),
    canBook: can('add', 'consultation'),
    canMove: can('change', 'consultation'),
    mayChangeCalendar,
  };
}
