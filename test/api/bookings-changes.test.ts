import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  book,
  booked,
  type BookingWorld,
  bookingWorld,
  calendar,
  instant,
  newPatient,
  newPhysician,
  refusal,
  weekdayAhead,
  moveBooking,
} from './bookings-setup';

// Changing a booking (issue 11.2): moves by PUT planning/consultations/{id}/ (same day, another
// day, another practitioner; the old time freed, the new one guarded), deletes of bookings that
// have not started, and the arrival and treatment times.
let world: BookingWorld;

beforeAll(async () => {
  world = await bookingWorld();
});

const form = (c: Consultation) => ({
  reason_type: c.reason_type!,
  reason: c.reason,
  is_walkin: c.is_walkin,
  insurance: c.insurance,
  consistency_token: c.consistency_token,
});
const move = (c: Consultation, to: { date: string; from: string; to: string; practitioner?: string }, token?: string) => moveBooking(world, c, to, token);

describe('moving a booking', () => {
  it('within its day frees the old time and holds the new one; its note follows', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 1);
    const c = await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    const moved = await move(c, { date, from: '11:00', to: '11:45' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ start: instant(date, '11:00'), end: instant(date, '11:45'), date, booked: true });
    await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    const patient = (await newPatient(world)).id;
    expect(refusal(await book(world, { patient, practitioner: physician.id, date, from: '11:30', to: '12:00' }))).toEqual([
      PLANNING_MESSAGES.overlapsBooking('11:00-11:45'),
    ]);
    // A resize over its own old time is no overlap with itself.
    expect((await move(moved.body, { date, from: '10:45', to: '11:30' })).status).toBe(200);
    const logs = (await world.api('listLogs', world.tokens.staff, { params: { id: c.patient_id }, query: { model: 'consultation' } })).body.results;
    expect(logs.find((entry) => entry.log_type === '~')?.changes.map((change) => change.field)).toEqual(['end', 'start']);
  });

  it('to another day and another practitioner releases the old calendar and is refused where the new one is taken', async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const [day1, day2] = [weekdayAhead(2, 2), weekdayAhead(2, 3)];
    const c = await booked(world, { practitioner: physician.id, date: day1, from: '09:00', to: '09:30' });
    const moved = await move(c, { date: day2, from: '14:00', to: '14:30' });
    expect(moved.body).toMatchObject({ date: day2, start: instant(day2, '14:00') });
    expect((await world.api('getDecursus', world.tokens.physician, { params: { id: c.id } })).body.date).toBe(day2);
    expect((await calendar(world, physician, day1)).consultations).toEqual([]);
    await booked(world, { practitioner: physician.id, date: day1, from: '09:00', to: '09:30' });

    await booked(world, { practitioner: colleague.id, date: day2, from: '14:00', to: '14:15' });
    const taken = await move(moved.body, { date: day2, from: '14:00', to: '14:30', practitioner: colleague.id });
    expect(refusal(taken)).toEqual([PLANNING_MESSAGES.overlapsBooking('14:00-14:15')]);
    const handed = await move(moved.body, { date: day2, from: '14:15', to: '14:45', practitioner: colleague.id });
    expect(handed.body).toMatchObject({ practitioner: { id: colleague.id }, start: instant(day2, '14:15') });
    expect((await calendar(world, physician, day2)).consultations).toEqual([]);
    expect((await calendar(world, colleague, day2)).consultations.map((x) => x.id)).toContain(c.id);
    await booked(world, { practitioner: physician.id, date: day2, from: '14:00', to: '14:30' });
  });

  it("follows the rules of a booking, the new practitioner's hours included, and a stale token is a 409", async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const date = weekdayAhead(2, 4);
    await world.api('updateCalendarConfig', world.tokens.staff, {
      params: { username: colleague.email },
      body: { min: '12:00', max: '16:00', interval: 15, weekdays: [1, 2, 3, 4, 5], consistency_token: null },
    });
    const c = await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    expect(await move(c, { date, from: '09:00', to: '08:00' })).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.startBeforeEnd] } });
    expect(await move(c, { date, from: '09:00', to: '09:30', practitioner: colleague.id })).toMatchObject({
      status: 400,
      body: { start: [PLANNING_MESSAGES.outsideHours('12:00', '16:00')] },
    });
    expect(await move(c, { date, from: '09:00', to: '09:30', practitioner: world.practice.users.nurse.id })).toMatchObject({
      status: 400,
      body: { practitioner: ['Select a valid choice. That choice is not one of the available choices.'] },
    });
    const half = await world.api('updateConsultation', world.tokens.administration, { params: { id: c.id }, body: { ...form(c), start: at(date, '10:00') } });
    expect(half).toMatchObject({ status: 400, body: { end: ['This field is required.'] } });
    const first = await move(c, { date, from: '10:00', to: '10:30' });
    expect(first.status).toBe(200);
    expect((await move(c, { date, from: '12:00', to: '12:30' })).status).toBe(409);
    // The refused move left the calendar as the first move made it.
    expect((await calendar(world, physician, date)).consultations.map((x) => x.start)).toEqual([instant(date, '10:00')]);
    await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    await booked(world, { practitioner: physician.id, date, from: '12:00', to: '12:30' });
  });

  it('of a walk-in only changes its times, and a form save that sends the same times is no move', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 5);
    await booked(world, { practitioner: physician.id, date, from: '10:00', to: '10:30' });
    const walkIn = await booked(world, { practitioner: physician.id, date, from: '08:00', to: '08:15', is_walkin: true });
    const moved = await move(walkIn, { date, from: '10:00', to: '10:15' });
    expect(moved.body).toMatchObject({ start: instant(date, '10:00'), booked: false });
    const c = (await calendar(world, physician, date)).consultations.find((x) => x.booked)!;
    const same = await world.api('updateConsultation', world.tokens.physician, {
      params: { id: c.id },
      body: { ...form({ ...c, episode: null }), reason: 'Bijgewerkt', start: at(date, '10:00'), end: at(date, '10:30') },
    });
    expect(same.body).toMatchObject({ reason: 'Bijgewerkt', start: c.start, end: c.end });
  });

  it('is not what a form save of a consultation made at this moment is: its times stay as they were', async () => {
    const physician = await newPhysician(world);
    const patient = await newPatient(world);
    const made = await world.api('createConsultation', world.tokens.administration, {
      params: { id: patient.id },
      body: { reason_type: world.reasonType, reason: 'Nu', practitioner: physician.id },
    });
    expect(made.status).toBe(201);
    const saved = await world.api('updateConsultation', physician.token, { params: { id: made.body.id }, body: { ...form(made.body), reason: 'Bijgewerkt' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ reason: 'Bijgewerkt', start: made.body.start, end: made.body.end });
  });

  it('of a walk-in made at this moment to another physician keeps its times (no grid for a walk-in that holds no slot)', async () => {
    const [first, second] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const patient = await newPatient(world);
    const made = await world.api('createConsultation', world.tokens.administration, {
      params: { id: patient.id },
      body: { reason_type: world.reasonType, reason: 'Nu', practitioner: first.id },
    });
    expect(made.status).toBe(201);
    const handed = await world.api('updateConsultation', world.tokens.administration, {
      params: { id: made.body.id },
      body: { ...form(made.body), practitioner: second.id },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body).toMatchObject({ start: made.body.start, end: made.body.end, practitioner: { id: second.id } });
  });

  it("answers 404 for another practice's consultation", async () => {
    const theirs = await world.api('createConsultation', world.otherTokens.physician, {
      params: { id: (await newPatient(world, world.otherTokens.administration)).id },
      body: { reason_type: (await world.api('createConsultReasonType', world.otherTokens.staff, { body: { name: 'X' } })).body.id, reason: 'X' },
    });
    const date = weekdayAhead(2, 5);
    expect((await move(theirs.body, { date, from: '09:00', to: '09:15' })).status).toBe(404);
    const gone = await world.api('deleteConsultation', world.tokens.administration, {
      params: { id: theirs.body.id },
      query: { consistency_token: theirs.body.consistency_token },
    });
    expect(gone.status).toBe(404);
  });
});

describe('deleting a booking', () => {
  const remove = (c: Consultation, token = c.consistency_token) =>
    world.api('deleteConsultation', world.tokens.administration, { params: { id: c.id }, query: { consistency_token: token } });

  it('removes it with its note and frees its time, with a Logs entry', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(3, 1);
    const c = await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    expect((await remove(c, '01J00000000000000000000000')).status).toBe(409);
    expect((await remove(c)).status).toBe(204);
    expect((await world.api('getConsultation', world.tokens.administration, { params: { id: c.id } })).status).toBe(404);
    expect((await world.api('getDecursus', world.tokens.physician, { params: { id: c.id } })).status).toBe(404);
    expect((await remove(c)).status).toBe(404);
    await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    const logs = (await world.api('listLogs', world.tokens.staff, { params: { id: c.patient_id }, query: { model: 'consultation' } })).body.results;
    expect(logs.map((entry) => entry.log_type).sort()).toEqual(['+', '-']);
  });

  it('is refused once the patient has arrived or the note has been written', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(3, 2);
    const c = await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    const arrived = await world.api('setConsultationArrived', world.tokens.administration, {
      params: { id: c.id },
      body: { arrived: true, consistency_token: c.consistency_token },
    });
    expect(refusal(await remove(arrived.body))).toEqual([PLANNING_MESSAGES.started]);
    const d = await booked(world, { practitioner: physician.id, date, from: '10:00', to: '10:30' });
    const note = (await world.api('getDecursus', world.tokens.physician, { params: { id: d.id } })).body;
    await world.api('updateDecursus', world.tokens.physician, {
      params: { id: d.id },
      body: { subjective: 'Hoest', consistency_token: note.consistency_token },
    });
    expect(refusal(await remove(d))).toEqual([PLANNING_MESSAGES.started]);
    expect((await calendar(world, physician, date)).consultations).toHaveLength(2);
  });

  it('of a walk-in removes it too', async () => {
    const physician = await newPhysician(world);
    const walkIn = await booked(world, { practitioner: physician.id, date: weekdayAhead(3, 3), from: '09:00', to: '09:15', is_walkin: true });
    expect((await remove(walkIn)).status).toBe(204);
  });

  it('is not for nurses', async () => {
    const c = await booked(world, { practitioner: (await newPhysician(world)).id, date: weekdayAhead(3, 4), from: '09:00', to: '09:15' });
    const res = await world.api('deleteConsultation', world.tokens.nurse, { params: { id: c.id }, query: { consistency_token: c.consistency_token } });
    expect(res.status).toBe(403);
  });
});

describe('arrival and treatment times', () => {
  it('are set when marked and cleared when undone', async () => {
    const c = await booked(world, { practitioner: (await newPhysician(world)).id, date: weekdayAhead(3, 5), from: '09:00', to: '09:15' });
    const before = Date.now();
    const arrived = (
      await world.api('setConsultationArrived', world.tokens.administration, {
        params: { id: c.id },
        body: { arrived: true, consistency_token: c.consistency_token },
      })
    ).body;
    expect(Date.parse(arrived.arrived_at!)).toBeGreaterThanOrEqual(before - 1000);
    const treated = (
      await world.api('setConsultationProcessed', world.tokens.physician, {
        params: { id: c.id },
        body: { processed: true, consistency_token: arrived.consistency_token },
      })
    ).body;
    expect(treated).toMatchObject({ processed: true, arrived_at: arrived.arrived_at, processed_at: expect.any(String) });
    const reopened = (
      await world.api('setConsultationProcessed', world.tokens.physician, {
        params: { id: c.id },
        body: { processed: false, consistency_token: treated.consistency_token },
      })
    ).body;
    expect(reopened).toMatchObject({ processed: false, processed_at: null, arrived_at: arrived.arrived_at });
    const gone = (
      await world.api('setConsultationArrived', world.tokens.administration, {
        params: { id: c.id },
        body: { arrived: false, consistency_token: reopened.consistency_token },
      })
    ).body;
    expect(gone).toMatchObject({ arrived: false, arrived_at: null });
  });
});
