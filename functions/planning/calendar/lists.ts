import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { todayIso } from '@praktijk/shared/dates';
import { clockOf, minutesOf, practiceInstant, practiceLocal, splitLocal } from '@praktijk/shared/practice-clock';
import { type RequestContext } from '../../lib/auth/context';
import { readConsultation, type StoredConsultation } from '../../consultations/domain/items';
import { stripStorage } from '../../lib/data/items';
import { queryAll } from '../../lib/data/query';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { consultationsBetween } from '../domain/calendar-reads';
import { readCalendarHours } from '../domain/config';
import { practitionerByUsername } from '../domain/practitioners';
import { getPatient } from '../../patients/domain/repository';
import { summaryOf, withPlanningFields } from './summaries';

// The day lists (spec 1 §7 "Planning" and "Schedule"; issue 11.4, 11.5): each is one range Query
// of the practitioner's consultations on GSI2 (their start within the practice day), filtered and
// ordered here. A consultation of the day counts whether it was booked or walked in.

type DayInput = { params: { username: string }; query: { date?: string } };

/** The practitioner's consultations of the day (default today), old ones filled in, by start. */
async function dayOf(ctx: RequestContext, practitionerId: string, date: string): Promise<StoredConsultation[]> {
  const items = await consultationsBetween(ctx.data, practitionerId, date, date);
  return items.map(withPlanningFields).sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

async function practitionerDay(ctx: RequestContext, { params, query }: DayInput): Promise<StoredConsultation[]> {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  return dayOf(ctx, practitioner.id, query.date ?? todayIso());
}

const answer = (ctx: RequestContext, list: readonly StoredConsultation[]): ConsultationSummary[] => {
  const today = todayIso();
  return list.map((c) => summaryOf(c, ctx, today));
};

const waiting = (c: StoredConsultation) => c.arrived && !c.processed;
/** When the patient came (a consultation marked arrived before arrival times were kept: its start). */
const arrivedAt = (c: StoredConsultation) => c.arrived_at ?? c.start;
const treatedAt = (c: StoredConsultation) => c.processed_at ?? c.updated;

/** The physician's waiting room: arrived, not yet treated, longest waiting first. */
export async function practitionerWaitingPatients(input: Input<'practitionerWaitingPatients'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  const day = await practitionerDay(ctx, input);
  return answer(
    ctx,
    day.filter(waiting).sort((a, b) => arrivedAt(a).localeCompare(arrivedAt(b))),
  );
}

/** The day's treated consultations, most recently treated first. */
export async function practitionerTreatedPatients(input: Input<'practitionerTreatedPatients'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  const day = await practitionerDay(ctx, input);
  return answer(
    ctx,
    day.filter((c) => c.processed).sort((a, b) => treatedAt(b).localeCompare(treatedAt(a))),
  );
}

/** Reception's list: not arrived yet (nor treated), by start. */
export async function administrationWaitingPatients(input: Input<'administrationWaitingPatients'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  return answer(
    ctx,
    (await practitionerDay(ctx, input)).filter((c) => !c.arrived && !c.processed),
  );
}

/** Reception's check-out list: treated, by start. */
export async function administrationTreatedPatients(input: Input<'administrationTreatedPatients'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  return answer(
    ctx,
    (await practitionerDay(ctx, input)).filter((c) => c.processed),
  );
}

export interface HourCount {
  hour: string;
  booked: number;
  arrived: number;
  treated: number;
}

/**
 * Patients per hour of the day by their start: every consultation (booked), those whose patient
 * came (arrived, treated ones included) and those treated. The hours run from the calendar's MIN
 * to MAX, widened to any hour a consultation started outside them (a late walk-in still counts).
 */
export function countByHour(day: readonly StoredConsultation[], hours: { min: string; max: string }): HourCount[] {
  const hourOf = (c: StoredConsultation) => Math.floor(splitLocal(practiceLocal(c.start)).minutes / 60);
  const started = day.map(hourOf);
  const first = Math.min(Math.floor(minutesOf(hours.min) / 60), ...started);
  const last = Math.max(Math.ceil(minutesOf(hours.max) / 60) - 1, ...started);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const hour = first + i;
    const inHour = day.filter((c) => hourOf(c) === hour);
    return {
      hour: clockOf(hour * 60),
      booked: inHour.length,
      arrived: inHour.filter((c) => c.arrived || c.processed).length,
      treated: inHour.filter((c) => c.processed).length,
    };
  });
}

export async function practitionerHourlyPatients({ params, query }: Input<'practitionerHourlyPatients'>, ctx: RequestContext): Promise<HourCount[]> {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  const [day, hours] = await Promise.all([dayOf(ctx, practitioner.id, query.date ?? todayIso()), readCalendarHours(ctx.data, practitioner.id)]);
  return countByHour(day, hours);
}

/** The caller's own consultations of the day, booked and walk-in, by start (the physician's schedule). */
export async function scheduleSidebar({ query }: Input<'scheduleSidebar'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  return answer(ctx, await dayOf(ctx, ctx.userId, query.date));
}

/** The most future consultations a patient record lists. */
export const FUTURE_LIMIT = 50;

/**
 * The patient's consultations from the start of today on (practice day) that are not treated, by
 * start, at most FUTURE_LIMIT: one Query on the patient's consultations (GSI1) from today's first
 * instant, treated ones filtered out in the read, beside the patient's GetItem for the 404.
 */
export async function futureConsultations({ params }: Input<'futureConsultations'>, ctx: RequestContext): Promise<ConsultationSummary[]> {
  const from = practiceInstant(`${todayIso()}T00:00`).toISOString();
  const [patient, items] = await Promise.all([
    getPatient(ctx.tenantId, params.id),
    queryAll(
      {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :from',
        // `processed` is a DynamoDB reserved word: named through an attribute name.
        FilterExpression: '#processed <> :treated',
        ExpressionAttributeNames: { '#processed': 'processed' },
        ExpressionAttributeValues: { ':pk': ctx.data.keys.consultationsOfPatientPk(params.id), ':from': from, ':treated': true },
        ScanIndexForward: true,
        Limit: FUTURE_LIMIT,
      },
      FUTURE_LIMIT,
    ),
  ]);
  if (!patient) throw new NotFoundError();
  return answer(
    ctx,
    items.map((item) => withPlanningFields(readConsultation(stripStorage(item)))),
  );
}
