import { LOCALE, WEEK_STARTS_ON } from '@praktijk/shared/constants';
import { nextDay } from '@praktijk/shared/practice-clock';

// The month grid of the picked-dates calendar, as pure functions of ISO dates (YYYY-MM-DD): which
// days a month shows (whole weeks from Monday, spec 2 §1), where the arrow keys move, and the
// Dutch names of months and days the app's other calendars show (nl-NL). Calendar arithmetic
// only: no time zone is involved, 'today' comes from the practice's clock.

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-03-14' -> '2025-03'. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The same day n months on, kept inside the month (31-01 + 1 month is 28-02 or 29-02). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** 0 for the first day of the week (Monday), 6 for the last. */
const weekPosition = (iso: string) => (utc(iso).getUTCDay() - WEEK_STARTS_ON + 7) % 7;

/** The weeks a month shows, each seven ISO dates, the days of the months around it included. */
export function weeksOf(month: string): string[][] {
  const first = `${month}-01`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = `${month}-${pad(daysInMonth(year, m))}`;
  const weeks: string[][] = [];
  for (let start = nextDay(first, -weekPosition(first)); start <= last; start = nextDay(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => nextDay(start, i)));
  }
  return weeks;
}

/** Where a key moves the calendar's cursor (the grid pattern of WAI-ARIA), or null for another key. */
export function moveCursor(iso: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return nextDay(iso, -1);
    case 'ArrowRight':
      return nextDay(iso, 1);
    case 'ArrowUp':
      return nextDay(iso, -7);
    case 'ArrowDown':
      return nextDay(iso, 7);
    case 'Home':
      return nextDay(iso, -weekPosition(iso));
    case 'End':
      return nextDay(iso, 6 - weekPosition(iso));
    case 'PageUp':
      return addMonths(iso, -1);
    case 'PageDown':
      return addMonths(iso, 1);
    default:
      return null;
  }
}

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
const MONTH_TITLE = format({ month: 'long', year: 'numeric' });
const DAY_NAME = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY_SHORT = format({ weekday: 'short' });
const WEEKDAY_LONG = format({ weekday: 'long' });

/** '2025-03' -> 'maart 2025'. */
export const monthTitle = (month: string) => MONTH_TITLE.format(utc(`${month}-01`));
/** '2025-03-03' -> 'maandag 3 maart 2025', what a screen reader hears for a day. */
export const dayName = (iso: string) => DAY_NAME.format(utc(iso));

/** The column headers from Monday: short ('ma') and long ('maandag'). */
export function weekdayNames(): { short: string; long: string }[] {
  return weeksOf('2025-03')[0]!.map((iso) => ({ short: WEEKDAY_SHORT.format(utc(iso)), long: WEEKDAY_LONG.format(utc(iso)) }));
}
