import { isIsoDate, isoToDisplay } from '@praktijk/shared/dates';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';

// Which days a calendar shows, and how the toolbar names them (issue 11.1): weeks from Monday,
// Monday to Friday when the practitioner works no weekend day, Dutch dates DD-MM-YYYY. Days are
// the practice's ('YYYY-MM-DD'), never the browser's.

/** week and day: one practitioner; team: several practitioners' day side by side. */
export const CALENDAR_VIEWS = ['week', 'day', 'team'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function isCalendarView(value: string | null | undefined): value is CalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(value ?? '');
}

/** Short Dutch weekday names, Monday first (the app speaks Dutch dates: 'wo 25-11-2026'). */
const WEEKDAY_SHORT = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;

/** 'wo 25-11-2026' */
export function dayText(day: string): string {
  return `${WEEKDAY_SHORT[weekdayOf(day) - 1]} ${isoToDisplay(day)}`;
}

/** The Monday of the day's week. */
export function mondayOf(day: string): string {
  return nextDay(day, 1 - weekdayOf(day));
}

/** A practitioner working Monday to Friday only gets the work week (no empty weekend columns). */
export function isWorkWeek(weekdays: readonly number[]): boolean {
  return weekdays.every((weekday) => weekday <= 5);
}

/** A type, not an interface: it is also a query's values. */
export type DayRange = { from: string; to: string };

/** The days the view shows around `day` (inclusive). */
export function visibleDays(day: string, view: CalendarView, workWeek: boolean): DayRange {
  if (view !== 'week') return { from: day, to: day };
  const from = mondayOf(day);
  return { from, to: nextDay(from, workWeek ? 4 : 6) };
}

const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Previous / next: a week or a day. A practitioner's day view skips the weekdays they do not work
 * (`workdays`, 1 = Monday), as their week view leaves them out: Next from a Friday of a Monday to
 * Friday practitioner is the Monday. The team's day steps one day: someone may work any day.
 */
export function shiftDay(day: string, view: CalendarView, direction: -1 | 1, workdays: readonly number[] = ALL_WEEKDAYS): string {
  if (view === 'week') return nextDay(day, 7 * direction);
  const worked = view === 'day' && workdays.length > 0 ? workdays : ALL_WEEKDAYS;
  let next = nextDay(day, direction);
  // At most six steps: some day of any week is worked.
  for (let step = 1; step < 7 && !worked.includes(weekdayOf(next)); step += 1) next = nextDay(next, direction);
  return next;
}

/** The toolbar's range: 'wo 25-11-2026' for a day, '23-11-2026 – 27-11-2026' for a week. */
export function rangeText({ from, to }: DayRange): string {
  return from === to ? dayText(from) : `${isoToDisplay(from)} – ${isoToDisplay(to)}`;
}

/** The day a URL names (?date=YYYY-MM-DD), else today. */
export function dayFromUrl(value: string | null, today: string): string {
  return value && isIsoDate(value) ? value : today;
}
