import { practiceInstant } from '@praktijk/shared/practice-clock';
import { PLANNING_MESSAGES, type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/auth/test-user';
import { wallDateOf } from '../calendar/wall-clock';
import {
  asksBeforeBooking,
  bookingBody,
  bookingFormSchema,
  bookingReasonTypes,
  bookingUpdateBody,
  type BookingValues,
  endKeepingLength,
  endOptions,
  lengthText,
  newBookingValues,
  patientOptionOf,
  startOptions,
  TAKEN_TAG,
  takenMinutes,
} from './booking-form';

const CONFIG = { min: '07:30', max: '17:00', interval: 15 };
const PATIENT = '01JC0000000000000000000001';
const REASON = '01JC0000000000000000000002';

function values(overrides: Partial<BookingValues> = {}): BookingValues {
  return {
    ...newBookingValues({ start: wallDateOf('2026-11-25T10:30'), end: wallDateOf('2026-11-25T11:00') }, 'doc1'),
    patient: PATIENT,
    reason_type: REASON,
    reason: 'Controle',
    ...overrides,
  };
}

describe('booking form', () => {
  it('starts from the slot, on the practice clock, with nothing chosen', () => {
    const start = newBookingValues({ start: wallDateOf('2026-11-25T10:30'), end: wallDateOf('2026-11-25T11:00') }, 'doc1');
    expect(start).toEqual({
      patient: '',
      practitioner: 'doc1',
      date: '2026-11-25',
      start: '10:30',
      end: '11:00',
      reason_type: '',
      reason: '',
      is_walkin: false,
      insurance: null,
    });
    // A slot up to midnight ends at the day's last step, not at 00:00 of the next day.
    expect(newBookingValues({ start: wallDateOf('2026-11-25T23:30'), end: wallDateOf('2026-11-26T00:00') }, 'd').end).toBe('23:55');
  });

  it('sends wall-clock start and end of the day, and on an edit the times only for a booking that holds time', () => {
    expect(bookingBody(values())).toMatchObject({ start: '2026-11-25T10:30', end: '2026-11-25T11:00', practitioner: 'doc1', patient: PATIENT });
    expect(bookingUpdateBody(values(), true, 'tok')).toEqual({
      reason_type: REASON,
      reason: 'Controle',
      is_walkin: false,
      insurance: null,
      consistency_token: 'tok',
      start: '2026-11-25T10:30',
      end: '2026-11-25T11:00',
      practitioner: 'doc1',
    });
    expect(bookingUpdateBody(values(), false, 'tok')).not.toHaveProperty('start');
  });

  it('checks the start before the end with the spec rule text, and the patient and reason as required', () => {
    expect(bookingFormSchema.safeParse(values()).success).toBe(true);
    const backwards = bookingFormSchema.safeParse(values({ start: '11:00', end: '10:30' }));
    expect(backwards.error?.issues).toEqual([expect.objectContaining({ path: ['end'], message: PLANNING_MESSAGES.startBeforeEnd })]);
    const empty = bookingFormSchema.safeParse(values({ patient: '', reason: '' }));
    expect(empty.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['patient', 'reason']);
  });

  it('offers start times by the interval within the hours, ends up to MAX and 4 hours with their length', () => {
    const starts = startOptions(CONFIG).map((o) => o.value);
    expect(starts[0]).toBe('07:30');
    expect(starts.at(-1)).toBe('16:45');
    expect(starts).toHaveLength(38);
    expect(startOptions(CONFIG, '10:05').map((o) => o.value)).toContain('10:05');
    const ends = endOptions(CONFIG, '15:00');
    expect(ends[0]).toEqual({ value: '15:15', label: '15:15 (15 min)' });
    expect(ends.at(-1)).toEqual({ value: '17:00', label: '17:00 (2 h)' });
    expect(endOptions(CONFIG, '08:00').at(-1)?.value).toBe('12:00');
    expect(endOptions(CONFIG, '08:00', '08:50').map((o) => o.value)).toContain('08:50');
    expect(endOptions(CONFIG, '')).toEqual([]);
  });

  it('keeps the length when the start moves', () => {
    expect(endKeepingLength({ start: '10:30', end: '11:15' }, '14:00')).toBe('14:45');
    expect(endKeepingLength({ start: '10:30', end: '10:00' }, '14:00')).toBe('14:15');
    expect(lengthText(75)).toBe('1 h 15 min');
    expect(lengthText(20)).toBe('20 min');
  });

  it('shows a found patient with number and date of birth', () => {
    expect(patientOptionOf({ id: 'p', name: 'Anna Kromo', internal_number: '000123', date_of_birth: '1980-02-01' })).toEqual({
      value: 'p',
      label: 'Anna Kromo',
      description: '000123 · 01-02-1980',
    });
  });
});

const user = testUser;

const reason = (id: string, name: string, practitioner: string | null): ConsultReasonType => ({ id, name, practitioner, consistency_token: 't' });
const TYPES = [reason('g1', 'Controle', null), reason('g2', 'Acuut', null), reason('o1', 'Bloeddruk', 'doc1'), reason('x1', 'Eigen', 'doc2')];

describe('reason types of a booking (issue 11.6)', () => {
  it("offers administration the practice's general ones, by name", () => {
    expect(bookingReasonTypes(TYPES, user('adm', 'administration'), 'doc1', ['o1']).map((o) => o.label)).toEqual(['Acuut', 'Controle']);
  });

  it('offers a physician in their own calendar their activated ones, or the general ones and their own when none is activated', () => {
    const doc = user('doc1', 'physician');
    expect(bookingReasonTypes(TYPES, doc, 'doc1', ['o1', 'g1']).map((o) => o.value)).toEqual(['o1', 'g1']);
    expect(bookingReasonTypes(TYPES, doc, 'doc1', []).map((o) => o.value)).toEqual(['g2', 'o1', 'g1']);
    expect(bookingReasonTypes(TYPES, doc, 'doc1', undefined).map((o) => o.value)).toEqual(['g2', 'o1', 'g1']);
  });

  it("offers a physician booking for a colleague the general ones, and keeps a booking's current type", () => {
    expect(bookingReasonTypes(TYPES, user('doc1', 'physician'), 'doc2', []).map((o) => o.value)).toEqual(['g2', 'g1']);
    expect(bookingReasonTypes(TYPES, user('adm', 'administration'), 'doc2', [], 'x1').map((o) => o.value)).toEqual(['g2', 'g1', 'x1']);
  });
});

describe('booking in the past', () => {
  it('asks first when the start has passed, never for a walk-in', () => {
    const values = { date: '2026-11-27', start: '09:00', is_walkin: false };
    expect(asksBeforeBooking(values, '2026-11-27T09:01')).toBe(true);
    expect(asksBeforeBooking(values, '2026-11-27T09:00')).toBe(false);
    expect(asksBeforeBooking({ ...values, date: '2026-11-26', start: '16:45' }, '2026-11-27T08:00')).toBe(true);
    expect(asksBeforeBooking({ ...values, is_walkin: true }, '2026-11-27T12:00')).toBe(false);
  });
});

describe('times already taken (issue 22 §3)', () => {
  const instant = (local: string) => practiceInstant(local).toISOString();
  const booking = (id: string, from: string, to: string, booked = true) => ({ id, booked, start: instant(from), end: instant(to) });
  const day = (consultations: ReturnType<typeof booking>[], blocked: { start: string; end: string }[] = []) =>
    ({ kind: 'range', from: '2026-11-25', to: '2026-11-25', consultations, blocked }) as unknown as SlotsAnswer;

  it("holds the minutes of the day's bookings and blocked times, not a walk-in's or the booking being edited", () => {
    const answer = day(
      [
        booking('a', '2026-11-25T09:00', '2026-11-25T09:30'),
        booking('walk', '2026-11-25T10:00', '2026-11-25T10:15', false),
        booking('own', '2026-11-25T11:00', '2026-11-25T11:15'),
      ],
      // A blocked time from the day before until 08:00, and one into the next day.
      [
        { start: instant('2026-11-24T12:00'), end: instant('2026-11-25T08:00') },
        { start: instant('2026-11-25T16:00'), end: instant('2026-11-26T09:00') },
      ],
    );
    expect(takenMinutes(answer, '2026-11-25', 'own')).toEqual([
      { s: 540, e: 570 },
      { s: 0, e: 480 },
      { s: 960, e: 1440 },
    ]);
    expect(takenMinutes(undefined, '2026-11-25')).toEqual([]);
  });

  it('tags each start whose first interval overlaps what is taken, and keeps it choosable', () => {
    const options = startOptions(CONFIG, '', [{ s: 540, e: 570 }]);
    const tagged = options.filter((o) => o.labelTag === TAKEN_TAG).map((o) => o.value);
    expect(tagged).toEqual(['09:00', '09:15']);
    expect(options.find((o) => o.value === '08:45')).toEqual({ value: '08:45', label: '08:45' });
    expect(options.find((o) => o.value === '09:30')).toEqual({ value: '09:30', label: '09:30' });
    // An off-grid booking 09:40-09:50 takes the 09:30 and 09:45 starts.
    expect(
      startOptions(CONFIG, '', [{ s: 580, e: 590 }])
        .filter((o) => o.labelTag)
        .map((o) => o.value),
    ).toEqual(['09:30', '09:45']);
  });
});
