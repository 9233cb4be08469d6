import { type PlanningMessage } from '@praktijk/shared/schemas/calendar';
import { type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from './api-query';
import { concerns, matchContext, planningChangeOf } from './planning-scope';
import { PLANNING_READS } from './realtime-invalidation';

// Issue 22 §6: a planning message refreshes only the answers whose key covers its practitioner,
// day, consultation or patient.
const ANNA = { id: 'u-anna', username: 'anna@demo.test' };
const BEN = { id: 'u-ben', username: 'ben@demo.test' };
const context = matchContext(ANNA.id, [ANNA, BEN], '2026-11-27');
const booking: PlanningMessage = { practitioner: ANNA.id, dates: ['2026-11-27'], consultation: 'c1', patient: 'p1', change: 'booking' };
const hit = (key: QueryKey, message: PlanningMessage = booking, within = context) => concerns(key, message, within, PLANNING_READS);
const slots = (username: string, from: string, to: string) => queryKeyOf('getSlots', { query: { practitioner: username, from, to } });
const dayList = (operation: 'administrationWaitingPatients' | 'practitionerHourlyPatients', username: string, date?: string) =>
  queryKeyOf(operation, { params: { username }, query: { date } });

describe('which answers a planning message concerns', () => {
  it("a booking: the practitioner's calendars over its day, not another practitioner's nor another day", () => {
    expect(hit(slots(ANNA.username, '2026-11-27', '2026-11-27'))).toBe(true);
    expect(hit(slots(ANNA.username, '2026-11-23', '2026-11-29'))).toBe(true);
    expect(hit(slots(BEN.username, '2026-11-27', '2026-11-27'))).toBe(false);
    expect(hit(slots(ANNA.username, '2026-11-30', '2026-12-06'))).toBe(false);
    // The next free slot moves with any booking of theirs.
    expect(hit(queryKeyOf('getSlots', { query: { practitioner: ANNA.username, next_free: 'true', minutes: 15 } }))).toBe(true);
  });

  it("a booking: the practitioner's day lists of its day (no date: today), the own schedule, the patient's upcoming consultations and the consultation", () => {
    expect(hit(dayList('administrationWaitingPatients', ANNA.username, '2026-11-27'))).toBe(true);
    expect(hit(dayList('practitionerHourlyPatients', ANNA.username))).toBe(true);
    expect(hit(dayList('administrationWaitingPatients', BEN.username, '2026-11-27'))).toBe(false);
    expect(hit(dayList('administrationWaitingPatients', ANNA.username, '2026-11-26'))).toBe(false);
    expect(hit(queryKeyOf('scheduleSidebar', { query: { date: '2026-11-27' } }))).toBe(true);
    expect(hit(queryKeyOf('scheduleSidebar', { query: { date: '2026-11-27' } }), booking, matchContext(BEN.id, [ANNA, BEN], '2026-11-27'))).toBe(false);
    expect(hit(queryKeyOf('futureConsultations', { params: { id: 'p1' } }))).toBe(true);
    expect(hit(queryKeyOf('futureConsultations', { params: { id: 'p2' } }))).toBe(false);
    expect(hit(queryKeyOf('getConsultation', { params: { id: 'c1' } }))).toBe(true);
    expect(hit(queryKeyOf('getConsultation', { params: { id: 'c2' } }))).toBe(false);
  });

  it('a booking leaves settings, config, the sidebars and unrelated answers alone', () => {
    for (const key of [
      queryKeyOf('getCalendarSettings', { params: { username: ANNA.username } }),
      queryKeyOf('getCalendarConfig', { params: { username: ANNA.username } }),
      queryKeyOf('planningSidebar'),
      queryKeyOf('getPractitioner', { params: { username: ANNA.username } }),
      queryKeyOf('listConsultReasonTypes'),
      queryKeyOf('getPatient', { params: { id: 'p1' } }),
    ])
      expect(hit(key), JSON.stringify(key)).toBe(false);
  });

  it('an id the cache knows no username of: every practitioner (a refetch too many, never a stale screen)', () => {
    const stranger = { ...booking, practitioner: 'u-new' };
    expect(hit(slots(BEN.username, '2026-11-27', '2026-11-27'), stranger)).toBe(true);
    expect(hit(slots(BEN.username, '2026-11-28', '2026-11-28'), stranger)).toBe(false);
  });

  it("a message that names no patient (an older publisher's booking): every patient's upcoming consultations", () => {
    const { patient: _patient, ...withoutPatient } = booking;
    expect(hit(queryKeyOf('futureConsultations', { params: { id: 'p2' } }), withoutPatient)).toBe(true);
  });

  it('blocked time: the calendars only', () => {
    const blocked: PlanningMessage = { practitioner: ANNA.id, dates: ['2026-11-27', '2026-11-28'], change: 'blocked' };
    expect(hit(slots(ANNA.username, '2026-11-28', '2026-11-28'), blocked)).toBe(true);
    expect(hit(dayList('administrationWaitingPatients', ANNA.username, '2026-11-27'), blocked)).toBe(false);
  });

  it("settings: the practitioner's settings and on-call; config: their config, next free slot and the closed days", () => {
    const settings: PlanningMessage = { practitioner: ANNA.id, dates: [], change: 'settings' };
    expect(hit(queryKeyOf('getCalendarSettings', { params: { username: ANNA.username } }), settings)).toBe(true);
    expect(hit(queryKeyOf('getCalendarSettings', { params: { username: BEN.username } }), settings)).toBe(false);
    expect(hit(queryKeyOf('planningSidebar'), settings)).toBe(true);
    expect(hit(slots(ANNA.username, '2026-11-27', '2026-11-27'), settings)).toBe(false);
    const config: PlanningMessage = { practitioner: ANNA.id, dates: [], change: 'config' };
    expect(hit(queryKeyOf('getCalendarConfig', { params: { username: ANNA.username } }), config)).toBe(true);
    expect(hit(queryKeyOf('getSlots', { query: { practitioner: ANNA.username, next_free: 'true' } }), config)).toBe(true);
    expect(hit(slots(ANNA.username, '2026-11-27', '2026-11-27'), config)).toBe(false);
    expect(hit(queryKeyOf('calendarDays', { query: { from: '2026-11-01', to: '2026-11-30' } }), config)).toBe(true);
  });

  it('a planning read no rule knows (a screen added later) is refreshed on every message', () => {
    expect(concerns(queryKeyOf('planningSidebar'), booking, context, [...PLANNING_READS, 'limitedPractitioners'])).toBe(false);
    expect(concerns(queryKeyOf('limitedPractitioners'), booking, context, [...PLANNING_READS, 'limitedPractitioners'])).toBe(true);
  });

  it('reads the details of a message, and none from one without them', () => {
    expect(planningChangeOf({ ...booking })).toEqual(booking);
    expect(planningChangeOf({ practitioner: 'u1', change: 'booking' })).toBeUndefined();
    expect(planningChangeOf({ practitioner: 'u1', dates: ['27-11-2026'], change: 'booking' })).toBeUndefined();
  });
});
