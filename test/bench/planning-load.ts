import { ulid } from 'ulid';
import { consultationItems } from '@praktijk/functions/consultations/domain/items';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { placeOf, placeSpan } from '@praktijk/functions/planning/domain/bookings';
import { type DayGuard, guardPut } from '@praktijk/functions/planning/domain/day-guard';
import { type PersonRef } from '@praktijk/shared/schemas/clinical';
import { clockOf, nextDay, practiceInstant, weekdayOf } from '@praktijk/shared/practice-clock';
import { BATCH_WRITE_MAX, putBatch } from '../../infra/local/seed/batch-put';

// A practitioner's full week written straight into the twin's table for the planning bench: each
// booking by the create operation's item builders (consultation, empty note, revision 1) and each
// day's practitioner-day guard holding their spans, placed by the same overlap check the booking
// operation runs (placeSpan), so the API then books and refuses on these days as on real ones.
// Batches, no audit entries: nobody made these changes (as infra/local/seed/bulk-patients.ts).

/** Bookings of 5 minutes from 07:30, back to back: 80 a day take 07:30-14:10 and leave the afternoon free. */
export const BENCH_DAY_START = 7 * 60 + 30;
const BOOKING_MINUTES = 5;
const CONCURRENCY = 8;

export interface BenchWeek {
  /** Monday..Friday, 'YYYY-MM-DD'. */
  days: string[];
  perDay: number;
}

/** Every item of one practitioner's week: `perDay` bookings on each day, and the day's guard. */
export function weekItems(tenantId: string, practitioner: PersonRef, patientIds: readonly string[], week: BenchWeek): Record<string, unknown>[] {
  const data = tenantData(tenantId);
  const items: Record<string, unknown>[] = [];
  for (const date of week.days) {
    const guard: DayGuard = { practitioner: practitioner.id, date, spans: [], version: 0 };
    for (let i = 0; i < week.perDay; i++) {
      const s = BENCH_DAY_START + i * BOOKING_MINUTES;
      const built = consultationItems({
        data,
        patientId: patientIds[i % patientIds.length]!,
        patientNames: { first_name: 'Bench', surname: 'Patient' },
        practitioner,
        author: practitioner,
        start: practiceInstant(`${date}T${clockOf(s)}`),
        end: practiceInstant(`${date}T${clockOf(s + BOOKING_MINUTES)}`),
        booked: true,
        created: new Date(),
        reason_type: null,
        reason: `Spreekuur ${i}`,
        is_walkin: false,
        insurance: null,
      });
      guard.spans = placeSpan(guard, placeOf(built.consultation).span);
      items.push(...Object.values(built.items));
    }
    items.push(guardPut(data, { ...guard, spans: [] }, guard.spans).Put!.Item!);
  }
  return items;
}

/** Monday..Friday of the week `weeksAhead` weeks after the one holding `today`. */
export function weekdaysAhead(today: string, weeksAhead: number): string[] {
  const monday = nextDay(today, 1 - weekdayOf(today) + 7 * weeksAhead);
  return Array.from({ length: 5 }, (_, i) => nextDay(monday, i));
}

/** Puts the items in batches of 25, several batches in flight (DynamoDB Local takes them in parallel). */
export async function loadItems(items: readonly Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) batches.push(items.slice(i, i + BATCH_WRITE_MAX));
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await putBatch(batch);
  });
  await Promise.all(workers);
}

/** `count` other practitioners (ids only: their calendars are data in the practice, nobody signs in as them) with a full week each. */
export async function loadOtherPractitioners(tenantId: string, count: number, patientIds: readonly string[], week: BenchWeek): Promise<void> {
  for (let n = 0; n < count; n++) {
    await loadItems(weekItems(tenantId, { id: ulid(), name: `Dr. Bench ${n}` }, patientIds, week));
  }
}
