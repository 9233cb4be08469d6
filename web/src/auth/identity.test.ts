import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './identity';

describe('identityFromClaims', () => {
  it('reads the e-mail, the roles and the staff group', () => {
    expect(identityFromClaims({ email: 'a@b.test', 'cognito:groups': ['administration', 'staff'] })).toEqual({
      username: 'a@b.test',
      roles: ['administration'],
      isStaff: true,
    });
  });

  it('ignores unknown groups and accepts the comma-joined form', () => {
    expect(identityFromClaims({ email: 'a@b.test', 'cognito:groups': 'nurse,admins' })).toEqual({ username: 'a@b.test', roles: ['nurse'], isStaff: false });
  });

  it('copes with a token without groups or e-mail', () => {
    expect(identityFromClaims({})).toEqual({ username: '', roles: [], isStaff: false });
  });
});
