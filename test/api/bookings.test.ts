import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { LOCAL_DATE_TIME_MESSAGE } from '@praktijk/shared/schemas/wall-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceFields } from '../support/patients';
import {
  at,
  book,
  booked,
  bookingBody,
  type BookingWorld,
  bookingWorld,
  calendar,
  instant,
  newPatient,
  newPhysician,
  refusal,
  weekdayAhead,
} from './bookings-setup';

// Booking through the calendar (issue 11.2): POST planning/consultations/ with its rules and
// messages, the practitioner-day guard's refusals, walk-ins that hold no time, and the tenant,
// permission and 404 answers. Moves, deletes and arrival are in bookings-changes.test.ts.
let world: BookingWorld;
const NOT_A_CHOICE = PLANNING_MESSAGES.notPractitioner;

beforeAll(async () => {
  world = await bookingWorld();
});

describe('a booking', () => {
  it("holds its time in the practitioner's calendar, with the patient's name, its empty decursus and a Logs entry", async () => {
    const physician = await newPhysician(world);
    const patient = await newPatient(world);
    const date = weekdayAhead(2, 2);
    const res = await book(world, { patient: patient.id, practitioner: physician.id, date, from: '09:00', to: '09:30' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      patient_id: patient.id,
      patient_name: `${patient.first_name} ${patient.surname}`,
      practitioner: { id: physician.id, name: expect.stringContaining(physician.firstName) },
      start: instant(date, '09:00'),
      end: instant(date, '09:30'),
      date,
      booked: true,
      is_walkin: false,
      arrived: false,
      arrived_at: null,
      processed_at: null,
      letter: null,
      episode: null,
      updated_by: { id: world.practice.users.administration.id },
    });
    expect((await world.api('getConsultation', world.tokens.administration, { params: { id: res.body.id } })).body).toEqual(res.body);
    const note = (await world.api('getDecursus', physician.token, { params: { id: res.body.id } })).body;
    expect(note).toMatchObject({ id: res.body.id, date, version: 1, subjective: '' });
    const shown = await calendar(world, physician, date);
    expect(shown.consultations.map((c) => [c.id, c.booked, c.patient_name])).toEqual([[res.body.id, true, res.body.patient_name]]);
    expect(shown.consultations[0]).not.toHaveProperty('episode');
    const logs = (await world.api('listLogs', world.tokens.staff, { params: { id: patient.id }, query: { model: 'consultation' } })).body.results;
    expect(logs.map((entry) => entry.log_type)).toEqual(['+']);
  });

  it('is refused over another booking of the practitioner, but may touch it, and another practitioner is free then', async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const date = weekdayAhead(2, 3);
    await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
    const patient = (await newPatient(world)).id;
    for (const [from, to] of [
      ['09:00', '09:30'],
      ['08:45', '09:05'],
      ['09:25', '10:00'],
      ['08:00', '11:00'],
      ['09:10', '09:20'],
    ] as const) {
      const answer = await book(world, { patient, practitioner: physician.id, date, from, to });
      expect(refusal(answer)).toEqual([PLANNING_MESSAGES.overlapsBooking('09:00-09:30')]);
    }
    await booked(world, { patient, practitioner: physician.id, date, from: '09:30', to: '09:45' });
    await booked(world, { patient, practitioner: physician.id, date, from: '08:30', to: '09:00' });
    await booked(world, { patient, practitioner: colleague.id, date, from: '09:00', to: '09:30' });
    expect((await calendar(world, physician, date)).consultations.map((c) => c.start)).toEqual([
      instant(date, '08:30'),
      instant(date, '09:00'),
      instant(date, '09:30'),
    ]);
  });

  it('as a walk-in holds no time: it may share a booked time, and a booking may take its time', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 4);
    const first = await booked(world, { practitioner: physician.id, date, from: '10:00', to: '10:30' });
    const walkIn = await booked(world, { practitioner: physician.id, date, from: '10:00', to: '10:15', is_walkin: true });
    expect(walkIn).toMatchObject({ booked: false, is_walkin: true, start: instant(date, '10:00') });
    await booked(world, { practitioner: physician.id, date, from: '10:30', to: '10:45', is_walkin: true });
    await booked(world, { practitioner: physician.id, date, from: '10:30', to: '10:45' });
    // A walk-in is not held to the calendar's hours.
    await booked(world, { practitioner: physician.id, date, from: '19:00', to: '19:15', is_walkin: true });
    const shown = await calendar(world, physician, date);
    expect(shown.consultations.filter((c) => c.booked).map((c) => c.start)).toEqual([first.start, instant(date, '10:30')]);
    expect(shown.consultations.filter((c) => !c.booked)).toHaveLength(3);
  });

  it("is held to the times' rules, each message on its field", async () => {
    const physician = await newPhysician(world);
    const patient = (await newPatient(world)).id;
    const date = weekdayAhead(3, 1);
    const attempt = (from: string, to: string, toDate = date) =>
      world.api('bookConsultation', world.tokens.administration, {
        body: { ...bookingBody(world, { patient, practitioner: physician.id, date, from, to: '00:00' }), end: at(toDate, to) },
      });
    expect(await attempt('10:00', '10:00')).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.startBeforeEnd] } });
    expect(await attempt('10:00', '09:00')).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.startBeforeEnd] } });
    expect(await attempt('10:02', '10:33')).toMatchObject({ status: 400, body: { start: [PLANNING_MESSAGES.grid], end: [PLANNING_MESSAGES.grid] } });
    expect(await attempt('16:00', '08:00', weekdayAhead(3, 2))).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.sameDay] } });
    expect(await attempt('08:00', '12:05')).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.tooLong] } });
    const outside = { status: 400, body: { start: [PLANNING_MESSAGES.outsideHours('07:30', '17:00')] } };
    expect(await attempt('07:00', '07:45')).toMatchObject(outside);
    expect(await attempt('16:45', '17:15')).toMatchObject(outside);
    expect((await attempt('08:00', '12:00')).status).toBe(201);
    const badClock = await world.api.raw('bookConsultation', world.tokens.administration, {
      body: { ...bookingBody(world, { patient, practitioner: physician.id, date, from: '09:00', to: '09:30' }), start: '2026-02-30T09:00', end: '10:00' },
    });
    expect(badClock).toMatchObject({ status: 400, body: { start: [LOCAL_DATE_TIME_MESSAGE], end: [LOCAL_DATE_TIME_MESSAGE] } });
  });

  it("keeps to the practitioner's own calendar hours once they are set", async () => {
    const physician = await newPhysician(world);
    const saved = await world.api('updateCalendarConfig', world.tokens.staff, {
      params: { username: physician.email },
      body: { min: '10:00', max: '14:00', interval: 30, weekdays: [1, 2, 3], consistency_token: null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const patient = (await newPatient(world)).id;
    const date = weekdayAhead(3, 3);
    const answer = await book(world, { patient, practitioner: physician.id, date, from: '09:00', to: '09:30' });
    expect(answer).toMatchObject({ status: 400, body: { start: [PLANNING_MESSAGES.outsideHours('10:00', '14:00')] } });
    // Working weekdays do not refuse a booking (only next free slot keeps to them): Saturday is bookable.
    await booked(world, { patient, practitioner: physician.id, date: weekdayAhead(3, 6), from: '10:00', to: '10:30' });
  });

  it('takes only an active physician of the practice, a reason type that practitioner may use and an active insurance of the patient', async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const patient = await newPatient(world);
    const date = weekdayAhead(3, 4);
    const input = { patient: patient.id, practitioner: physician.id, date, from: '11:00', to: '11:15' };
    for (const practitioner of [world.practice.users.nurse.id, world.practice.users.administration.id, world.other.users.physician.id, 'nobody']) {
      expect(await book(world, { ...input, practitioner })).toMatchObject({ status: 400, body: { practitioner: [NOT_A_CHOICE] } });
    }
    const theirs = await world.api('createConsultReasonType', colleague.token, { body: { name: 'Van een collega', practitioner: colleague.id } });
    const own = await world.api('createConsultReasonType', physician.token, { body: { name: 'Eigen', practitioner: physician.id } });
    expect(await book(world, { ...input, reason_type: theirs.body.id })).toMatchObject({ status: 400, body: { reason_type: [NOT_A_CHOICE] } });
    const inactive = await world.api('createInsurance', world.tokens.administration, {
      body: { ...insuranceFields({ is_active: false }), patient: patient.id, is_primary: true },
    });
    expect(await book(world, { ...input, insurance: inactive.body.id })).toMatchObject({ status: 400, body: { insurance: [NOT_A_CHOICE] } });
    expect((await book(world, { ...input, reason_type: own.body.id })).status).toBe(201);
    const missing = await world.api.raw('bookConsultation', world.tokens.administration, { body: { patient: patient.id } });
    expect(missing).toMatchObject({
      status: 400,
      body: { practitioner: ['This field is required.'], start: ['This field is required.'], reason: ['This field is required.'] },
    });
  });

  it("answers 404 for an unknown patient or another practice's, and stores nothing", async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(3, 5);
    const theirs = await newPatient(world, world.otherTokens.administration);
    for (const patient of [theirs.id, '01J00000000000000000000000']) {
      expect((await book(world, { patient, practitioner: physician.id, date, from: '09:00', to: '09:30' })).status).toBe(404);
    }
    expect((await calendar(world, physician, date)).consultations).toEqual([]);
    await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:30' });
  });

  it('is open to administration and physicians, not to nurses (403 before the body is read)', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(4, 1);
    const byPhysician = await booked(world, { practitioner: physician.id, date, from: '09:00', to: '09:15' }, world.tokens.physician);
    expect(byPhysician.updated_by?.id).toBe(world.practice.users.physician.id);
    expect((await world.api.raw('bookConsultation', world.tokens.nurse, { body: { garbage: true } })).status).toBe(403);
    expect((await world.api('getSlots', world.tokens.nurse, { query: { practitioner: physician.email } })).status).toBe(403);
  });
});
