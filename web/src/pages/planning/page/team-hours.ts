import { type CalendarConfig, DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { type CalendarHours } from '../calendar/PlanningCalendar';

// The side-by-side day shows several practitioners' hours in one grid: from the earliest start to
// the latest end, in a step every practitioner's slots fall on (their greatest common divisor), so
// each one's own slots can still be chosen. Time outside a practitioner's own hours is shaded.

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function teamHours(configs: readonly (Pick<CalendarConfig, 'min' | 'max' | 'interval'> | undefined)[]): CalendarHours {
  const known = configs.filter((c) => c !== undefined);
  if (!known.length) return { min: DEFAULT_CALENDAR_CONFIG.min, max: DEFAULT_CALENDAR_CONFIG.max, interval: DEFAULT_CALENDAR_CONFIG.interval };
  return {
    min: known.map((c) => c.min).reduce((a, b) => (b < a ? b : a)),
    max: known.map((c) => c.max).reduce((a, b) => (b > a ? b : a)),
    interval: known.map((c) => c.interval).reduce(gcd),
  };
}
