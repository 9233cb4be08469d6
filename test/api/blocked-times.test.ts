import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { isoToDisplay } from '@praktijk/shared/dates';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  block,
  blocked,
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

// Blocked times (issue 11.3; spec 1 §3 "blocked time slots", spec 3 §5 rule 'is_not_greator'):
// create, change and delete; their times' rules on their fields; never over a booking (the
// bookings named) and no booking over one; the token, role and practice answers.
let world: BookingWorld;
const NOT_A_CHOICE = PLANNING_MESSAGES.notPractitioner;

beforeAll(async () => {
  world = await bookingWorld();
});

const change = (id: string, body: { start: string; end: string; reason?: string; consistency_token: string }, token = world.tokens.administration) =>
  world.api('updateBlockedTime', token, { params: { id }, body: { reason: 'Vergadering', ...body } });
const remove = (id: string, consistency_token: string, token = world.tokens.administration) =>
  world.api('deleteBlockedTime', token, { params: { id }, query: { consistency_token } });

describe('a blocked time', () => {
  it("is stored, shown in the practitioner's calendar, changed and deleted, freeing its time", async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 1);
    const made = await blocked(world, { practitioner: physician.id, date, from: '12:00', to: '13:00', reason: 'Lunch' });
    expect(made).toMatchObject({
      practitioner: { id: physician.id, name: expect.stringContaining(physician.firstName) },
      start: instant(date, '12:00'),
      end: instant(date, '13:00'),
      reason: 'Lunch',
      updated_by: { id: world.practice.users.administration.id },
    });
    expect((await calendar(world, physician, date)).blocked).toEqual([made]);

    const moved = await change(made.id, { start: at(date, '14:00'), end: at(date, '15:30'), reason: 'Scholing', consistency_token: made.consistency_token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: made.id, start: instant(date, '14:00'), end: instant(date, '15:30'), reason: 'Scholing' });
    expect(moved.body.consistency_token).not.toBe(made.consistency_token);
    expect((await calendar(world, physician, date)).blocked).toEqual([moved.body]);
    // The old time is free again, the new one is not.
    await booked(world, { practitioner: physician.id, date, from: '12:00', to: '13:00' });
    const patient = (await newPatient(world)).id;
    expect(refusal(await book(world, { patient, practitioner: physician.id, date, from: '15:00', to: '15:15' }))).toEqual([
      PLANNING_MESSAGES.overlapsBlocked('14:00-15:30'),
    ]);

    expect((await remove(made.id, made.consistency_token)).status).toBe(409);
    expect((await remove(made.id, moved.body.consistency_token)).status).toBe(204);
    expect((await calendar(world, physician, date)).blocked).toEqual([]);
    expect((await remove(made.id, moved.body.consistency_token)).status).toBe(404);
    await booked(world, { patient, practitioner: physician.id, date, from: '15:00', to: '15:15' });
  });

  it('may cover several days, each of them refusing bookings, and a change releases the days it leaves', async () => {
    const physician = await newPhysician(world);
    const [mon, tue, wed] = [weekdayAhead(3, 1), weekdayAhead(3, 2), weekdayAhead(3, 3)];
    const made = await blocked(world, { practitioner: physician.id, date: mon, from: '16:00', toDate: wed, to: '10:00' });
    const patient = (await newPatient(world)).id;
    const attempt = (date: string, from: string, to: string) => book(world, { patient, practitioner: physician.id, date, from, to });
    expect(refusal(await attempt(mon, '16:30', '16:45'))).toEqual([PLANNING_MESSAGES.overlapsBlocked('16:00-24:00')]);
    expect(refusal(await attempt(tue, '08:00', '08:15'))).toEqual([PLANNING_MESSAGES.overlapsBlocked('00:00-24:00')]);
    expect(refusal(await attempt(wed, '09:45', '10:15'))).toEqual([PLANNING_MESSAGES.overlapsBlocked('00:00-10:00')]);
    expect((await attempt(wed, '10:00', '10:15')).status).toBe(201);
    expect((await calendar(world, physician, tue)).blocked.map((b) => b.id)).toEqual([made.id]);

    const shorter = await change(made.id, { start: at(mon, '16:00'), end: at(mon, '17:00'), consistency_token: made.consistency_token });
    expect(shorter.status, JSON.stringify(shorter.body)).toBe(200);
    expect((await calendar(world, physician, tue)).blocked).toEqual([]);
    expect((await attempt(tue, '08:00', '08:15')).status).toBe(201);
  });

  it("refuses an end that is not after its start (spec rule 'is_not_greator'), off-grid times and more than 31 days, each on its field", async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 2);
    const body = (start: string, end: string) => ({ practitioner: physician.id, start, end, reason: '' });
    const refused = async (start: string, end: string) => {
      const res = await world.api('createBlockedTime', world.tokens.administration, { body: body(start, end) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body;
    };
    expect(await refused(at(date, '10:00'), at(date, '10:00'))).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(await refused(at(date, '10:00'), at(date, '09:00'))).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(await refused(at(date, '10:00'), at(weekdayAhead(1, 2), '11:00'))).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(await refused(at(date, '10:01'), at(date, '10:31'))).toEqual({ start: [PLANNING_MESSAGES.grid], end: [PLANNING_MESSAGES.grid] });
    expect(await refused(at(date, '00:00'), at(weekdayAhead(7, 2), '00:05'))).toEqual({ end: [PLANNING_MESSAGES.blockedTooLong] });
    const badClock = await world.api.raw('createBlockedTime', world.tokens.administration, { body: body('2030-02-30T10:00', 'morgen') });
    expect(badClock.status).toBe(400);
    expect(Object.keys(badClock.body).sort()).toEqual(['end', 'start']);
    for (const practitioner of [world.practice.users.nurse.id, world.other.users.physician.id, ulid()]) {
      const res = await world.api('createBlockedTime', world.tokens.administration, { body: { ...body(at(date, '10:00'), at(date, '11:00')), practitioner } });
      expect(res, practitioner).toMatchObject({ status: 400, body: { practitioner: [NOT_A_CHOICE] } });
    }
    // A change is held to the same rules, and a refused one leaves it as it was.
    const made = await blocked(world, { practitioner: physician.id, date, from: '10:00', to: '11:00' });
    const backwards = await change(made.id, { start: at(date, '11:00'), end: at(date, '10:00'), consistency_token: made.consistency_token });
    expect(backwards).toMatchObject({ status: 400, body: { end: [PLANNING_MESSAGES.startBeforeEnd] } });
    expect((await calendar(world, physician, date)).blocked).toEqual([made]);
    // Exactly 31 days is allowed.
    await blocked(world, { practitioner: physician.id, date: weekdayAhead(8, 1), from: '00:00', toDate: weekdayAhead(12, 4), to: '00:00' });
  });

  it('is refused over bookings, naming them (and their days when it covers several); a touching one is fine', async () => {
    const physician = await newPhysician(world);
    const [day1, day2] = [weekdayAhead(2, 3), weekdayAhead(2, 4)];
    const first = await booked(world, { practitioner: physician.id, date: day1, from: '09:00', to: '09:30' });
    const second = await booked(world, { practitioner: physician.id, date: day1, from: '11:00', to: '11:15' });
    const third = await booked(world, { practitioner: physician.id, date: day2, from: '08:00', to: '08:30' });
    await booked(world, { practitioner: physician.id, date: day1, from: '12:00', to: '12:30', is_walkin: true });

    expect(refusal(await block(world, { practitioner: physician.id, date: day1, from: '08:00', to: '12:00' }))).toEqual([
      PLANNING_MESSAGES.blockedOverBookings(`09:00 ${first.patient_name}, 11:00 ${second.patient_name}`),
    ]);
    expect(refusal(await block(world, { practitioner: physician.id, date: day1, from: '11:00', toDate: day2, to: '09:00' }))).toEqual([
      PLANNING_MESSAGES.blockedOverBookings(`${isoToDisplay(day1)} 11:00 ${second.patient_name}, ${isoToDisplay(day2)} 08:00 ${third.patient_name}`),
    ]);
    expect((await calendar(world, physician, day1, day2)).blocked).toEqual([]);
    // Up to a booking's start and from its end; a walk-in holds no time.
    await blocked(world, { practitioner: physician.id, date: day1, from: '09:30', to: '11:00' });
    await blocked(world, { practitioner: physician.id, date: day1, from: '12:00', to: '13:00' });

    // A change onto a booking is refused the same way and leaves it where it was.
    const later = await blocked(world, { practitioner: physician.id, date: day2, from: '14:00', to: '15:00' });
    const onto = await change(later.id, { start: at(day2, '08:15'), end: at(day2, '09:00'), consistency_token: later.consistency_token });
    expect(refusal(onto)).toEqual([PLANNING_MESSAGES.blockedOverBookings(`08:00 ${third.patient_name}`)]);
    expect((await calendar(world, physician, day2)).blocked.map((b) => b.start)).toEqual([instant(day2, '14:00')]);
  });

  it('is refused over another blocked time, and a booking inside one is refused, also when moved into it', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(2, 5);
    await blocked(world, { practitioner: physician.id, date, from: '10:00', to: '12:00' });
    expect(refusal(await block(world, { practitioner: physician.id, date, from: '11:30', to: '12:30' }))).toEqual([
      PLANNING_MESSAGES.overlapsBlocked('10:00-12:00'),
    ]);
    const patient = (await newPatient(world)).id;
    expect(refusal(await book(world, { patient, practitioner: physician.id, date, from: '10:30', to: '11:00' }))).toEqual([
      PLANNING_MESSAGES.overlapsBlocked('10:00-12:00'),
    ]);
    const c = await booked(world, { patient, practitioner: physician.id, date, from: '12:00', to: '12:30' });
    const into = await moveBooking(world, c, { date, from: '11:45', to: '12:15' });
    expect(refusal(into)).toEqual([PLANNING_MESSAGES.overlapsBlocked('10:00-12:00')]);
    // A walk-in is not held by it.
    await booked(world, { patient, practitioner: physician.id, date, from: '10:30', to: '10:45', is_walkin: true });
    // Another practitioner's calendar is not blocked by it.
    await booked(world, { patient, practitioner: (await newPhysician(world)).id, date, from: '10:30', to: '11:00' });
  });

  it('is for physicians and administration: a nurse gets 403 before the body is read', async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(4, 1);
    const own = await blocked(world, { practitioner: physician.id, date, from: '09:00', to: '10:00' }, physician.token);
    expect(own.updated_by?.id).toBe(physician.id);
    expect((await world.api.raw('createBlockedTime', world.tokens.nurse, { body: { garbage: true } })).status).toBe(403);
    expect((await world.api.raw('updateBlockedTime', world.tokens.nurse, { params: { id: own.id }, body: { garbage: true } })).status).toBe(403);
    expect((await remove(own.id, own.consistency_token, world.tokens.nurse)).status).toBe(403);
    expect((await calendar(world, physician, date)).blocked).toEqual([own]);
  });

  it("is another practice's business: 404 to change or delete, and it does not see it", async () => {
    const physician = await newPhysician(world);
    const date = weekdayAhead(4, 2);
    const made = await blocked(world, { practitioner: physician.id, date, from: '09:00', to: '10:00' });
    const body = { start: at(date, '09:00'), end: at(date, '11:00'), consistency_token: made.consistency_token };
    expect((await change(made.id, body, world.otherTokens.staff)).status).toBe(404);
    expect((await remove(made.id, made.consistency_token, world.otherTokens.staff)).status).toBe(404);
    const theirs = await world.api('getSlots', world.otherTokens.administration, { query: { practitioner: physician.email, from: date, to: date } });
    expect(theirs.status).toBe(404);
    expect((await calendar(world, physician, date)).blocked).toEqual([made]);
    expect((await change(ulid(), body)).status).toBe(404);
  });
});
