import { TZDate } from '@date-fns/tz';
import { TIMEZONE } from './constants';

// The practice's wall clock (America/Paramaribo) for planning (issue 11): requests name times as
// the practice reads them ('YYYY-MM-DDTHH:mm'), the table stores instants. Converted here only,
// for the functions and the web client alike, so neither depends on its own machine's zone.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' on the practice's clock -> the instant (Date). */
export function practiceInstant(local: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new Error(`Not a practice wall-clock time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, 0, TIMEZONE).getTime());
}

/** An instant -> 'YYYY-MM-DDTHH:mm' on the practice's clock. */
export function practiceLocal(instant: Date | string | number): string {
  const t = new TZDate(new Date(instant).getTime(), TIMEZONE);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** 'HH:mm' -> minutes since midnight. */
export const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** Minutes since midnight -> 'HH:mm'. */
export const clockOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The day ('YYYY-MM-DD') and minute of the day of a wall-clock time. */
export function splitLocal(local: string): { date: string; minutes: number } {
  return { date: local.slice(0, 10), minutes: minutesOf(local.slice(11, 16)) };
}

/** The day after ('YYYY-MM-DD'), by the calendar (no zone involved). */
export function nextDay(date: string, days = 1): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a day: 1 = Monday ... 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
