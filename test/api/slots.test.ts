import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../support/practice';
import { at, blocked, booked, type BookingWorld, bookingWorld, calendar, instant, newPhysician, weekdayAhead } from './bookings-setup';

// GET planning/slots/ (issue 11.1): a practitioner's calendar over a range (consultations and
// blocked times), and next_free=true&minutes=n, the first free start on the calendar's grid that
// skips bookings, blocked times, days off, public holidays and the end of the working hours. The
// practitioner's config is set in each test, and searches from now block what now could reach,
// so no answer depends on the hour the test runs.
let world: BookingWorld;

beforeAll(async () => {
  world = await bookingWorld();
});

async function configure(physician: TestUser, hours: { min: string; max: string; interval: number; weekdays: number[] }) {
  const res = await world.api('updateCalendarConfig', world.tokens.administration, {
    params: { username: physician.email },
    body: { ...hours, consistency_token: null },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function nextFree(physician: TestUser, minutes: number, after?: string) {
  const res = await world.api('getSlots', world.tokens.administration, {
    query: { practitioner: physician.email, next_free: 'true', minutes, ...(after ? { after } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (res.body.kind !== 'next_free') throw new Error('Expected a next_free answer');
  return { start: res.body.start, end: res.body.end };
}

const free = (date: string, from: string, to: string) => ({ start: instant(date, from), end: instant(date, to) });

describe('the calendar of a range', () => {
  it("answers the week's consultations and blocked times, and nothing outside it", async () => {
    const physician = await newPhysician(world);
    const [monday, friday, sunday] = [weekdayAhead(2, 1), weekdayAhead(2, 5), weekdayAhead(2, 7)];
    const inside = [
      await booked(world, { practitioner: physician.id, date: monday, from: '08:00', to: '08:30' }),
      await booked(world, { practitioner: physician.id, date: friday, from: '16:00', to: '16:30' }),
      await booked(world, { practitioner: physician.id, date: friday, from: '09:00', to: '09:15', is_walkin: true }),
    ];
    await booked(world, { practitioner: physician.id, date: weekdayAhead(1, 7), from: '10:00', to: '10:30' });
    await booked(world, { practitioner: physician.id, date: weekdayAhead(3, 1), from: '08:00', to: '08:30' });
    const before = await blocked(world, { practitioner: physician.id, date: weekdayAhead(1, 7), from: '20:00', toDate: monday, to: '00:00' });
    const reaching = await blocked(world, { practitioner: physician.id, date: weekdayAhead(2, 2), from: '20:00', toDate: weekdayAhead(2, 3), to: '08:00' });
    const wednesday = await blocked(world, { practitioner: physician.id, date: weekdayAhead(2, 3), from: '12:00', to: '13:00' });
    const spilling = await blocked(world, { practitioner: physician.id, date: sunday, from: '23:00', toDate: weekdayAhead(3, 1), to: '02:00' });
    await blocked(world, { practitioner: physician.id, date: weekdayAhead(3, 1), from: '12:00', to: '13:00' });

    const week = await calendar(world, physician, monday, sunday);
    expect(week).toMatchObject({ kind: 'range', from: monday, to: sunday });
    expect(week.consultations.map((c) => c.id).sort()).toEqual(inside.map((c) => c.id).sort());
    expect(week.blocked.map((b) => b.id).sort()).toEqual([reaching.id, wednesday.id, spilling.id].sort());
    expect(week.blocked.map((b) => b.id)).not.toContain(before.id);
    // A blocked time is in a range it reaches into, whichever side it starts or ends on.
    expect((await calendar(world, physician, weekdayAhead(2, 3), sunday)).blocked.map((b) => b.id).sort()).toEqual(
      [reaching.id, wednesday.id, spilling.id].sort(),
    );
    expect((await calendar(world, physician, weekdayAhead(1, 7))).blocked.map((b) => b.id)).toEqual([before.id]);
    const friday16 = week.consultations.find((c) => c.id === inside[1]!.id);
    expect(friday16).toMatchObject({ start: instant(friday, '16:00'), end: instant(friday, '16:30'), booked: true, patient_name: inside[1]!.patient_name });
  });

  it('defaults to this week, and refuses a range over 7 days or backwards on `to`', async () => {
    const physician = await newPhysician(world);
    const today = todayIso();
    const monday = nextDay(today, 1 - weekdayOf(today));
    const res = await world.api('getSlots', world.tokens.physician, { query: { practitioner: physician.email } });
    expect(res.body).toMatchObject({ kind: 'range', from: monday, to: nextDay(monday, 6), consultations: [], blocked: [] });
    const range = (from: string, to: string) => world.api('getSlots', world.tokens.administration, { query: { practitioner: physician.email, from, to } });
    expect(await range(monday, nextDay(monday, 7))).toMatchObject({ status: 400, body: { to: [PLANNING_MESSAGES.rangeTooLong] } });
    expect(await range(monday, nextDay(monday, -1))).toMatchObject({ status: 400, body: { to: [PLANNING_MESSAGES.rangeOrder] } });
    const unknown = await world.api('getSlots', world.tokens.administration, { query: { practitioner: world.practice.users.nurse.email } });
    expect(unknown.status).toBe(404);
  });
});

describe('the next free slot', () => {
  it('skips bookings and blocked times, keeps to the grid from MIN and to the working hours, and goes on to the next working day', async () => {
    const physician = await newPhysician(world);
    await configure(physician, { min: '08:00', max: '12:00', interval: 30, weekdays: [1, 4, 5] });
    const [monday, tuesday, thursday] = [weekdayAhead(2, 1), weekdayAhead(2, 2), weekdayAhead(2, 4)];
    const start = at(monday, '00:00');
    expect(await nextFree(physician, 30, start)).toEqual(free(monday, '08:00', '08:30'));
    await booked(world, { practitioner: physician.id, date: monday, from: '08:00', to: '08:45' });
    // 08:30 is taken until 08:45: the next start on the grid is 09:00.
    expect(await nextFree(physician, 30, start)).toEqual(free(monday, '09:00', '09:30'));
    await blocked(world, { practitioner: physician.id, date: monday, from: '09:00', to: '10:00' });
    expect(await nextFree(physician, 30, start)).toEqual(free(monday, '10:00', '10:30'));
    // A walk-in holds no time.
    await booked(world, { practitioner: physician.id, date: monday, from: '10:00', to: '10:30', is_walkin: true });
    expect(await nextFree(physician, 30, start)).toEqual(free(monday, '10:00', '10:30'));
    // Two hours fit from 10:00 to MAX; two and a half do not, and Tuesday and Wednesday are no working days.
    expect(await nextFree(physician, 120, start)).toEqual(free(monday, '10:00', '12:00'));
    expect(await nextFree(physician, 150, start)).toEqual(free(thursday, '08:00', '10:30'));
    // From a later moment: not before it, on the grid.
    expect(await nextFree(physician, 30, at(monday, '10:10'))).toEqual(free(monday, '10:30', '11:00'));
    expect(await nextFree(physician, 30, at(tuesday, '07:00'))).toEqual(free(thursday, '08:00', '08:30'));
  });

  it('skips public holidays', async () => {
    const physician = await newPhysician(world);
    await configure(physician, { min: '09:00', max: '17:00', interval: 15, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    const year = Number(todayIso().slice(0, 4)) + 1;
    expect(holidayOn(`${year}-12-25`)).not.toBeNull();
    expect(holidayOn(`${year}-12-26`)).not.toBeNull();
    expect(holidayOn(`${year}-12-27`)).toBeNull();
    expect(await nextFree(physician, 45, `${year}-12-25T00:00`)).toEqual(free(`${year}-12-27`, '09:00', '09:45'));
  });

  it('from now: never today once the rest of today is blocked, and only on working days', async () => {
    const physician = await newPhysician(world);
    await configure(physician, { min: '08:00', max: '17:00', interval: 15, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    const today = todayIso();
    await blocked(world, { practitioner: physician.id, date: today, from: '00:00', toDate: nextDay(today), to: '00:00' });
    let day = nextDay(today);
    while (holidayOn(day)) day = nextDay(day);
    expect(await nextFree(physician, 60)).toEqual(free(day, '08:00', '09:00'));

    // Working only on the weekday after today's: the first such day that is not a holiday.
    const colleague = await newPhysician(world);
    const weekday = (weekdayOf(today) % 7) + 1;
    await configure(colleague, { min: '10:00', max: '11:00', interval: 60, weekdays: [weekday] });
    let worked = nextDay(today);
    while (holidayOn(worked)) worked = nextDay(worked, 7);
    expect(await nextFree(colleague, 60)).toEqual(free(worked, '10:00', '11:00'));
  });

  it('answers null when nothing fits in the window, and needs minutes', async () => {
    const physician = await newPhysician(world);
    await configure(physician, { min: '08:00', max: '09:00', interval: 15, weekdays: [1, 2, 3, 4, 5] });
    expect(await nextFree(physician, 75, at(weekdayAhead(2, 1), '00:00'))).toEqual({ start: null, end: null });
    const res = await world.api('getSlots', world.tokens.administration, { query: { practitioner: physician.email, next_free: 'true' } });
    expect(res).toMatchObject({ status: 400, body: { minutes: ['This field is required.'] } });
  });
});
