import * as z from 'zod';
import { clockOf, nextDay, splitLocal } from '@praktijk/shared/practice-clock';

// What a practitioner-day guard holds (ACCESS-PATTERNS.md "practitioner-day guard"): the minutes
// of the practice day each booked consultation and blocked time takes. Pure functions only: the
// overlap check is decided on the spans a write read, and the write is conditioned on their version.

export const spanSchema = z.object({
  id: z.string(),
  kind: z.enum(['consultation', 'blocked']),
  /** [s, e) in minutes of one practice day (0..1440, e exclusive). */
  s: z.number(),
  e: z.number(),
});
export type Span = z.output<typeof spanSchema>;
export type SpanKind = Span['kind'];
/** One day's part of a time range. */
export interface DaySpan {
  date: string;
  s: number;
  e: number;
}

export const DAY_MINUTES = 24 * 60;

/** The practice days a wall-clock range [start, end) covers, each clipped to its day; a range ending at 00:00 does not touch that day. */
export function daySpans(startLocal: string, endLocal: string): DaySpan[] {
  const start = splitLocal(startLocal);
  const end = splitLocal(endLocal);
  const days: DaySpan[] = [];
  for (let date = start.date; date <= end.date; date = nextDay(date)) {
    const s = date === start.date ? start.minutes : 0;
    const e = date === end.date ? end.minutes : DAY_MINUTES;
    if (e > s) days.push({ date, s, e });
  }
  return days;
}

/** The spans that share a minute with [s, e), leaving out the span of `ownId` (a move or change of itself). */
export function overlapping(spans: readonly Span[], range: { s: number; e: number }, ownId?: string): Span[] {
  return spans.filter((span) => span.id !== ownId && span.s < range.e && range.s < span.e);
}

/** 'HH:mm-HH:mm' of a span (the end of a whole day reads 24:00). */
export const timesOf = (span: { s: number; e: number }): string => `${clockOf(span.s)}-${clockOf(span.e)}`;

/** The spans without `id`, with `added` (when given) in start order. */
export function replaceSpan(spans: readonly Span[], id: string, added?: Span): Span[] {
  const kept = spans.filter((span) => span.id !== id);
  return (added ? [...kept, added] : kept).sort((a, b) => a.s - b.s || a.id.localeCompare(b.id));
}
