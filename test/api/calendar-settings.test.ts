import { ulid } from 'ulid';
import { DEFAULT_CALENDAR_CONFIG, PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { todayIso } from '@praktijk/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../support/api';
import { type CalendarWorld, calendarWorld, listen, newPatient, newPhysician, ok, until } from './calendar-setup';

// The practitioners of planning, their calendar config and their calendar settings (issue 11.1,
// 11.5, 11.6; spec 1 §2-§3, §7): who is a practitioner, who may change whose calendar, the first
// save on a null token and later ones on the token read, activation of reason types per practitioner.
let world: CalendarWorld;
const NOT_A_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

beforeAll(async () => {
  world = await calendarWorld();
});

const config = (overrides: Partial<{ min: string; max: string; interval: number; weekdays: number[]; consistency_token: string | null }> = {}) => ({
  min: '08:00',
  max: '16:00',
  interval: 20,
  weekdays: [1, 2, 3, 4],
  consistency_token: null,
  ...overrides,
});

describe('practitioners', () => {
  it("lists the practice's active physicians by name with their on-call state, and no one else", async () => {
    const [aaron, zeno, gone] = await Promise.all([newPhysician(world, 'Aaron'), newPhysician(world, 'Zeno'), newPhysician(world, 'Gijs')]);
    const user = (await world.api('listUsers', world.tokens.staff)).body.find((u) => u.id === gone.id)!;
    ok(
      await world.api('updateUser', world.tokens.staff, {
        params: { id: gone.id },
        body: { roles: ['physician'], is_staff: false, is_active: false, consistency_token: user.consistency_token },
      }),
    );
    ok(await world.api('updateCalendarSettings', zeno.token, { params: { id: zeno.id }, body: { on_call: true, consistency_token: null } }));

    const sidebar = ok(await world.api('planningSidebar', world.tokens.administration));
    const ids = sidebar.map((p) => p.id);
    expect(ids.indexOf(aaron.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(aaron.id)).toBeLessThan(ids.indexOf(zeno.id));
    expect(ids).toContain(world.practice.users.physician.id);
    for (const notOne of [gone.id, world.practice.users.administration.id, world.practice.users.nurse.id, world.practice.users.staff.id])
      expect(ids).not.toContain(notOne);
    expect(sidebar.find((p) => p.id === zeno.id)).toEqual({ id: zeno.id, username: zeno.email, name: `Zeno Tester`, on_call: true });
    expect(sidebar.find((p) => p.id === aaron.id)?.on_call).toBe(false);

    const limited = ok(await world.api('limitedPractitioners', world.tokens.physician));
    expect(limited.map((p) => p.id)).toEqual(ids);
    expect(limited.find((p) => p.id === aaron.id)).toEqual({ id: aaron.id, username: aaron.email, name: 'Aaron Tester' });
    expect(ok(await world.api('planningSidebar', world.otherTokens.staff)).map((p) => p.id)).not.toContain(aaron.id);
  });

  it('finds one by sign-in e-mail in any case; anyone who is not a physician of the practice is 404; nurses 403', async () => {
    const physician = await newPhysician(world);
    const found = await world.api('getPractitioner', world.tokens.administration, { params: { username: physician.email.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ id: physician.id, username: physician.email, name: `${physician.firstName} Tester`, on_call: false });
    for (const username of [world.practice.users.administration.email, world.other.users.physician.email, 'nobody@praktijk.test']) {
      expect((await world.api('getPractitioner', world.tokens.administration, { params: { username } })).status, username).toBe(404);
    }
    expect((await world.api('getPractitioner', world.otherTokens.staff, { params: { username: physician.email } })).status).toBe(404);
    expect((await world.api('getPractitioner', world.tokens.nurse, { params: { username: physician.email } })).status).toBe(403);
    expect((await world.api.raw('getPractitioner', world.tokens.staff, { params: { username: 'not-an-email' } })).status).toBe(400);
  });
});

describe('calendar config', () => {
  it('answers the defaults until saved; the first save takes a null token, later ones the token read (409 when stale)', async () => {
    const physician = await newPhysician(world);
    const params = { username: physician.email };
    const initial = ok(await world.api('getCalendarConfig', world.tokens.administration, { params }));
    expect(initial).toEqual({ ...DEFAULT_CALENDAR_CONFIG, weekdays: [...DEFAULT_CALENDAR_CONFIG.weekdays], consistency_token: null });

    const first = ok(await world.api('updateCalendarConfig', physician.token, { params, body: config({ weekdays: [4, 1, 1, 2] }) }));
    expect(first).toEqual({ min: '08:00', max: '16:00', interval: 20, weekdays: [1, 2, 4], consistency_token: expect.any(String) });
    expect((await world.api('updateCalendarConfig', physician.token, { params, body: config() })).status).toBe(409);
    expect((await world.api('updateCalendarConfig', physician.token, { params, body: config({ consistency_token: ulid() }) })).status).toBe(409);

    const second = ok(
      await world.api('updateCalendarConfig', world.tokens.administration, {
        params,
        body: config({ max: '12:30', consistency_token: first.consistency_token }),
      }),
    );
    expect(second.max).toBe('12:30');
    expect((await world.api('updateCalendarConfig', physician.token, { params, body: config({ consistency_token: first.consistency_token }) })).status).toBe(
      409,
    );
    expect(ok(await world.api('getCalendarConfig', physician.token, { params }))).toEqual(second);
  });

  it('is changed by the physician for their own calendar and by administration and staff for anyone; nurses and other practices not', async () => {
    const [owner, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const params = { username: owner.email };
    const forbidden = await world.api('updateCalendarConfig', colleague.token, { params, body: config() });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: expect.any(String) });
    expect((await world.api('updateCalendarConfig', world.tokens.nurse, { params, body: config() })).status).toBe(403);
    expect((await world.api('updateCalendarConfig', world.otherTokens.staff, { params, body: config() })).status).toBe(404);
    expect((await world.api('getCalendarConfig', world.otherTokens.staff, { params })).status).toBe(404);
    const saved = ok(await world.api('updateCalendarConfig', world.tokens.staff, { params, body: config() }));
    expect(ok(await world.api('getCalendarConfig', colleague.token, { params })).consistency_token).toBe(saved.consistency_token);
  });

  it('refuses hours that end before they start or leave the booking grid, an unknown step and no weekdays', async () => {
    const physician = await newPhysician(world);
    const params = { username: physician.email };
    const refused = async (body: ReturnType<typeof config>) => {
      const res = await world.api('updateCalendarConfig', physician.token, { params, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return errorBody(res);
    };
    expect(await refused(config({ min: '12:00', max: '12:00' }))).toEqual({ max: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(await refused(config({ min: '07:32', max: '16:58' }))).toEqual({ min: [PLANNING_MESSAGES.grid], max: [PLANNING_MESSAGES.grid] });
    expect(Object.keys(await refused(config({ interval: 7 })))).toEqual(['interval']);
    expect(Object.keys(await refused(config({ weekdays: [] })))).toEqual(['weekdays']);
    expect(Object.keys(await refused(config({ min: '25:00' })))).toEqual(['min']);
    expect(ok(await world.api('getCalendarConfig', physician.token, { params })).consistency_token).toBeNull();
  });

  it("holds bookings to the practitioner's saved hours", async () => {
    const physician = await newPhysician(world);
    ok(await world.api('updateCalendarConfig', physician.token, { params: { username: physician.email }, body: config({ min: '09:00', max: '12:00' }) }));
    const monday = nextDay(todayIso(), 8 - weekdayOf(todayIso()));
    const patient = await newPatient(world);
    const booking = (start: string, end: string) => ({
      patient: patient.id,
      practitioner: physician.id,
      start: `${monday}T${start}`,
      end: `${monday}T${end}`,
      reason_type: world.reasonType,
      reason: 'Controle',
      is_walkin: false,
      insurance: null,
    });
    const early = await world.api('bookConsultation', world.tokens.administration, { body: booking('08:30', '09:00') });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ start: [PLANNING_MESSAGES.outsideHours('09:00', '12:00')] });
    expect((await world.api('bookConsultation', world.tokens.administration, { body: booking('11:40', '12:00') })).status).toBe(201);
  });
});

describe('calendar settings', () => {
  it('answers none until saved; on-call alone leaves the reason types as they were; a stale token is 409', async () => {
    const physician = await newPhysician(world);
    const own = ok(await world.api('createConsultReasonType', physician.token, { body: { name: `Eigen ${ulid().slice(-6)}`, practitioner: physician.id } }));
    const read = async () => ok(await world.api('getCalendarSettings', world.tokens.administration, { params: { username: physician.email } }));
    expect(await read()).toEqual({ id: physician.id, consult_reason_types: [], on_call: false, consistency_token: null });

    const params = { id: physician.id };
    const first = ok(await world.api('updateCalendarSettings', physician.token, { params, body: { on_call: true, consistency_token: null } }));
    expect(first).toEqual({ id: physician.id, consult_reason_types: [], on_call: true, consistency_token: expect.any(String) });
    expect((await world.api('updateCalendarSettings', physician.token, { params, body: { on_call: false, consistency_token: null } })).status).toBe(409);

    const types = [world.reasonType, own.id];
    const chosen = ok(
      await world.api('updateCalendarSettings', physician.token, { params, body: { consult_reason_types: types, consistency_token: first.consistency_token } }),
    );
    expect(chosen).toMatchObject({ on_call: true, consult_reason_types: types });
    const toggled = ok(
      await world.api('updateCalendarSettings', physician.token, { params, body: { on_call: false, consistency_token: chosen.consistency_token } }),
    );
    expect(toggled).toMatchObject({ on_call: false, consult_reason_types: types });
    expect(await read()).toEqual(toggled);

    const stale = await world.api('updateCalendarSettings', physician.token, { params, body: { on_call: true, consistency_token: chosen.consistency_token } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ non_field_errors: [expect.any(String)] });
    expect((await world.api('updateCalendarSettings', physician.token, { params, body: { on_call: true, consistency_token: ulid() } })).status).toBe(409);
  });

  it("takes only the practice's general reason types and the practitioner's own, naming the field otherwise", async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const theirs = ok(
      await world.api('createConsultReasonType', colleague.token, { body: { name: `Van collega ${ulid().slice(-6)}`, practitioner: colleague.id } }),
    );
    for (const ids of [[theirs.id], [world.reasonType, ulid()]]) {
      const res = await world.api('updateCalendarSettings', physician.token, {
        params: { id: physician.id },
        body: { consult_reason_types: ids, consistency_token: null },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual({ consult_reason_types: [NOT_A_CHOICE] });
    }
    const garbage = await world.api.raw('updateCalendarSettings', physician.token, {
      params: { id: physician.id },
      body: { consult_reason_types: ['x'], on_call: 'yes' },
    });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.body as object).sort()).toEqual(['consistency_token', 'consult_reason_types.0', 'on_call']);
    expect(ok(await world.api('getCalendarSettings', physician.token, { params: { username: physician.email } })).consistency_token).toBeNull();
  });

  it("is a physician's own to change (403 for a colleague) and anyone's for administration; 404 for anyone not a practitioner here", async () => {
    const [physician, colleague] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const body = { on_call: true, consistency_token: null };
    const forbidden = await world.api('updateCalendarSettings', colleague.token, { params: { id: physician.id }, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: expect.any(String) });
    expect((await world.api('updateCalendarSettings', world.tokens.nurse, { params: { id: physician.id }, body })).status).toBe(403);
    expect((await world.api('updateCalendarSettings', world.otherTokens.staff, { params: { id: physician.id }, body })).status).toBe(404);
    for (const id of [world.practice.users.administration.id, world.practice.users.nurse.id, 'nobody']) {
      expect((await world.api('updateCalendarSettings', world.tokens.staff, { params: { id }, body })).status, id).toBe(404);
    }
    expect((await world.api('getCalendarSettings', world.otherTokens.staff, { params: { username: physician.email } })).status).toBe(404);
    expect(ok(await world.api('updateCalendarSettings', world.tokens.administration, { params: { id: physician.id }, body })).on_call).toBe(true);
  });

  it('activates a general reason type for several physicians at once, leaving it general; a deleted one drops out', async () => {
    const [first, second] = await Promise.all([newPhysician(world), newPhysician(world)]);
    const reason = ok(await world.api('createConsultReasonType', world.tokens.administration, { body: { name: `Griepprik ${ulid().slice(-6)}` } }));
    for (const physician of [first, second]) {
      const saved = ok(
        await world.api('updateCalendarSettings', physician.token, {
          params: { id: physician.id },
          body: { consult_reason_types: [reason.id], consistency_token: null },
        }),
      );
      expect(saved.consult_reason_types).toEqual([reason.id]);
    }
    for (const physician of [first, second]) {
      expect(ok(await world.api('getCalendarSettings', world.tokens.administration, { params: { username: physician.email } })).consult_reason_types).toEqual([
        reason.id,
      ]);
    }
    expect(ok(await world.api('listConsultReasonTypes', first.token)).find((r) => r.id === reason.id)?.practitioner).toBeNull();

    expect(
      (await world.api('deleteConsultReasonType', world.tokens.staff, { params: { id: reason.id }, query: { consistency_token: reason.consistency_token } }))
        .status,
    ).toBe(204);
    expect(ok(await world.api('getCalendarSettings', first.token, { params: { username: first.email } })).consult_reason_types).toEqual([]);
  });

  it("tells the practice's open screens of a settings or config change (realtime 'planning', ids only)", async () => {
    const physician = await newPhysician(world);
    const screen = await listen(world, world.tokens.administration);
    try {
      ok(await world.api('updateCalendarSettings', physician.token, { params: { id: physician.id }, body: { on_call: true, consistency_token: null } }));
      ok(await world.api('updateCalendarConfig', physician.token, { params: { username: physician.email }, body: config() }));
      const planning = () => screen.messages.filter((m) => m.type === 'planning' && m.payload.practitioner === physician.id);
      await until(() => planning().length === 2);
      expect(planning().map((m) => m.payload)).toEqual([
        { practitioner: physician.id, dates: [], change: 'settings' },
        { practitioner: physician.id, dates: [], change: 'config' },
      ]);
    } finally {
      screen.close();
    }
  });
});
