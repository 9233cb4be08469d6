import { todayIso } from '@praktijk/shared/dates';
import { nextDay } from '@praktijk/shared/practice-clock';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { booked, type BookingWorld, bookingWorld, newPatient, newPhysician, weekdayAhead } from './bookings-setup';

// The day lists of planning and the schedule (issue 11.4, 11.5; spec 1 §7): a physician's waiting
// room and treated list, reception's lists of who has not arrived and who is done, patients per
// hour, patient_arrived/, and the physician's own schedule of a day. One practitioner's day is
// made once: six consultations in every state, beside a colleague's and another day's.
let world: BookingWorld;
let physician: Awaited<ReturnType<typeof newPhysician>>;
let day: string;
const c: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', Consultation> = {} as never;

const arrive = async (x: Consultation) => {
  const res = await world.api('setConsultationArrived', world.tokens.administration, {
    params: { id: x.id },
    body: { arrived: true, consistency_token: x.consistency_token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const treat = async (x: Consultation) => {
  const res = await world.api('setConsultationProcessed', physician.token, {
    params: { id: x.id },
    body: { processed: true, consistency_token: x.consistency_token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  world = await bookingWorld();
  physician = await newPhysician(world);
  day = weekdayAhead(2, 2);
  const config = { min: '08:00', max: '12:00', interval: 15, weekdays: [1, 2, 3, 4, 5], consistency_token: null };
  expect((await world.api('updateCalendarConfig', physician.token, { params: { username: physician.email }, body: config })).status).toBe(200);
  const at = (from: string, to: string, is_walkin = false) => booked(world, { practitioner: physician.id, date: day, from, to, is_walkin });
  [c.a, c.f, c.b, c.c, c.e, c.d] = await Promise.all([
    at('08:00', '08:15'),
    at('08:30', '08:45'),
    at('09:00', '09:30'),
    at('10:15', '10:30'),
    at('11:00', '11:30'),
    at('13:00', '13:15', true),
  ]);
  // c arrives before a (c has waited longest); b is treated before d.
  c.c = await arrive(c.c);
  c.a = await arrive(c.a);
  c.b = await treat(await arrive(c.b));
  c.d = await treat(await arrive(c.d));
  // Not this practitioner's day: another day's and a colleague's.
  await booked(world, { practitioner: physician.id, date: nextDay(day), from: '08:00', to: '08:15' });
  await booked(world, { practitioner: (await newPhysician(world)).id, date: day, from: '08:00', to: '08:15' });
});

const params = () => ({ username: physician.email });
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe("a practitioner's day", () => {
  it('waiting room: arrived and not treated, longest waiting first', async () => {
    const res = await world.api('practitionerWaitingPatients', physician.token, { params: params(), query: { date: day } });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([c.c.id, c.a.id]);
    expect(res.body[0]).toMatchObject({ patient_name: c.c.patient_name, arrived: true, arrived_at: expect.any(String), processed: false, booked: true });
  });

  it('treated: most recently treated first', async () => {
    const res = await world.api('practitionerTreatedPatients', world.tokens.administration, { params: params(), query: { date: day } });
    expect(ids(res.body)).toEqual([c.d.id, c.b.id]);
    expect(res.body.every((x) => x.processed && x.processed_at !== null)).toBe(true);
  });

  it("reception's lists: not arrived by start, and treated by start", async () => {
    const waiting = await world.api('administrationWaitingPatients', world.tokens.administration, { params: params(), query: { date: day } });
    expect(ids(waiting.body)).toEqual([c.f.id, c.e.id]);
    const treated = await world.api('administrationTreatedPatients', world.tokens.administration, { params: params(), query: { date: day } });
    expect(ids(treated.body)).toEqual([c.b.id, c.d.id]);
  });

  it("patients per hour from the calendar's MIN to MAX, widened to a walk-in after it", async () => {
    const res = await world.api('practitionerHourlyPatients', world.tokens.administration, { params: params(), query: { date: day } });
    expect(res.body).toEqual([
      { hour: '08:00', booked: 2, arrived: 1, treated: 0 },
      { hour: '09:00', booked: 1, arrived: 1, treated: 1 },
      { hour: '10:00', booked: 1, arrived: 1, treated: 0 },
      { hour: '11:00', booked: 1, arrived: 0, treated: 0 },
      { hour: '12:00', booked: 0, arrived: 0, treated: 0 },
      { hour: '13:00', booked: 1, arrived: 1, treated: 1 },
    ]);
  });

  it('are of today without a date', async () => {
    for (const op of ['practitionerWaitingPatients', 'practitionerTreatedPatients', 'administrationTreatedPatients'] as const) {
      expect((await world.api(op, world.tokens.administration, { params: params() })).body, op).toEqual([]);
    }
    const patient = await newPatient(world);
    const walkIn = await world.api('createConsultation', world.tokens.administration, {
      params: { id: patient.id },
      body: { reason_type: world.reasonType, reason: 'Vandaag', practitioner: physician.id },
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    expect(walkIn.body.date).toBe(todayIso());
    expect(ids((await world.api('administrationWaitingPatients', world.tokens.administration, { params: params() })).body)).toEqual([walkIn.body.id]);
    const hourly = (await world.api('practitionerHourlyPatients', world.tokens.administration, { params: params() })).body;
    expect(hourly.reduce((sum, h) => sum + h.booked, 0)).toBe(1);
  });

  it('answers 404 for anyone not a practitioner of the practice and 403 for nurses', async () => {
    const ops = [
      'practitionerWaitingPatients',
      'practitionerTreatedPatients',
      'practitionerHourlyPatients',
      'administrationWaitingPatients',
      'administrationTreatedPatients',
    ] as const;
    for (const op of ops) {
      expect((await world.api(op, world.otherTokens.staff, { params: params(), query: { date: day } })).status, op).toBe(404);
      const notOne = { username: world.practice.users.administration.email };
      expect((await world.api(op, world.tokens.staff, { params: notOne, query: { date: day } })).status, op).toBe(404);
      expect((await world.api(op, world.tokens.nurse, { params: params(), query: { date: day } })).status, op).toBe(403);
      expect((await world.api.raw(op, world.tokens.staff, { params: params(), query: { date: '2026-13-01' } })).status, op).toBe(400);
    }
  });
});

describe('patient_arrived/', () => {
  it('answers the arrival without changing it; 404 for another practice, 403 for nurses', async () => {
    const read = (x: Consultation, token = world.tokens.administration) => world.api('patientArrived', token, { params: { id: x.id } });
    expect((await read(c.a)).body).toEqual({ id: c.a.id, arrived: true, arrived_at: c.a.arrived_at, processed: false });
    expect((await read(c.f)).body).toEqual({ id: c.f.id, arrived: false, arrived_at: null, processed: false });
    expect((await read(c.b, physician.token)).body).toMatchObject({ arrived: true, processed: true });
    expect((await read(c.a, world.otherTokens.staff)).status).toBe(404);
    expect((await read(c.a, world.tokens.nurse)).status).toBe(403);
    expect((await world.api('getConsultation', world.tokens.administration, { params: { id: c.f.id } })).body.consistency_token).toBe(c.f.consistency_token);
  });
});

describe("the physician's schedule", () => {
  it("lists the caller's own consultations of the date, booked and walk-in, by start", async () => {
    const own = await world.api('scheduleSidebar', physician.token, { query: { date: day } });
    expect(ids(own.body)).toEqual([c.a.id, c.f.id, c.b.id, c.c.id, c.e.id, c.d.id]);
    expect((await world.api('scheduleSidebar', world.tokens.physician, { query: { date: day } })).body).toEqual([]);
    expect((await world.api('scheduleSidebar', physician.token, { query: { date: nextDay(day, 2) } })).body).toEqual([]);
    expect((await world.api.raw('scheduleSidebar', physician.token, {})).body).toEqual({ date: ['This field is required.'] });
    expect((await world.api('scheduleSidebar', world.tokens.nurse, { query: { date: day } })).status).toBe(403);
  });
});

describe("a patient's future consultations", () => {
  it("are those from today on that are not treated, by start; 404 for another practice's patient", async () => {
    const patient = (await newPatient(world)).id;
    const colleague = await newPhysician(world);
    const book = (date: string, from: string, to: string) => booked(world, { patient, practitioner: colleague.id, date, from, to });
    await book(weekdayAhead(-1, 1), '09:00', '09:15');
    const later = await book(weekdayAhead(3, 2), '09:00', '09:15');
    const sooner = await book(weekdayAhead(3, 1), '14:00', '14:15');
    const done = await book(weekdayAhead(3, 1), '09:00', '09:15');
    await treat(await arrive(done));
    const today = await world.api('createConsultation', world.tokens.administration, {
      params: { id: patient },
      body: { reason_type: world.reasonType, reason: 'Vandaag', practitioner: colleague.id },
    });
    expect(today.status).toBe(201);
    const res = await world.api('futureConsultations', world.tokens.administration, { params: { id: patient } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res.body)).toEqual([today.body.id, sooner.id, later.id]);
    expect((await world.api('futureConsultations', world.otherTokens.staff, { params: { id: patient } })).status).toBe(404);
    expect((await world.api('futureConsultations', world.tokens.nurse, { params: { id: patient } })).status).toBe(403);
  });
});
