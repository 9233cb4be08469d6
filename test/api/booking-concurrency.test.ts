import { clockOf } from '@praktijk/shared/practice-clock';
import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse } from '../support/api';
import { createTestUser, idToken } from '../support/practice';
import { block, book, booked, type BookingWorld, bookingWorld, calendar, instant, newPatient, newPhysician, weekdayAhead, moveBooking } from './bookings-setup';

// The practitioner-day guard under load (issue 11.2, 11.3): simultaneous writes of one time of one
// practitioner, from two receptionists, leave exactly one of them stored and refuse the others
// with the overlap's non_field_errors (never a 409 or a 500), and a blocked time racing bookings
// never lands beside one.
let world: BookingWorld;
let receptionists: [string, string];

beforeAll(async () => {
  world = await bookingWorld();
  const second = await createTestUser(world.practice.id, ['administration']);
  receptionists = [world.tokens.administration, await idToken(second)];
});

const RACERS = 20;

/** The answers by status, each refusal's non_field_errors kept. */
function tally(answers: readonly ApiResponse<unknown>[]) {
  const won = answers.filter((a) => a.status >= 200 && a.status < 300);
  const refused = answers.filter((a) => a.status === 400).map((a) => (a.body as { non_field_errors?: string[] }).non_field_errors);
  const other = answers.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 400).map((a) => `${a.status} ${JSON.stringify(a.body)}`);
  return { won, refused, other };
}

describe('simultaneous writes of one time', () => {
  it(`${RACERS} bookings of one slot by two receptionists: exactly one is stored, the others are refused`, async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 2);
    const patients = await Promise.all(Array.from({ length: 4 }, () => newPatient(world)));
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        book(world, { patient: patients[i % patients.length]!.id, practitioner: physician.id, date, from: '10:00', to: '10:30' }, receptionists[i % 2]),
      ),
    );
    const { won, refused, other } = tally(answers);
    expect(other).toEqual([]);
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: RACERS - 1 }, () => [PLANNING_MESSAGES.overlapsBooking('10:00-10:30')]));
    const stored = (await calendar(world, physician, date)).consultations;
    expect(stored.map((c) => c.id)).toEqual([(won[0]!.body as Consultation).id]);
  });

  it(`${RACERS} moves of different bookings into one free slot: one wins, the others stay where they were`, async () => {
    const physician = await newPhysician(world);
    const [day, otherDay] = [weekdayAhead(2, 3), weekdayAhead(2, 4)];
    const times = Array.from({ length: RACERS }, (_, i) => ({ from: 8 * 60 + i * 15, to: 8 * 60 + i * 15 + 15 }));
    // Half on the target's day, half on another day (their moves write two days' guards).
    const bookings = await Promise.all(
      times.map((t, i) => booked(world, { practitioner: physician.id, date: i % 2 ? otherDay : day, from: clockOf(t.from), to: clockOf(t.to) })),
    );
    const answers = await Promise.all(bookings.map((c, i) => moveBooking(world, c, { date: day, from: '16:00', to: '16:30' }, receptionists[i % 2])));
    const { won, refused, other } = tally(answers);
    expect(other).toEqual([]);
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: RACERS - 1 }, () => [PLANNING_MESSAGES.overlapsBooking('16:00-16:30')]));
    const winner = (won[0]!.body as Consultation).id;
    const shown = [...(await calendar(world, physician, day)).consultations, ...(await calendar(world, physician, otherDay)).consultations];
    expect(shown).toHaveLength(RACERS);
    expect(shown.filter((c) => c.start === instant(day, '16:00')).map((c) => c.id)).toEqual([winner]);
    for (const c of bookings.filter((b) => b.id !== winner)) expect(shown.find((s) => s.id === c.id)?.start).toBe(c.start);
  });

  it('a blocked time racing bookings of its time: never both stored', async () => {
    const physician = await newPhysician(world);
    const patients = await Promise.all(Array.from({ length: 4 }, () => newPatient(world)));
    for (let round = 1; round <= 5; round++) {
      const date = weekdayAhead(2 + round, 1);
      const bookings = Array.from({ length: 8 }, (_, i) =>
        book(world, { patient: patients[i % patients.length]!.id, practitioner: physician.id, date, from: '10:00', to: '10:30' }, receptionists[i % 2]),
      );
      const blocking = block(world, { practitioner: physician.id, date, from: '09:00', to: '12:00' }, receptionists[round % 2]);
      const [blockAnswer, ...bookAnswers] = await Promise.all([blocking, ...bookings]);
      const { won, other } = tally(bookAnswers);
      expect(other).toEqual([]);
      const shown = await calendar(world, physician, date);
      if (blockAnswer.status === 201) {
        expect(won).toEqual([]);
        expect(shown.blocked.map((b) => b.id)).toEqual([blockAnswer.body.id]);
        expect(shown.consultations).toEqual([]);
      } else {
        expect(blockAnswer.status, JSON.stringify(blockAnswer.body)).toBe(400);
        expect(won).toHaveLength(1);
        const winner = won[0]!.body as Consultation;
        expect(blockAnswer.body).toEqual({ non_field_errors: [PLANNING_MESSAGES.blockedOverBookings(`10:00 ${winner.patient_name}`)] });
        expect(shown.blocked).toEqual([]);
        expect(shown.consultations.map((c) => c.id)).toEqual([winner.id]);
      }
    }
  });
});
