import { practiceInstant, practiceLocal } from '@praktijk/shared/practice-clock';

// The calendar shows the PRACTICE's wall clock (America/Paramaribo) whatever the browser's zone
// (issue 11). react-big-calendar reads a Date's own (browser-local) fields, so every instant it
// shows becomes a "wall-clock Date": a Date whose local fields read what a clock in the practice
// reads at that instant. A Date the calendar hands back (a drop, a selected slot) is read the
// same way, as the practice's 'YYYY-MM-DDTHH:mm', which is what the API takes. (A browser in a
// zone with daylight saving cannot hold the one wall-clock hour its own clock skips; the
// practice's hours, 07:30-17:00 by default, never fall in such a gap, which zones place at night.)

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' (or a day 'YYYY-MM-DD', at midnight) -> the wall-clock Date that reads it. */
export function wallDateOf(local: string): Date {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`Not a practice wall-clock time: ${local}`);
  const [, year, month, day, hours = '0', minutes = '0'] = match;
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), 0, 0);
}

/** An instant (ISO string or Date) -> the wall-clock Date showing it on the practice's clock. */
export function wallDate(instant: string | Date | number): Date {
  return wallDateOf(practiceLocal(instant));
}

/** A wall-clock Date -> 'YYYY-MM-DDTHH:mm' on the practice's clock (what the API takes). */
export function localOf(date: Date): string {
  return `${dayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A wall-clock Date -> its practice day 'YYYY-MM-DD'. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A wall-clock Date -> the instant it stands for. */
export function instantOf(date: Date): Date {
  return practiceInstant(localOf(date));
}

/** Now, as the practice's clock reads it (the calendar's "now" line and today). */
export function wallNow(now: Date = new Date()): Date {
  return wallDate(now);
}

/** 'HH:mm' of a wall-clock Date. */
export function clockOfDate(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
