import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { userCan, userHasRole } from './permissions';

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 'u',
  username: 'a@b.test',
  name: 'A B',
  first_name: 'A',
  last_name: 'B',
  prefix: '',
  email: 'a@b.test',
  identifier: '',
  date_joined: '2026-01-01T00:00:00Z',
  is_staff: false,
  is_active: true,
  force_password_change: false,
  practice: { id: 't', name: 'P' },
  consistency_token: 'c',
  roles: [
    {
      id: 'nurse',
      name: 'Nurse',
      consistency_token: 'r',
      permissions: [{ id: 'view_memo', name: 'Can view memo', codename: 'view_memo', model: 'memo', action: 'view' }],
    },
  ],
  ...overrides,
});

describe('permission checks in the browser', () => {
  it('grants what a role holds and nothing else', () => {
    expect(userCan(user({}), 'view', 'memo')).toBe(true);
    expect(userCan(user({}), 'change', 'memo')).toBe(false);
    expect(userCan(undefined, 'view', 'memo')).toBe(false);
  });
  it('lets staff pass every check', () => {
    expect(userCan(user({ is_staff: true, roles: [] }), 'delete', 'patient')).toBe(true);
  });
  it('knows the roles', () => {
    expect(userHasRole(user({}), 'nurse')).toBe(true);
    expect(userHasRole(user({}), 'physician')).toBe(false);
  });
});
