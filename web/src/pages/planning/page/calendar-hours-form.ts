import { clockOf } from '@praktijk/shared/practice-clock';
import { CALENDAR_INTERVALS, type CalendarConfig, calendarConfigUpdateSchema } from '@praktijk/shared/schemas/calendar';
import * as z from 'zod';

// The calendar hours form (issue 11.1 "changeable per practitioner"): from, until, the slot step
// and the working days. The form holds text (Select values); the body is the contract's, and the
// contract's own schema checks it before sending, so its messages are the server's.

export interface CalendarHoursValues extends Record<string, unknown> {
  min: string;
  max: string;
  interval: string;
  weekdays: string[];
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Every quarter of an hour of the day, and 24:00 is no time: the last is 23:45. */
export const HOUR_OPTIONS = Array.from({ length: 96 }, (_, i) => ({ value: clockOf(i * 15), label: clockOf(i * 15) }));
export const INTERVAL_OPTIONS = CALENDAR_INTERVALS.map((n) => ({ value: String(n), label: `${n} minutes` }));
export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, i) => ({ value: String(i + 1), label }));

export function hoursValuesOf(config: CalendarConfig): CalendarHoursValues {
  return { min: config.min, max: config.max, interval: String(config.interval), weekdays: config.weekdays.map(String) };
}

export function hoursBody(values: CalendarHoursValues, consistency_token: string | null) {
  return { min: values.min, max: values.max, interval: Number(values.interval), weekdays: values.weekdays.map(Number), consistency_token };
}

export const hoursFormSchema = z.preprocess((values) => hoursBody(values as CalendarHoursValues, null), calendarConfigUpdateSchema);
