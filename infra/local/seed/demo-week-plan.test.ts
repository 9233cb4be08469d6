import { beforeAll, describe, expect, it } from 'vitest';
import { type UserProfileItem } from '@praktijk/functions/lib/data/items';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { practiceInstant } from '@praktijk/shared/practice-clock';
import { REFERENCE_CATALOGUES } from '@praktijk/functions/catalogue/domain/registry';
import { blockedTimeErrors, bookingTimeErrors } from '@praktijk/functions/planning/domain/rules';
import { overlapping } from '@praktijk/functions/planning/domain/spans';
import { holidayOn } from '@praktijk/shared/holidays';
import { minutesOf } from '@praktijk/shared/practice-clock';
import { blockedTimeCreateSchema, bookingCreateSchema, DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { decursusFieldsSchema } from '@praktijk/shared/schemas/decursus';
import { DEMO_REASON_TYPES } from './demo-consultation-plan';
import { DEMO_VISITS, DEMO_WALK_INS } from './demo-week-reasons';
import { bookingConsultation } from './demo-week';
import { demoWeek, type DemoWeek, type DemoWeekInput, FIRST_WEEK_PATIENT } from './demo-week-plan';

// The demo week must be one the API could have made: bookings on the grid within the calendar's
// hours, never overlapping each other or a blocked time (walk-ins hold no time), and states that
// follow the seed's "now" (before it treated or arrived, after it booked). Checked for several
// moments of the week, a weekend and a week with a public holiday.
const A_ULID = '01JBZ0000000000000000000AA';
const icpc = REFERENCE_CATALOGUES.icpc_codes.entries;
const hours = { min: DEFAULT_CALENDAR_CONFIG.min, max: DEFAULT_CALENDAR_CONFIG.max };

const MOMENTS: DemoWeekInput[] = [
  { today: '2026-03-04', nowMinutes: 10 * 60 + 40, patients: 200, seed: 1 }, // a Wednesday morning
  { today: '2026-03-02', nowMinutes: 6 * 60, patients: 200, seed: 2 }, // Monday before opening
  { today: '2026-03-06', nowMinutes: 22 * 60, patients: 20, seed: 3, fill: 0.35 }, // Friday night, a small practice
  { today: '2026-03-08', nowMinutes: 12 * 60, patients: 200, seed: 4 }, // Sunday
  { today: '2025-12-24', nowMinutes: 15 * 60, patients: 200, seed: 5 }, // Christmas week
];
const nowOf = (input: DemoWeekInput) =>
  `${input.today}T${String(Math.floor(input.nowMinutes / 60)).padStart(2, '0')}:${String(input.nowMinutes % 60).padStart(2, '0')}`;
const minute = (local: string) => minutesOf(local.slice(11, 16));

function timeTaken(week: DemoWeek) {
  const taken = [
    ...week.bookings.filter((b) => !b.isWalkin).map((b) => ({ ...b, kind: 'consultation' as const })),
    ...week.blocked.map((b) => ({ ...b, kind: 'blocked' as const })),
  ];
  return taken.map((t, i) => ({ date: t.start.slice(0, 10), span: { id: String(i), kind: t.kind, s: minute(t.start), e: minute(t.end) } }));
}

describe('the demo week', () => {
  it('is the same for the same input and another for another seed', () => {
    const input = MOMENTS[0]!;
    expect(demoWeek(input)).toEqual(demoWeek(input));
    expect(demoWeek({ ...input, seed: 99 })).not.toEqual(demoWeek(input));
  });

  it.each(MOMENTS)('never overlaps, stays within the hours on the grid ($today)', (input) => {
    const week = demoWeek(input);
    const taken = timeTaken(week);
    for (const t of taken) {
      const others = taken.filter((o) => o.date === t.date && o !== t).map((o) => o.span);
      expect(overlapping(others, t.span), `${t.date} ${t.span.s}`).toEqual([]);
    }
    for (const b of week.bookings) {
      // A walk-in starts when the patient walks in, off the grid; a booking is held to the booking rules.
      if (!b.isWalkin) expect(bookingTimeErrors(b.start, b.end, hours), b.start).toEqual({});
      expect(minute(b.start)).toBeGreaterThanOrEqual(minutesOf(hours.min));
      expect(minute(b.end)).toBeLessThanOrEqual(minutesOf(hours.max));
      expect(b.end.slice(0, 10)).toBe(b.start.slice(0, 10));
      expect(holidayOn(b.start.slice(0, 10)), b.start).toBeNull();
    }
    for (const b of week.blocked) expect(blockedTimeErrors(b.start, b.end)).toEqual({});
  });

  it.each(MOMENTS)('has happened up to now: treated before, arrived around it, booked after ($today)', (input) => {
    const now = nowOf(input);
    for (const b of demoWeek(input).bookings) {
      if (b.start.slice(0, 10) < input.today) expect(b.state, b.start).toBe('treated');
      if (b.start > now) expect(b.state, b.start).toBe('booked');
      if (b.state !== 'booked') expect(b.start <= now, b.start).toBe(true);
      if (b.state === 'treated') expect(b.end <= now, b.start).toBe(true);
      if (b.note) expect(b.state).toBe('treated');
      if (b.isWalkin) expect(b.state).not.toBe('booked');
    }
  });

  it.each(MOMENTS)('books patients of the practice, none twice a day ($today)', (input) => {
    const bookings = demoWeek(input).bookings;
    for (const b of bookings) {
      expect(b.patient).toBeGreaterThanOrEqual(FIRST_WEEK_PATIENT);
      expect(b.patient).toBeLessThan(input.patients);
    }
    const perDay = new Map<string, number[]>();
    for (const b of bookings) perDay.set(b.start.slice(0, 10), [...(perDay.get(b.start.slice(0, 10)) ?? []), b.patient]);
    for (const [day, patients] of perDay) expect(new Set(patients).size, day).toBe(patients.length);
  });

  it('on a Wednesday morning shows a living practice', () => {
    const input = MOMENTS[0]!;
    const week = demoWeek(input);
    const on = (date: string) => week.bookings.filter((b) => b.start.startsWith(date));
    const today = on(input.today).filter((b) => !b.isWalkin);
    expect(on('2026-03-02').length).toBeGreaterThan(15);
    expect(on('2026-03-02').some((b) => b.note)).toBe(true);
    expect(on('2026-03-02').some((b) => !b.note)).toBe(true);
    expect(today.filter((b) => b.state === 'treated').length).toBeGreaterThan(3);
    expect(today.some((b) => b.state === 'arrived')).toBe(true);
    expect(today.filter((b) => b.state === 'booked').every((b) => minute(b.start) > input.nowMinutes)).toBe(true);
    expect(today.filter((b) => b.state === 'booked').length).toBeGreaterThan(10);
    expect(week.bookings.filter((b) => b.isWalkin).length).toBeGreaterThanOrEqual(3);
    expect(on('2026-03-09').length).toBeGreaterThan(0);
    expect(on('2026-03-09').length).toBeLessThan(15);
    expect(week.blocked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(week.bookings.map((b) => b.reasonType))).toEqual(new Set(DEMO_REASON_TYPES));
  });

  it('leaves the public holidays free', () => {
    const week = demoWeek(MOMENTS[4]!);
    expect(week.bookings.some((b) => b.start.startsWith('2025-12-25') || b.start.startsWith('2025-12-26'))).toBe(false);
    expect(week.bookings.some((b) => b.start.startsWith('2025-12-24'))).toBe(true);
  });

  it('uses reasons, notes and blocked times the API would accept', () => {
    const week = demoWeek(MOMENTS[0]!);
    for (const b of week.bookings) {
      const body = { patient: A_ULID, practitioner: A_ULID, start: b.start, end: b.end, reason_type: A_ULID, reason: b.reason, is_walkin: b.isWalkin };
      expect(bookingCreateSchema.safeParse(body).error?.issues ?? [], b.reason).toEqual([]);
    }
    for (const b of week.blocked) {
      expect(blockedTimeCreateSchema.safeParse({ practitioner: A_ULID, ...b }).error?.issues ?? [], b.reason).toEqual([]);
    }
    for (const visit of [...DEMO_VISITS, ...DEMO_WALK_INS]) {
      expect(decursusFieldsSchema.safeParse(visit.note).error?.issues ?? [], visit.reason).toEqual([]);
      expect([15, 30]).toContain(visit.minutes);
      for (const code of [visit.note.icpc_subjective_id, visit.note.icpc_evaluation_id].filter(Boolean)) {
        expect(icpc.find((e) => e.code === code)?.parent, code!).toMatch(/^[A-Z]$/);
      }
    }
  });
});

// Issue 22 §7: the consultation bar shows a treated consultation's update time ("Treated ..."):
// the week as written is treated at or after its own time, never at the time reception booked it.
describe('the demo week as written', () => {
  // The item builders name the table in the revision's key.
  beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
  const physician = { id: 'U-PHYSICIAN', email: 'arts@demo.test', first_name: 'Anand', last_name: 'Ramdin', prefix: 'Dr.' } as UserProfileItem;
  const writer = { tenantId: 'T-DEMO', userId: physician.id, user: physician, data: tenantData('T-DEMO') };
  const targetOf = (input: DemoWeekInput) => ({
    tenantId: writer.tenantId,
    physician,
    patients: Array.from({ length: input.patients }, (_, i) => ({ id: `P${i}`, first_name: 'Demo', surname: `Patient ${i}` }) as StoredPatient),
    // Every third patient has one insurance; the others none or two (none preselected).
    consultationInsurance: Array.from({ length: input.patients }, (_, i) => (i % 3 === 0 ? `I${i}` : null)),
    reasonTypes: new Map(DEMO_REASON_TYPES.map((name) => [name, `R-${name}`] as const)),
    seed: input.seed,
  });

  it.each(MOMENTS)('is treated at or after its own time, arrived at its start, changed never before it was booked ($today)', (input) => {
    const now = practiceInstant(nowOf(input));
    const target = targetOf(input);
    for (const plan of demoWeek(input).bookings) {
      const { consultation, items } = bookingConsultation(writer, target, plan, now);
      const who = `${plan.start} ${plan.state}`;
      expect(items.consultation.updated, who).toBe(consultation.updated);
      expect(consultation.updated >= consultation.created, who).toBe(true);
      if (plan.state === 'treated') expect(consultation.updated, who).toBe(consultation.end);
      if (plan.state === 'arrived') expect(consultation.updated, who).toBe(consultation.start);
      if (plan.state === 'booked') expect(consultation.updated <= consultation.start, who).toBe(true);
      if (plan.state !== 'booked') expect(consultation.updated <= now.toISOString(), who).toBe(true);
    }
  });

  it("takes the patient's one insurance, walk-ins too, and none where the form would preselect none", () => {
    const input = MOMENTS[0]!;
    const target = targetOf(input);
    const bookings = demoWeek(input).bookings;
    expect(bookings.some((b) => b.isWalkin && target.consultationInsurance[b.patient])).toBe(true);
    for (const plan of bookings) {
      expect(bookingConsultation(writer, target, plan, practiceInstant(nowOf(input))).consultation.insurance).toBe(target.consultationInsurance[plan.patient]);
    }
  });
});
