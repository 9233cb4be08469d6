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

  it('a planning message without details (an older publisher): every planning read, and the consultation it names', () => {
    const keys = keysToInvalidate('planning', { practitioner: 'u1', change: 'booking' });
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
    expect(keysToInvalidate('planning', { consultation: 'c1' })).toContainEqual(['getConsultation', { params: { id: 'c1' } }]);
    expect(keysToInvalidate('planning', { consultation: 42 })).toHaveLength(12);
    expect(INVALIDATING_TYPES).toContain('planning');
  });

  it('a planning message with its details names no whole answers: each key is matched (planning-scope)', () => {
    expect(keysToInvalidate('planning', { practitioner: 'u1', dates: ['2026-11-25'], consultation: 'c1', patient: 'p1', change: 'arrival' })).toEqual([]);
  });

  it('types without cached answers yet', () => {
    expect(keysToInvalidate('messaging', {})).toEqual([]);
  });
});
