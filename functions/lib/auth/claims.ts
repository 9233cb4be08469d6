import { CLAIM, parseGroups, isRole, STAFF_GROUP, type Role } from '@praktijk/shared';
import { UnauthorizedError } from '../errors';

// What the verified ID token says about the caller, and nothing else (DESIGN §4).
export interface VerifiedClaims {
  userId: string;
  email: string;
  tenantId: string;
  roles: Role[];
  isStaff: boolean;
}

export type ClaimsBag = Record<string, unknown>;

export function readClaims(claims: ClaimsBag | undefined | null): VerifiedClaims {
  const userId = claims?.[CLAIM.sub];
  const tenantId = claims?.[CLAIM.tenant];
  if (typeof userId !== 'string' || !userId || typeof tenantId !== 'string' || !tenantId) {
    throw new UnauthorizedError();
  }
  const groups = parseGroups(claims?.[CLAIM.groups]);
  const email = claims?.[CLAIM.email];
  return {
    userId,
    tenantId,
    email: typeof email === 'string' ? email : '',
    roles: groups.filter(isRole),
    isStaff: groups.includes(STAFF_GROUP),
  };
}
