import { ROLES, type Role } from '@praktijk/shared';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { keys } from '../data/keys';
import {
  type PracticeItem,
  practiceItemSchema,
  type RoleItem,
  roleItemSchema,
  type SessionsEndedItem,
  sessionsEndedItemSchema,
  type UserProfileItem,
  userProfileItemSchema,
} from '../data/items';
import { readItems, readOptionalItem } from '../data/read-item';
import { batchGet } from '../data/query';
import { permissionsOf } from '../data/roles';
import { tenantData, type TenantData } from '../data/tenant-data';
import { type VerifiedClaims } from './claims';

// The request context every operation receives: who is calling, for which practice, with which
// permissions. Tenant and user come from the verified claims; roles, staff flag, active flag and
// permissions from the practice's items read in the same request, never from the request itself.
export interface RequestContext {
  requestId: string;
  tenantId: string;
  userId: string;
  email: string;
  roles: Role[];
  isStaff: boolean;
  permissions: ReadonlySet<string>;
  user: UserProfileItem;
  practice: PracticeItem;
  roleItems: RoleItem[];
  /** The practice's data, already bound to tenantId. */
  data: TenantData;
}

/**
 * Whether the token's sign-in was ended by Sign out everywhere. API Gateway's authorizer accepts an
 * ID token until it expires, whatever Cognito revoked since: this mark refuses it at once. A token
 * of the very second of the mark counts as before it (auth_time has whole seconds).
 */
export function sessionEnded(claims: Pick<VerifiedClaims, 'authTime'>, mark: SessionsEndedItem | undefined): boolean {
  return mark !== undefined && claims.authTime <= mark.ended_at;
}

/** One BatchGet: the practice, the user's profile, their sign-out mark and the practice's role items. */
export async function loadRequestContext(claims: VerifiedClaims, requestId: string): Promise<RequestContext> {
  const wanted = [
    keys.practice(claims.tenantId),
    keys.user(claims.tenantId, claims.userId),
    keys.userSessionsEnded(claims.tenantId, claims.userId),
    ...ROLES.map((r) => keys.role(claims.tenantId, r)),
  ];
  const items = await batchGet(wanted);
  const ofEntity = (entity: string) => items.filter((i) => i.entity === entity);
  const practice = readOptionalItem('practice', practiceItemSchema, ofEntity('practice')[0]);
  const user = readOptionalItem('user', userProfileItemSchema, ofEntity('user')[0]);
  const roleItems = readItems('role', roleItemSchema, ofEntity('role'));
  if (sessionEnded(claims, readOptionalItem('sessions-ended', sessionsEndedItemSchema, ofEntity('sessions-ended')[0]))) throw new UnauthorizedError();
  if (!practice?.is_active || !user?.is_active) throw new ForbiddenError('Your account is not active in this practice.');
  return {
    requestId,
    tenantId: claims.tenantId,
    userId: claims.userId,
    email: claims.email || user.email,
    // Roles and the staff flag come from the practice's user item, not the token's groups, so a
    // change by staff applies on the next request rather than when the token expires (issue 8.3).
    roles: user.roles,
    isStaff: user.is_staff,
    permissions: permissionsOf(roleItems, user.roles),
    user,
    practice,
    roleItems,
    data: tenantData(claims.tenantId),
  };
}

/** For code that may run without a caller (jobs): fails loudly rather than acting as nobody. */
export function requireContext(ctx: RequestContext | undefined): RequestContext {
  if (!ctx) throw new Error('No request context: this operation needs a signed-in caller');
  return ctx;
}
