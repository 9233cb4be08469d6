import { type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { dayText } from '../calendar/calendar-range';
import { clockOfDate, dayOf, wallDate } from '../calendar/wall-clock';
import { lengthText } from '../booking/booking-form';

// "Next free slot" (issue 11.1): the first free start of a length for a practitioner, from now
// or from the first day shown, as the server finds it (skipping bookings, blocked times, closed
// days and the end of the working hours).

/** The lengths offered, in minutes. */
export const NEXT_FREE_LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120] as const;

/**
 * The lengths offered for a practitioner, their calendar's interval among them. The interval is
 * the default (issue 22 §3): a fixed 30 minutes passed over a free quarter of an hour today
 * (10:45-11:00 between bookings) and answered the next Monday, while the practitioner books by
 * the quarter. The server's search was right for the length it was given.
 */
export function nextFreeLengths(interval: number): number[] {
  return [...new Set([interval, ...NEXT_FREE_LENGTHS])].sort((a, b) => a - b);
}

export interface FreeSlot {
  start: Date;
  end: Date;
}

/** The answer's slot as wall-clock Dates, or null when none was found. */
export function freeSlotOf(answer: SlotsAnswer): FreeSlot | null {
  if (answer.kind !== 'next_free' || !answer.start || !answer.end) return null;
  return { start: wallDate(answer.start), end: wallDate(answer.end) };
}

/** 'Next free: wo 25-11-2026 10:30-11:00', or that there is none. */
export function nextFreeText(slot: FreeSlot | null, minutes: number): string {
  if (!slot) return `No free time of ${lengthText(minutes)} was found.`;
  return `Next free: ${dayText(dayOf(slot.start))} ${clockOfDate(slot.start)}-${clockOfDate(slot.end)}`;
}

/** Search from the first day shown when it lies ahead, else from now (the server's default). */
export function searchAfter(day: string, today: string): string | undefined {
  return day > today ? `${day}T00:00` : undefined;
}
