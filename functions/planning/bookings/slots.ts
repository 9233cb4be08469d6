import { PLANNING_MESSAGES, SLOTS_MAX_DAYS, type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { REQUIRED } from '@praktijk/shared/schemas/fields';
import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, practiceInstant, practiceLocal, weekdayOf } from '@praktijk/shared/practice-clock';
import { type RequestContext } from '../../lib/auth/context';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { toConsultationSummary } from '../../consultations/domain/show';
import { toBlockedTime } from '../domain/blocked';
import { blockedTimesBetween, consultationsBetween } from '../domain/calendar-reads';
import { hoursOf } from '../domain/config';
import { readDayGuard } from '../domain/day-guard';
import { NEXT_FREE_DAYS, nextFree } from '../domain/next-free';
import { practitionerByUsername } from '../domain/practitioners';
import { type CalendarHours } from '../domain/rules';

// GET /api/planning/slots/ (issue 11.1): a practitioner's calendar over from..to (this week,
// Monday to Sunday, by default): their consultations and blocked times, in two range Queries
// beside the practice's users (kept a minute per container); or, with next_free=true, the first
// free start of `minutes` from now (or `after`), read from the guards of the next 62 days and the
// practitioner's config in one BatchGet.

type Query = Input<'getSlots'>['query'];

/** The days asked for, the default week filled in; a field error on `to` when the range is wrong. */
export function slotRange(query: Pick<Query, 'from' | 'to'>, today = todayIso()): { from: string; to: string } {
  const monday = nextDay(today, 1 - weekdayOf(today));
  const from = query.from ?? monday;
  const to = query.to ?? (query.from ? nextDay(from, SLOTS_MAX_DAYS - 1) : nextDay(monday, 6));
  if (to < from) throw ValidationError.field('to', PLANNING_MESSAGES.rangeOrder);
  if (to > nextDay(from, SLOTS_MAX_DAYS - 1)) throw ValidationError.field('to', PLANNING_MESSAGES.rangeTooLong);
  return { from, to };
}

export async function getSlots({ query }: Input<'getSlots'>, ctx: RequestContext): Promise<SlotsAnswer> {
  if (query.next_free === 'true') return firstFree(query, ctx);
  const range = slotRange(query);
  const practitioner = await practitionerByUsername(ctx.tenantId, query.practitioner);
  const [consultations, blocked] = await Promise.all([
    consultationsBetween(ctx.data, practitioner.id, range.from, range.to),
    blockedTimesBetween(ctx.data, practitioner.id, range.from, range.to),
  ]);
  const today = todayIso();
  return {
    kind: 'range',
    ...range,
    consultations: consultations.map((c) => toConsultationSummary(c, ctx, today)),
    blocked: blocked.map(toBlockedTime),
  };
}

/** The next minute from now: a slot that began seconds ago is not free any more. */
const nextMinute = (now = Date.now()) => practiceLocal(Math.ceil(now / 60_000) * 60_000);

async function firstFree(query: Query, ctx: RequestContext): Promise<SlotsAnswer> {
  if (query.minutes === undefined) throw ValidationError.field('minutes', REQUIRED);
  const minutes = query.minutes;
  const practitioner = await practitionerByUsername(ctx.tenantId, query.practitioner);
  const from = query.after ?? nextMinute();
  const dates = Array.from({ length: NEXT_FREE_DAYS }, (_, i) => nextDay(from.slice(0, 10), i));
  const configKey = ctx.data.keys.calendarConfig(practitioner.id);
  const items = await batchGet([configKey, ...dates.map((date) => ctx.data.keys.practitionerDay(practitioner.id, date))]);
  const config = items.find((item) => item.SK === configKey.SK);
  const guards = new Map(
    items
      .filter((item) => item !== config)
      .map((item) => readDayGuard(stripStorage(item)))
      .map((g) => [g.date, g.spans]),
  );
  const found = nextFree({
    from,
    minutes,
    hours: hoursOf(config && stripStorage<Partial<CalendarHours>>(config)),
    spansOn: (date) => guards.get(date) ?? [],
    holidayOn,
  });
  return found
    ? { kind: 'next_free', start: practiceInstant(found.start).toISOString(), end: practiceInstant(found.end).toISOString() }
    : { kind: 'next_free', start: null, end: null };
}
