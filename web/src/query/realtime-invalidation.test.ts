import { describe, expect, it } from 'vitest';
import { keysToInvalidate } from './realtime-invalidation';

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

  it('types without cached answers yet', () => {
    expect(keysToInvalidate('messaging', {})).toEqual([]);
  });
});
