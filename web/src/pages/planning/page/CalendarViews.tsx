import Alert from '@cloudscape-design/components/alert';
import { type CalendarConfig, DEFAULT_CALENDAR_CONFIG, type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type DayRange, isWorkWeek } from '@/features/planning/calendar/calendar-range';
import { type ConsultationEvent, type PlanningEvent } from '@/features/planning/calendar/calendar-events';
import { PlanningCalendar, type PlanningResource } from '../calendar/PlanningCalendar';
import { useBookingMoves } from '../calendar/useBookingMoves';
import { configQuery, type PracticeDays, usePractitionerSlots, useTeamSlots } from '@/features/planning/calendar/usePlanningData';
import { type PlanningDialog, PlanningDialogs } from '@/features/planning/PlanningDialogs';
import { teamHours } from './team-hours';

// The two calendars a planning screen shows: one practitioner's week or day, and the team's day
// (every practitioner side by side, each column in their own hours). Both read through the query
// layer, so realtime 'planning' messages and our own writes refresh them without a reload.

export interface CalendarActions {
  canBook: boolean;
  canMove: boolean;
  onSelectSlot(slot: { start: Date; end: Date; practitioner: Practitioner }): void;
  onOpenEvent(event: Exclude<PlanningEvent, { kind: 'holiday' }>): void;
  /** The dialog open over the calendar; it follows the newest version of what it shows. */
  dialog: PlanningDialog | null;
  onDialog(dialog: PlanningDialog | null): void;
}

const LOAD_FAILED = (
  <Alert type="error" header="The calendar could not be loaded">
    Try again in a moment; the calendar refreshes by itself once the server answers.
  </Alert>
);

/** A practitioner's calendar config, the practice's defaults until it is known. */
const DEFAULT_CONFIG: CalendarConfig = { ...DEFAULT_CALENDAR_CONFIG, weekdays: [...DEFAULT_CALENDAR_CONFIG.weekdays], consistency_token: null };

export function usePractitionerConfig(username: string): CalendarConfig {
  // One object while it loads, so what is memoised on the config is not redone every render.
  return useQuery(configQuery(username)).data ?? DEFAULT_CONFIG;
}

export function PractitionerCalendar({
  practitioner,
  practitioners,
  config,
  view,
  day,
  range,
  practiceDays,
  actions,
}: {
  practitioner: Practitioner;
  practitioners: readonly Practitioner[];
  config: CalendarConfig;
  view: 'week' | 'day';
  day: string;
  range: DayRange;
  practiceDays: PracticeDays;
  actions: CalendarActions;
}) {
  const { slots, events } = usePractitionerSlots(practitioner.username, range);
  const { apply, move: moveBooking } = useBookingMoves(practitioners);
  const shown = useMemo(() => apply([...events, ...practiceDays.holidays]), [apply, events, practiceDays.holidays]);
  const { onSelectSlot } = actions;
  const select = useCallback((slot: { start: Date; end: Date }) => onSelectSlot({ ...slot, practitioner }), [onSelectSlot, practitioner]);
  const move = useCallback((event: ConsultationEvent, start: Date, end: Date) => void moveBooking(event, start, end), [moveBooking]);
  if (slots.isError && !slots.data) return LOAD_FAILED;
  return (
    <>
      <PlanningCalendar
        view={view === 'day' ? 'day' : isWorkWeek(config.weekdays) ? 'work_week' : 'week'}
        day={day}
        events={shown}
        hours={config}
        closed={practiceDays.closed}
        workdays={config.weekdays}
        canBook={actions.canBook}
        canMove={actions.canMove}
        onSelectSlot={select}
        onOpenEvent={actions.onOpenEvent}
        onMove={move}
      />
      <PlanningDialogs dialog={actions.dialog} events={shown} practitioners={practitioners} onChange={actions.onDialog} />
    </>
  );
}

export function TeamCalendar({
  practitioners,
  day,
  practiceDays,
  actions,
}: {
  practitioners: readonly Practitioner[];
  day: string;
  practiceDays: PracticeDays;
  actions: CalendarActions;
}) {
  const usernames = useMemo(() => practitioners.map((p) => p.username), [practitioners]);
  const team = useTeamSlots(usernames, day);
  const { apply, move: moveBooking } = useBookingMoves(practitioners);
  const resources = useMemo<PlanningResource[]>(() => practitioners.map((p) => ({ id: p.username, title: p.name })), [practitioners]);
  // Holidays concern everyone: the first column carries them.
  const holidays = useMemo(() => practiceDays.holidays.map((h) => ({ ...h, resourceId: usernames[0] })), [practiceDays.holidays, usernames]);
  const shown = useMemo(() => apply([...team.events, ...holidays]), [apply, team.events, holidays]);
  const hours = useMemo(() => teamHours(team.configs), [team.configs]);
  const hoursOf = useCallback((username: string) => team.configs[usernames.indexOf(username)], [team.configs, usernames]);
  const { onSelectSlot } = actions;
  const select = useCallback(
    (slot: { start: Date; end: Date; resourceId?: string }) => {
      const practitioner = practitioners.find((p) => p.username === slot.resourceId);
      if (practitioner) onSelectSlot({ start: slot.start, end: slot.end, practitioner });
    },
    [onSelectSlot, practitioners],
  );
  const move = useCallback(
    (event: ConsultationEvent, start: Date, end: Date, resourceId?: string) => void moveBooking(event, start, end, resourceId),
    [moveBooking],
  );
  if (team.failed && team.events.length === 0) return LOAD_FAILED;
  return (
    <>
      <PlanningCalendar
        view="day"
        day={day}
        events={shown}
        hours={hours}
        closed={practiceDays.closed}
        workdays={[1, 2, 3, 4, 5, 6, 7]}
        resources={resources}
        hoursOf={hoursOf}
        canBook={actions.canBook}
        canMove={actions.canMove}
        onSelectSlot={select}
        onOpenEvent={actions.onOpenEvent}
        onMove={move}
      />
      <PlanningDialogs dialog={actions.dialog} events={shown} practitioners={practitioners} onChange={actions.onDialog} />
    </>
  );
}
