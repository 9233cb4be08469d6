import { BOOKING_GRID_MINUTES } from '@praktijk/shared/schemas/calendar';
import { clockOf, minutesOf, nextDay, splitLocal, weekdayOf } from '@praktijk/shared/practice-clock';
import { type CalendarHours } from './rules';
import { overlapping, type Span } from './spans';

// "Next free slot" (issue 11.1, beyond the spec): the first start on the practitioner's INTERVAL
// grid (counted from the calendar's MIN) at or after a moment, on a weekday they work and not a
// public holiday, where `minutes` fit before MAX without touching a booking or a blocked time.
// Pure: the caller reads the days' guards and passes them in.

/** How far ahead the search looks, in days (the first day included). */
export const NEXT_FREE_DAYS = 62;

export interface FreeSearch {
  /** Wall clock 'YYYY-MM-DDTHH:mm': no start before it. */
  from: string;
  minutes: number;
  hours: CalendarHours;
  /** The spans a day's guard holds. */
  spansOn: (date: string) => readonly Span[];
  /** The name of the public holiday on that day, or null. */
  holidayOn: (date: string) => string | null;
  days?: number;
}

/** The first free start and its end as wall-clock times, or null when none is found in the window. */
export function nextFree(search: FreeSearch): { start: string; end: string } | null {
  const from = splitLocal(search.from);
  // The MIN itself may be off the booking grid; the first slot is the grid's next step.
  const first = Math.ceil(minutesOf(search.hours.min) / BOOKING_GRID_MINUTES) * BOOKING_GRID_MINUTES;
  const last = minutesOf(search.hours.max) - search.minutes;
  for (let i = 0; i < (search.days ?? NEXT_FREE_DAYS); i++) {
    const date = nextDay(from.date, i);
    if (!search.hours.weekdays.includes(weekdayOf(date)) || search.holidayOn(date)) continue;
    const spans = search.spansOn(date);
    for (let s = first; s <= last; s += search.hours.interval) {
      if (i === 0 && s < from.minutes) continue;
      if (!overlapping(spans, { s, e: s + search.minutes }).length) {
        return { start: `${date}T${clockOf(s)}`, end: `${date}T${clockOf(s + search.minutes)}` };
      }
    }
  }
  return null;
}
