import { CLAIM, parseGroups } from '@praktijk/shared/claims';
import { isRole, type Role, STAFF_GROUP } from '@praktijk/shared/roles';

// Who is signed in, as far as routing needs to know: read from the ID token the API also reads
// (the server builds its roles from the same cognito:groups claim), so the guard decides without
// waiting for GET /api/auth/current/.

export interface SessionIdentity {
  /** The spec's username: the e-mail the user signs in with (the API answers it as `username`). */
  username: string;
  roles: Role[];
  isStaff: boolean;
}

export function identityFromClaims(claims: Record<string, unknown>): SessionIdentity {
  const groups = parseGroups(claims[CLAIM.groups]);
  const email = claims[CLAIM.email];
  return {
    username: typeof email === 'string' ? email : '',
    roles: groups.filter(isRole),
    isStaff: groups.includes(STAFF_GROUP),
  };
}
