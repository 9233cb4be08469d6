import { blockedTimeSchema, PLANNING_MESSAGES, type BlockedTime } from '@praktijk/shared/schemas/calendar';
import * as z from 'zod';
import { readItem, readOptional } from '../../lib/data/read-item';
import { isoToDisplay } from '@praktijk/shared/dates';
import { clockOf, practiceLocal } from '@praktijk/shared/practice-clock';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { ValidationError } from '../../lib/errors';
import { readConsultation } from '../../consultations/domain/items';
import { overlapRefusal } from './bookings';
import { type DayGuard, type DayKey, guardOf } from './day-guard';
import { daySpans, overlapping, replaceSpan, type Span } from './spans';

// A practitioner's blocked time (spec 1 §3 "blocked time slots"): an item of its own, listed
// under the practitioner by its END (GSI2SK `<end ISO>#<id>`), so the blocked times that reach
// into a range are one Query from the range's start; and one span in the guard of every day it
// covers.

// The blocked time as the API shows it, its practitioner kept as id and name (listed by id).
const storedBlockedTimeFields = blockedTimeSchema.omit({ practitioner: true }).extend({ practitioner_id: z.string(), practitioner_name: z.string() });
export type StoredBlockedTime = z.output<typeof storedBlockedTimeFields>;
/** A blocked-time item read from the table (without its storage keys), parsed (loose: a write of it keeps what this code does not name). */
export const readBlockedTime = (item: unknown): StoredBlockedTime => readItem('blocked time', storedBlockedTimeFields.loose(), item);

export function blockedStorage(data: TenantData, blocked: StoredBlockedTime) {
  return {
    ...data.keys.blockedTime(blocked.id),
    entity: 'blocked-time',
    GSI2PK: data.keys.blockedTimesOfPractitionerPk(blocked.practitioner_id),
    GSI2SK: `${blocked.end}#${blocked.id}`,
    ...blocked,
  };
}

export function toBlockedTime(blocked: StoredBlockedTime): BlockedTime {
  return {
    id: blocked.id,
    practitioner: { id: blocked.practitioner_id, name: blocked.practitioner_name },
    start: blocked.start,
    end: blocked.end,
    reason: blocked.reason,
    created: blocked.created,
    updated_by: blocked.updated_by,
    consistency_token: blocked.consistency_token,
  };
}

export async function getBlockedTime(data: TenantData, id: string): Promise<StoredBlockedTime | undefined> {
  return readOptional(readBlockedTime, await data.get<unknown>(data.keys.blockedTime(id)));
}

export interface BlockedDay {
  day: DayKey;
  span: Span;
}

/** The days a blocked time covers, each with its span clipped to the day. */
export function blockedDays(blocked: Pick<StoredBlockedTime, 'id' | 'practitioner_id' | 'start' | 'end'>): BlockedDay[] {
  return daySpans(practiceLocal(blocked.start), practiceLocal(blocked.end)).map(({ date, s, e }) => ({
    day: { practitioner: blocked.practitioner_id, date },
    span: { id: blocked.id, kind: 'blocked', s, e },
  }));
}

/** Bookings named in the refusal at most; a longer list ends with '…'. */
const NAMED_BOOKINGS = 20;

/** 'HH:mm Name' of each booking (with its day, DD-MM-YYYY, when the blocked time covers several), from one BatchGet of those consultations. */
async function namedBookings(data: TenantData, found: { date: string; span: Span }[], severalDays: boolean): Promise<string> {
  const shown = found.slice(0, NAMED_BOOKINGS);
  const read = await batchGet(shown.map(({ span }) => data.keys.consultation(span.id)));
  const names = new Map(read.map((item) => readConsultation(stripStorage(item))).map((c) => [c.id, c.patient_name]));
  const named = shown.map(({ date, span }) => `${severalDays ? `${isoToDisplay(date)} ` : ''}${clockOf(span.s)} ${names.get(span.id) ?? ''}`.trim());
  return `${named.join(', ')}${found.length > shown.length ? ', …' : ''}`;
}

/**
 * The guards' new spans for blocked time `id` placed on `days` and taken off `released` (the days
 * a change no longer covers). Refused when it would cover a booking (the bookings named) or
 * another blocked time.
 */
export async function placeBlocked(
  data: TenantData,
  guards: ReadonlyMap<string, DayGuard>,
  change: { id: string; days: readonly BlockedDay[]; released?: readonly DayKey[] },
): Promise<{ guard: DayGuard; spans: Span[] }[]> {
  const placed = change.days.map(({ day, span }) => ({ day, span, guard: guardOf(guards, day) }));
  const found = placed.flatMap(({ day, span, guard }) => overlapping(guard.spans, span, change.id).map((other) => ({ date: day.date, span: other })));
  const bookings = found.filter((f) => f.span.kind === 'consultation').sort((a, b) => a.date.localeCompare(b.date) || a.span.s - b.span.s);
  if (bookings.length) throw ValidationError.nonField(PLANNING_MESSAGES.blockedOverBookings(await namedBookings(data, bookings, change.days.length > 1)));
  if (found.length) throw overlapRefusal(found.map((f) => f.span));
  const released = (change.released ?? []).map((day) => guardOf(guards, day));
  return [
    ...placed.map(({ span, guard }) => ({ guard, spans: replaceSpan(guard.spans, change.id, span) })),
    ...released.map((guard) => ({ guard, spans: replaceSpan(guard.spans, change.id) })),
  ];
}

/** Every day's guard taking the blocked time off (a delete). */
export function releaseBlocked(guards: ReadonlyMap<string, DayGuard>, id: string, days: readonly DayKey[]): { guard: DayGuard; spans: Span[] }[] {
  return days.map((day) => guardOf(guards, day)).map((guard) => ({ guard, spans: replaceSpan(guard.spans, id) }));
}
