import { describe, expect, it } from 'vitest';
import { type SessionIdentity } from '../auth/identity';
import { areaAccess, homePathFor, mayOpen, practitionerCalendarPath, SIGNED_IN, STAFF_ONLY } from './route-access';

const user = (roles: SessionIdentity['roles'], isStaff = false): SessionIdentity => ({ username: 'u@p.test', roles, isStaff });

describe('homePathFor', () => {
  it('sends each role to its own start (spec 1 §2)', () => {
    expect(homePathFor(user(['physician']))).toBe('/schedule');
    expect(homePathFor(user(['administration']))).toBe('/planning');
    expect(homePathFor(user(['nurse']))).toBe('/patients');
  });

  it('prefers physician, then administration, then nurse', () => {
    expect(homePathFor(user(['nurse', 'administration', 'physician']))).toBe('/schedule');
    expect(homePathFor(user(['nurse', 'administration']))).toBe('/planning');
  });

  it('sends a user without a role to the account screen', () => {
    expect(homePathFor(user([], true))).toBe('/account');
  });
});

describe('mayOpen', () => {
  it('follows the area table of spec 1 §6', () => {
    expect(mayOpen(areaAccess('patients'), user(['nurse']))).toBe(true);
    expect(mayOpen(areaAccess('planning'), user(['nurse']))).toBe(false);
    expect(mayOpen(areaAccess('schedule'), user(['administration']))).toBe(false);
    expect(mayOpen(areaAccess('reports'), user(['physician']))).toBe(true);
    expect(mayOpen(areaAccess('messaging'), user(['administration']))).toBe(true);
    expect(mayOpen(areaAccess('messaging'), user(['nurse']))).toBe(false);
  });

  it('does not let staff into areas of roles they lack', () => {
    expect(mayOpen(areaAccess('schedule'), user(['administration'], true))).toBe(false);
  });

  it('keeps staff-only routes for staff', () => {
    expect(mayOpen(STAFF_ONLY, user(['administration'], true))).toBe(true);
    expect(mayOpen(STAFF_ONLY, user(['physician']))).toBe(false);
    expect(mayOpen(SIGNED_IN, user([]))).toBe(true);
  });
});

describe('practitionerCalendarPath', () => {
  it('keeps the e-mail readable and escapes the rest', () => {
    expect(practitionerCalendarPath('anna@demo.test')).toBe('/planning/physicians/anna@demo.test');
    expect(practitionerCalendarPath('a/b c@x.test')).toBe('/planning/physicians/a%2Fb%20c@x.test');
  });
});
