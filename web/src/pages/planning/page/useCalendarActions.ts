import { useMemo, useState } from 'react';
import { dialogForEvent, type PlanningDialog } from '@/features/planning/PlanningDialogs';
import { type CalendarActions } from './CalendarViews';
import { useCalendarUser } from './useCalendarUser';

/**
 * What a planning screen's calendars need of it: the signed-in user's rights, and the one dialog
 * open over them (a slot chosen books, an event opens its booking or blocked time).
 */
export function useCalendarActions() {
  const user = useCalendarUser();
  const [dialog, setDialog] = useState<PlanningDialog | null>(null);
  const actions = useMemo<CalendarActions>(
    () => ({
      canBook: user.canBook,
      canMove: user.canMove,
      onSelectSlot: ({ start, end, practitioner }) => setDialog({ kind: 'book', slot: { start, end }, practitionerId: practitioner.id }),
      onOpenEvent: (event) => setDialog(dialogForEvent(event)),
      dialog,
      onDialog: setDialog,
    }),
    [user.canBook, user.canMove, dialog],
  );
  return { user, actions, openDialog: setDialog };
}
