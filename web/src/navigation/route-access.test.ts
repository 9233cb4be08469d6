import { describe, expect, it } from 'vitest';
import { type SessionIdentity } from '@/auth/identity';
import { DEFAULT_ROLE_PERMISSIONS } from '@praktijk/shared/permissions';
import { areaAccess, homePathFor, mayOpen, mayUse, practitionerCalendarPath, screenAccess, SIGNED_IN, STAFF_ONLY } from './route-access';

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

describe('mayUse', () => {
  const withDefaults = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS) => ({ is_staff: false, permissions: DEFAULT_ROLE_PERMISSIONS[role] });

  it('keeps New Patient and Import Patients from a nurse, who may still see patients (issue 9.1)', () => {
    expect(mayUse(screenAccess('patients', 'newPatient'), withDefaults('nurse'))).toBe(false);
    expect(mayUse(screenAccess('patients', 'importPatients'), withDefaults('nurse'))).toBe(false);
    expect(mayUse(screenAccess('patients', 'allPatients'), withDefaults('nurse'))).toBe(true);
    expect(mayUse(screenAccess('patients', 'patient'), withDefaults('nurse'))).toBe(true);
  });

  it('follows the permissions the practice gives a role, not the role itself', () => {
    expect(mayUse(screenAccess('patients', 'importPatients'), withDefaults('administration'))).toBe(true);
    expect(mayUse(screenAccess('patients', 'importPatients'), withDefaults('physician'))).toBe(false);
    expect(mayUse(screenAccess('patients', 'newPatient'), { is_staff: false, permissions: ['add_patient'] })).toBe(true);
    expect(mayUse(screenAccess('patients', 'newPatient'), { is_staff: false, permissions: [] })).toBe(false);
  });

  it('lets staff use every screen and needs nothing for a route without a permission', () => {
    expect(mayUse(screenAccess('patients', 'importPatients'), { is_staff: true, permissions: [] })).toBe(true);
    expect(mayUse(areaAccess('patients'), { is_staff: false, permissions: [] })).toBe(true);
  });

  it('keeps the screen within its area: its roles still decide first', () => {
    expect(mayOpen(screenAccess('patients', 'newPatient'), user(['physician']))).toBe(true);
    expect(mayOpen(screenAccess('patients', 'newPatient'), user([]))).toBe(false);
  });
});

describe('practitionerCalendarPath', () => {
  it('keeps the e-mail readable and escapes the rest', () => {
    expect(practitionerCalendarPath('anna@demo.test')).toBe('/planning/physicians/anna@demo.test');
    expect(practitionerCalendarPath('a/b c@x.test')).toBe('/planning/physicians/a%2Fb%20c@x.test');
  });
});
