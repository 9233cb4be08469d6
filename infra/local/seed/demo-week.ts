import { ulid } from 'ulid';
import { tableName } from '@praktijk/functions/lib/data/client';
import { newConsistencyToken } from '@praktijk/functions/lib/data/consistency';
import { type UserProfileItem } from '@praktijk/functions/lib/data/items';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { consultationItems, type ConsultationItems } from '@praktijk/functions/consultations/domain/items';
import { newConsultationItems, personOf, type Writer } from '@praktijk/functions/consultations/domain/writes';
import { placeOf, placeSpan } from '@praktijk/functions/planning/domain/bookings';
import { blockedDays, blockedStorage, placeBlocked, type StoredBlockedTime } from '@praktijk/functions/planning/domain/blocked';
import { guardedWrite, guardOf } from '@praktijk/functions/planning/domain/day-guard';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { practiceInstant, practiceLocal, splitLocal } from '@praktijk/shared/practice-clock';
import { type DemoReasonType } from './demo-consultation-plan';
import { type DemoBlocked, type DemoBooking, demoWeek } from './demo-week-plan';
import { atLastChange } from './last-change';

// Writes a demo physician's week (demo-week-plan.ts) as the planning API would have: each blocked
// time and each booking in its own transaction with its practitioner-day guard (guardedWrite, the
// overlap check of the create operations), so the seeded calendar keeps the no-double-booking rule
// and later bookings over the API are checked against it. Walk-ins hold no time and take no guard,
// as the API books them. Days are written side by side (their guards are separate items); within
// a day one write follows the other.

const DAY_MS = 86_400_000;

export interface DemoWeekTarget {
  tenantId: string;
  physician: UserProfileItem;
  patients: readonly StoredPatient[];
  /** Per patient: the insurance a consultation of theirs is for (demo-patients.ts); none without it. */
  consultationInsurance?: readonly (string | null)[];
  reasonTypes: ReadonlyMap<DemoReasonType, string>;
  seed: number;
  fill?: number;
  now?: Date;
}

async function writeBlocked(writer: Writer, plan: DemoBlocked, now: Date): Promise<void> {
  const blocked: StoredBlockedTime = {
    id: ulid(),
    practitioner_id: writer.userId,
    practitioner_name: personOf(writer).name,
    start: practiceInstant(plan.start).toISOString(),
    end: practiceInstant(plan.end).toISOString(),
    reason: plan.reason,
    created: now.toISOString(),
    updated_by: personOf(writer),
    consistency_token: newConsistencyToken(),
  };
  const days = blockedDays(blocked);
  const item = { Put: { TableName: tableName(), Item: blockedStorage(writer.data, blocked), ConditionExpression: 'attribute_not_exists(PK)' } };
  await guardedWrite(
    writer.data,
    days.map((d) => d.day),
    async (guards) => ({ guards: await placeBlocked(writer.data, guards, { id: blocked.id, days }), items: [item] }),
  );
}

/** A planned booking as the API would have stored it: booked ahead, treated or arrived at its own time, with the patient's one insurance. */
export function bookingConsultation(writer: Writer, target: DemoWeekTarget, plan: DemoBooking, now: Date): ConsultationItems {
  const patient = target.patients[plan.patient]!;
  const start = practiceInstant(plan.start);
  const person = personOf(writer);
  return atLastChange(
    consultationItems({
      data: writer.data,
      patientId: patient.id,
      patientNames: patient,
      practitioner: person,
      author: { ...person, user: target.physician },
      start,
      end: practiceInstant(plan.end),
      booked: !plan.isWalkin,
      // Reception booked it a few days ahead (never after the seed runs); a walk-in is written as it comes in.
      created: plan.isWalkin ? start : new Date(Math.min(start.getTime() - 2 * DAY_MS, now.getTime())),
      reason_type: target.reasonTypes.get(plan.reasonType)!,
      reason: plan.reason,
      is_walkin: plan.isWalkin,
      // The one insurance the consultation form would have preselected (spec 3 §2).
      insurance: target.consultationInsurance?.[plan.patient] ?? null,
      arrived: plan.state !== 'booked',
      processed: plan.state === 'treated',
      note: plan.note,
    }),
  );
}

async function writeBooking(writer: Writer, target: DemoWeekTarget, plan: DemoBooking, now: Date): Promise<void> {
  const built = bookingConsultation(writer, target, plan, now);
  const items = newConsultationItems(writer, built);
  if (plan.isWalkin) {
    await writer.data.transact(items);
    return;
  }
  const { day, span } = placeOf(built.consultation);
  await guardedWrite(writer.data, [day], (read) => {
    const guard = guardOf(read, day);
    return { guards: [{ guard, spans: placeSpan(guard, span) }], items };
  });
}

/** Writes the week; answers how many consultations and blocked times it holds. */
export async function seedDemoWeek(target: DemoWeekTarget): Promise<{ bookings: number; blocked: number }> {
  const now = target.now ?? new Date();
  const { date: today, minutes: nowMinutes } = splitLocal(practiceLocal(now));
  const week = demoWeek({ today, nowMinutes, patients: target.patients.length, seed: target.seed, fill: target.fill });
  const writer: Writer = { tenantId: target.tenantId, userId: target.physician.id, user: target.physician, data: tenantData(target.tenantId) };
  for (const blocked of week.blocked) await writeBlocked(writer, blocked, now);
  const days = new Map<string, DemoBooking[]>();
  for (const b of week.bookings) days.set(b.start.slice(0, 10), [...(days.get(b.start.slice(0, 10)) ?? []), b]);
  await Promise.all(
    [...days.values()].map(async (bookings) => {
      for (const booking of bookings) await writeBooking(writer, target, booking, now);
    }),
  );
  return { bookings: week.bookings.length, blocked: week.blocked.length };
}
