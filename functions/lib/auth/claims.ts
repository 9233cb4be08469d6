import { CLAIM } from '@praktijk/shared';
import { UnauthorizedError } from '../errors';

// What the verified ID token says about the caller: who and in which practice (DESIGN §4). The
// token's groups are left out on purpose: roles and the staff flag are read from the practice's
// user item on every request (request context), so a change applies before the token expires.
export interface VerifiedClaims {
  userId: string;
  email: string;
  tenantId: string;
  /** When the user signed in (epoch seconds, `auth_time`); 0 when the token does not say. */
  authTime: number;
}

export type ClaimsBag = Record<string, unknown>;

export function readClaims(claims: ClaimsBag | undefined | null): VerifiedClaims {
  const userId = claims?.[CLAIM.sub];
  const tenantId = claims?.[CLAIM.tenant];
  if (typeof userId !== 'string' || !userId || typeof tenantId !== 'string' || !tenantId) {
    throw new UnauthorizedError();
  }
  const email = claims?.[CLAIM.email];
  return {
    userId,
    tenantId,
    email: typeof email === 'string' ? email : '',
    authTime: epochSeconds(claims?.[CLAIM.authTime]),
  };
}

/** The REST authorizer passes every claim as a string ("1764262800"), the JWT as a number. */
function epochSeconds(value: unknown): number {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(seconds) ? seconds : 0;
}

/**
 * The practice of a caller API Gateway's authorizer verified, or undefined when the route is public
 * (no claims). The tenant scope of the request's data access is set from it (tenant-scope.ts).
 */
export function verifiedTenant(claims: ClaimsBag | undefined | null): string | undefined {
  const tenantId = claims?.[CLAIM.tenant];
  return typeof tenantId === 'string' && tenantId ? tenantId : undefined;
}
