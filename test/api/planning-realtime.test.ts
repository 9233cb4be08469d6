import { beforeAll, describe, expect, it } from 'vitest';
import { twin } from '../support/twin-env';
import { at, blocked, booked, type BookingWorld, bookingWorld, newPhysician, weekdayAhead, moveBooking } from './bookings-setup';
import { listen, until } from './calendar-setup';

// The realtime 'planning' message (spec 1 §4, issue 11): after a booking, a move, an arrival, a
// treatment, a blocked time's create, change and delete, and a booking's delete, the practice's
// open screens hear which practitioner's days changed, and for a consultation which one and whose
// (ids and days only, no names; issue 22 §6), and another
// practice's screens hear nothing.
let world: BookingWorld;

beforeAll(async () => {
  world = await bookingWorld();
});

const socket = (token: string) => listen({ ...world, url: twin().url }, token);

describe("the practice's planning messages", () => {
  it('follow every change of a calendar, reach each screen of the practice and never another practice', async () => {
    const physician = await newPhysician(world);
    const [screen, otherScreen, ownSchedule] = await Promise.all([
      socket(world.tokens.administration),
      socket(world.otherTokens.administration),
      socket(physician.token),
    ]);
    try {
      const [d1, d2] = [weekdayAhead(2, 1), weekdayAhead(2, 2)];
      const c = await booked(world, { practitioner: physician.id, date: d1, from: '09:00', to: '09:30' });
      const moved = await moveBooking(world, c, { date: d2, from: '10:00', to: '10:30' });
      expect(moved.status).toBe(200);
      const arrived = await world.api('setConsultationArrived', world.tokens.administration, {
        params: { id: c.id },
        body: { arrived: true, consistency_token: moved.body.consistency_token },
      });
      expect(arrived.status).toBe(200);
      await world.api('setConsultationProcessed', physician.token, {
        params: { id: c.id },
        body: { processed: true, consistency_token: arrived.body.consistency_token },
      });
      const b = await blocked(world, { practitioner: physician.id, date: d1, from: '12:00', toDate: d2, to: '08:00' });
      const changed = await world.api('updateBlockedTime', world.tokens.administration, {
        params: { id: b.id },
        body: { start: at(d1, '12:00'), end: at(d1, '13:00'), reason: '', consistency_token: b.consistency_token },
      });
      expect(changed.status).toBe(200);
      expect(
        (
          await world.api('deleteBlockedTime', world.tokens.administration, {
            params: { id: b.id },
            query: { consistency_token: changed.body.consistency_token },
          })
        ).status,
      ).toBe(204);
      const gone = await booked(world, { practitioner: physician.id, date: d2, from: '14:00', to: '14:15' });
      expect(
        (await world.api('deleteConsultation', world.tokens.administration, { params: { id: gone.id }, query: { consistency_token: gone.consistency_token } }))
          .status,
      ).toBe(204);

      const expected = [
        { practitioner: physician.id, dates: [d1], consultation: c.id, patient: c.patient_id, change: 'booking' },
        { practitioner: physician.id, dates: [d1, d2], consultation: c.id, patient: c.patient_id, change: 'booking' },
        { practitioner: physician.id, dates: [d2], consultation: c.id, patient: c.patient_id, change: 'arrival' },
        { practitioner: physician.id, dates: [d2], consultation: c.id, patient: c.patient_id, change: 'treatment' },
        { practitioner: physician.id, dates: [d1, d2], change: 'blocked' },
        { practitioner: physician.id, dates: [d1, d2], change: 'blocked' },
        { practitioner: physician.id, dates: [d1], change: 'blocked' },
        { practitioner: physician.id, dates: [d2], consultation: gone.id, patient: gone.patient_id, change: 'booking' },
        { practitioner: physician.id, dates: [d2], consultation: gone.id, patient: gone.patient_id, change: 'booking' },
      ];
      const planning = (messages: { type: string; payload: Record<string, unknown> }[]) => messages.filter((m) => m.type === 'planning').map((m) => m.payload);
      await until(() => planning(screen.messages).length >= expected.length && planning(ownSchedule.messages).length >= expected.length);
      expect(planning(screen.messages)).toEqual(expected);
      expect(planning(ownSchedule.messages)).toEqual(expected);
      // Nothing names a patient.
      expect(JSON.stringify(screen.messages)).not.toContain(c.patient_name);
      // Another practice's screen has had every chance to receive them by now.
      expect(otherScreen.messages.filter((m) => m.type === 'planning')).toEqual([]);
    } finally {
      for (const s of [screen, otherScreen, ownSchedule]) s.close();
    }
  });

  it("of another practice's changes do not reach this practice", async () => {
    const screen = await socket(world.tokens.administration);
    const theirs = await socket(world.otherTokens.administration);
    try {
      const date = weekdayAhead(3, 1);
      const made = await world.api('createBlockedTime', world.otherTokens.administration, {
        body: { practitioner: world.other.users.physician.id, start: at(date, '09:00'), end: at(date, '10:00'), reason: '' },
      });
      expect(made.status).toBe(201);
      await until(() => theirs.messages.some((m) => m.type === 'planning'));
      expect(theirs.messages.filter((m) => m.type === 'planning').map((m) => m.payload)).toEqual([
        { practitioner: world.other.users.physician.id, dates: [date], change: 'blocked' },
      ]);
      expect(screen.messages.filter((m) => m.type === 'planning')).toEqual([]);
    } finally {
      screen.close();
      theirs.close();
    }
  });
});
