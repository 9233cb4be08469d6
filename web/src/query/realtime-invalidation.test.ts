import { describe, expect, it } from 'vitest';
import { INVALIDATING_TYPES, keysToInvalidate } from './realtime-invalidation';

describe('realtime messages invalidate the answers they concern', () => {
  it('a practice list by its catalogue name', () => {
    expect(keysToInvalidate('catalogue', { name: 'consult_reason_types' })).toEqual([['listConsultReasonTypes']]);
    expect(keysToInvalidate('catalogue', { name: 'employers' })).toEqual([['listEmployers']]);
  });

  it('a reference catalogue by its own name, and nothing for a message without one', () => {
    expect(keysToInvalidate('catalogue', { name: 'districts' })).toEqual([['getCatalogue', { params: { name: 'districts' } }]]);
    expect(keysToInvalidate('catalogue', {})).toEqual([]);
  });

  it('a permissions change: the current user and the roles', () => {
    expect(keysToInvalidate('permissions', { role: 'r1' })).toEqual([['getCurrentUser'], ['listRoles'], ['listPermissions']]);
  });

  it('a planning change: the calendars, every day list, the schedule, upcoming consultations, settings, config and the sidebar', () => {
    const keys = keysToInvalidate('planning', { practitioner: 'u1', dates: ['2026-11-25'], change: 'booking' });
    expect(keys).toEqual([
      ['getSlots'],
      ['practitionerWaitingPatients'],
      ['practitionerTreatedPatients'],
      ['practitionerHourlyPatients'],
      ['administrationWaitingPatients'],
      ['administrationTreatedPatients'],
      ['scheduleSidebar'],
      ['futureConsultations'],
      ['getCalendarSettings'],
      ['getCalendarConfig'],
      ['planningSidebar'],
      ['getPractitioner'],
    ]);
    expect(INVALIDATING_TYPES).toContain('planning');
  });

  it('a planning change of one consultation: also that consultation, where a screen has it open', () => {
    const keys = keysToInvalidate('planning', { practitioner: 'u1', dates: ['2026-11-25'], consultation: 'c1', change: 'arrival' });
    expect(keys).toContainEqual(['getConsultation', { params: { id: 'c1' } }]);
    expect(keys).toContainEqual(['getSlots']);
    expect(keysToInvalidate('planning', { consultation: 42 })).toHaveLength(12);
  });

  it('types without cached answers yet', () => {
    expect(keysToInvalidate('messaging', {})).toEqual([]);
  });
});
