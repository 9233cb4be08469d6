import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { ValidationError } from '../../lib/errors';
import { type StoredConsultation } from '../../consultations/domain/items';
import { type DayGuard, type DayKey } from './day-guard';
import { daySpans, overlapping, replaceSpan, type Span, timesOf } from './spans';

// A booked consultation in its practitioner's day guard: one span on the day of its start.

export interface Placed {
  day: DayKey;
  span: Span;
}

/** The day and span a booked consultation holds (bookings start and end on one day). */
export function placeOf(consultation: Pick<StoredConsultation, 'id' | 'start' | 'end' | 'practitioner_id'>): Placed {
  const [day] = daySpans(practiceLocal(consultation.start), practiceLocal(consultation.end));
  if (!day) throw new Error('A booked consultation without a time');
  return { day: { practitioner: consultation.practitioner_id, date: day.date }, span: { id: consultation.id, kind: 'consultation', s: day.s, e: day.e } };
}

/** The 400 for a time that overlaps these spans: a blocked time is named before a booking. */
export function overlapRefusal(found: readonly Span[]): ValidationError {
  const blocked = found.filter((span) => span.kind === 'blocked');
  const times = (spans: readonly Span[]) => spans.map(timesOf).join(', ');
  return ValidationError.nonField(blocked.length ? PLANNING_MESSAGES.overlapsBlocked(times(blocked)) : PLANNING_MESSAGES.overlapsBooking(times(found)));
}

/** The guard's spans with `span` placed (its own earlier span replaced); the overlap's 400 when it does not fit. */
export function placeSpan(guard: DayGuard, span: Span): Span[] {
  const found = overlapping(guard.spans, span, span.id);
  if (found.length) throw overlapRefusal(found);
  return replaceSpan(guard.spans, span.id, span);
}
