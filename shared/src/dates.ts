import { TZDateMini } from '@date-fns/tz';
// One entry point per function, not the 'date-fns' barrel: the barrel loads ~250 modules, and Node 24
// parses date-fns's 199 KB package.json `exports` again for every module it loads (the package scope
// lookup), which made importing this file take seconds in the tests and the twin.
import type { Day, Month } from 'date-fns';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfWeek } from 'date-fns/startOfWeek';
import { nl } from 'date-fns/locale/nl';
import { TIMEZONE, WEEK_STARTS_ON } from './constants';

// Dates in one place (DESIGN §3, issue 7 §4): the screens show DD-MM-YYYY (spec 1 §1, nl-NL), the
// API speaks ISO YYYY-MM-DD, weeks begin on Monday, and a moment in time is shown as the day and
// hour of the practice's clock (Paramaribo), not the device's, so everyone sees the same day.
// Decision: date-fns' light formatter and the fixed shapes below rather than format() and parse(),
// which would add ~10 kB gzip to every signed-in page (issue 7 §5) for patterns this fixed.

const DISPLAY = 'dd-MM-yyyy';
const ISO = 'yyyy-MM-dd';
const ISO_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_SHAPE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** date-fns options for the practice: Dutch names, weeks from Monday. */
export const PRACTICE_DATE_OPTIONS = { locale: nl, weekStartsOn: WEEK_STARTS_ON } as const;

/** A real calendar day, or undefined (31-02-2025, month 13, a year before 1000). */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  const real = isValid(date) && year >= 1000 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}

function fromIso(text: string): Date | undefined {
  const match = ISO_SHAPE.exec(text);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

export function isIsoDate(value: string): boolean {
  return fromIso(value) !== undefined;
}

/** '2025-01-31' -> '31-01-2025'; anything that is not an ISO date comes back as it was. */
export function isoToDisplay(iso: string): string {
  const date = fromIso(iso);
  return date ? lightFormat(date, DISPLAY) : iso;
}

/** '31-01-2025' -> '2025-01-31'; undefined for an incomplete or impossible date (31-02-2025). */
export function displayToIso(display: string): string | undefined {
  const match = DISPLAY_SHAPE.exec(display.trim());
  const date = match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
  return date ? lightFormat(date, ISO) : undefined;
}

/** The moment as the practice's clock reads it. */
export function inPracticeTime(moment: Date | string | number): Date {
  return new TZDateMini(new Date(moment).getTime(), TIMEZONE);
}

function moment(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** DD-MM-YYYY for an ISO date or a timestamp (the day in Paramaribo); '' when there is none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (ISO_SHAPE.test(value)) return isoToDisplay(value);
  const date = moment(value);
  return date ? lightFormat(inPracticeTime(date), DISPLAY) : '';
}

/** DD-MM-YYYY HH:mm (24-hour, spec 1 §9) for a timestamp, on the practice's clock; '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = moment(value);
  return date ? lightFormat(inPracticeTime(date), `${DISPLAY} HH:mm`) : '';
}

/** Today on the practice's clock as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return lightFormat(inPracticeTime(now), ISO);
}

/** The top bar's clock (spec 1 §2, §9): 'ma 05 januari 2026 14:03:07', Dutch names, 24-hour. */
export function formatClock(now: Date): string {
  const time = inPracticeTime(now);
  const weekday = nl.localize.day(time.getDay() as Day, { width: 'short' });
  const month = nl.localize.month(time.getMonth() as Month, { width: 'wide' });
  return `${weekday} ${lightFormat(time, 'dd')} ${month} ${lightFormat(time, 'yyyy HH:mm:ss')}`;
}

/** The Monday that begins the practice's week holding this moment, as YYYY-MM-DD. */
export function weekStartIso(now: Date = new Date()): string {
  return lightFormat(startOfWeek(inPracticeTime(now), PRACTICE_DATE_OPTIONS), ISO);
}
