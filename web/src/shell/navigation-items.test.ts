import { describe, expect, it } from 'vitest';
import { type SessionIdentity } from '@/auth/identity';
import { activeHrefFor, navigationFor } from './navigation-items';

const texts = (identity: SessionIdentity) => {
  const { work, personal } = navigationFor(identity);
  return [...work, ...personal].map((link) => link.text);
};
const user = (roles: SessionIdentity['roles'], isStaff = false): SessionIdentity => ({ username: 'u@p.test', roles, isStaff });

describe('navigationFor', () => {
  it("shows each role the areas of spec 1 §2's table", () => {
    expect(texts(user(['physician']))).toEqual(['Patients', 'Planning', 'Schedule', 'Reports', 'Notification Center', 'Account']);
    expect(texts(user(['administration']))).toEqual(['Patients', 'Planning', 'Notification Center', 'Account']);
    expect(texts(user(['nurse']))).toEqual(['Patients', 'Account']);
  });

  it('adds Users for staff', () => {
    expect(texts(user(['administration'], true))).toEqual(['Patients', 'Planning', 'Notification Center', 'Account', 'Users']);
  });
});

describe('activeHrefFor', () => {
  it('marks the deepest matching link', () => {
    const hrefs = ['/reports', '/reports/diabetes', '/patients'];
    expect(activeHrefFor('/reports/diabetes', hrefs)).toBe('/reports/diabetes');
    expect(activeHrefFor('/patients/01J/view', hrefs)).toBe('/patients');
    expect(activeHrefFor('/patientsx', hrefs)).toBeUndefined();
  });
});
