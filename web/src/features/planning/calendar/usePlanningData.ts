import { type CalendarConfig, type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiQuery } from '@/query/api-query';
import { blockedEvent, consultationEvent, holidayEvent, type HolidayEvent, type PlanningEvent } from './calendar-events';
import { type DayRange } from './calendar-range';

// The calendar's reads, each through the query layer's key (so a realtime 'planning' message or
// a write refreshes exactly these): a practitioner's config and range of slots, and the
// practice's holidays and closed days of the range.

export const configQuery = (username: string) => apiQuery('getCalendarConfig', { params: { username } });
export const slotsQuery = (username: string, { from, to }: DayRange) => apiQuery('getSlots', { query: { practitioner: username, from, to } });

/** A slots/ answer over a range as calendar events (resourceId: the practitioner, in the side-by-side day). */
export function eventsOfSlots(answer: SlotsAnswer | undefined, resourceId?: string): PlanningEvent[] {
  if (answer?.kind !== 'range') return [];
  return [...answer.consultations.map((c) => consultationEvent(c, resourceId)), ...answer.blocked.map((b) => blockedEvent(b, resourceId))];
}

/** A practitioner's calendar over the range; the last range stays shown while the next one loads. */
export function usePractitionerSlots(username: string, range: DayRange) {
  const slots = useQuery({ ...slotsQuery(username, range), placeholderData: keepPreviousData });
  const events = useMemo(() => eventsOfSlots(slots.data), [slots.data]);
  return { slots, events };
}

interface Combined<T> {
  data: (T | undefined)[];
  loading: boolean;
  failed: boolean;
}

/** Stable across renders while the answers are the same (TanStack memoises a stable combine). */
function combine<T>(results: readonly { data: T | undefined; isPending: boolean; isError: boolean }[]): Combined<T> {
  return { data: results.map((r) => r.data), loading: results.some((r) => r.isPending), failed: results.some((r) => r.isError) };
}

/** Several practitioners' calendars and configs of one day (the side-by-side day). */
export function useTeamSlots(usernames: readonly string[], day: string) {
  const slots = useQueries({
    queries: usernames.map((username) => ({ ...slotsQuery(username, { from: day, to: day }), placeholderData: keepPreviousData })),
    combine: combine<SlotsAnswer>,
  });
  const configs = useQueries({ queries: usernames.map((username) => configQuery(username)), combine: combine<CalendarConfig> });
  const events = useMemo(() => slots.data.flatMap((answer, i) => eventsOfSlots(answer, usernames[i])), [slots.data, usernames]);
  return { events, configs: configs.data, loading: slots.loading || configs.loading, failed: slots.failed || configs.failed };
}

export interface PracticeDays {
  holidays: HolidayEvent[];
  /** Closed days of the range by day, with the holiday's name. */
  closed: ReadonlyMap<string, string>;
}

/** The public holidays (events) and closed days of the range. */
export function usePracticeDays(range: DayRange): PracticeDays {
  const events = useQuery({ ...apiQuery('calendarEvents', { query: range }), placeholderData: keepPreviousData });
  const days = useQuery({ ...apiQuery('calendarDays', { query: range }), placeholderData: keepPreviousData });
  return useMemo(
    () => ({
      holidays: (events.data ?? []).map(holidayEvent),
      closed: new Map((days.data ?? []).filter((day) => day.closed).map((day) => [day.date, day.name])),
    }),
    [events.data, days.data],
  );
}
