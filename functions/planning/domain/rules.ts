import { BLOCKED_MAX_DAYS, BOOKING_GRID_MINUTES, BOOKING_MAX_MINUTES, PLANNING_MESSAGES, type CalendarConfig } from '@praktijk/shared/schemas/calendar';
import { minutesOf, nextDay, splitLocal } from '@praktijk/shared/practice-clock';

// The rules of a booking's and a blocked time's times (issue 11, README "Planning and schedule"),
// as field errors. Pure: times are the practice's wall clock ('YYYY-MM-DDTHH:mm') as the request
// sent them, the hours are the practitioner's calendar config.

export type FieldErrors = Record<string, string[]>;
export type CalendarHours = Pick<CalendarConfig, 'min' | 'max' | 'interval' | 'weekdays'>;

const onGrid = (local: string) => splitLocal(local).minutes % BOOKING_GRID_MINUTES === 0;

/** start before end and both on the grid: what every booking and blocked time must be. */
function orderAndGrid(start: string, end: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!onGrid(start)) errors.start = [PLANNING_MESSAGES.grid];
  if (start >= end) errors.end = [PLANNING_MESSAGES.startBeforeEnd];
  else if (!onGrid(end)) errors.end = [PLANNING_MESSAGES.grid];
  return errors;
}

/**
 * A booking's times: start before end, on the grid, on one day, at most BOOKING_MAX_MINUTES, and,
 * when hours are given (a booked consultation, not a walk-in), within the calendar's MIN..MAX.
 */
export function bookingTimeErrors(start: string, end: string, hours?: Pick<CalendarHours, 'min' | 'max'>): FieldErrors {
  const errors = orderAndGrid(start, end);
  if (errors.end) return errors;
  const from = splitLocal(start);
  const to = splitLocal(end);
  if (from.date !== to.date) errors.end = [PLANNING_MESSAGES.sameDay];
  else if (to.minutes - from.minutes > BOOKING_MAX_MINUTES) errors.end = [PLANNING_MESSAGES.tooLong];
  if (!errors.start && !errors.end && hours && (from.minutes < minutesOf(hours.min) || to.minutes > minutesOf(hours.max))) {
    errors.start = [PLANNING_MESSAGES.outsideHours(hours.min, hours.max)];
  }
  return errors;
}

/** A blocked time's times: start before end, on the grid, and at most BLOCKED_MAX_DAYS days of the calendar. */
export function blockedTimeErrors(start: string, end: string): FieldErrors {
  const errors = orderAndGrid(start, end);
  if (errors.end) return errors;
  // The days it touches (an end at 00:00 does not touch its day) are each a guard in its transaction.
  const lastDay = end.slice(11, 16) === '00:00' ? nextDay(end.slice(0, 10), -1) : end.slice(0, 10);
  if (lastDay > nextDay(start.slice(0, 10), BLOCKED_MAX_DAYS - 1)) errors.end = [PLANNING_MESSAGES.blockedTooLong];
  return errors;
}
