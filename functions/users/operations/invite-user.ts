import { capitalisedName } from '@praktijk/shared/person-name';
import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { type RequestContext } from '../../lib/auth/context';
import { cognitoInputError } from '../../lib/cognito-errors';
import { type Input } from '../../lib/http/types';
import { createPracticeUser } from '../provisioning/users';
import { toPracticeUser } from '../to-practice-user';

// Staff invite a user into their own practice: Cognito e-mails a temporary password and asks
// for a new one at first sign-in. The practice is the caller's, never one named in the request.
export async function inviteUser({ body }: Input<'inviteUser'>, ctx: RequestContext): Promise<PracticeUser> {
  const profile = await createPracticeUser({
    tenantId: ctx.tenantId,
    email: body.email,
    // Names typed all in lower case are capitalised; names with capitals of their own are kept.
    firstName: capitalisedName(body.first_name),
    lastName: capitalisedName(body.last_name),
    prefix: body.prefix,
    identifier: body.identifier,
    roles: body.roles,
    isStaff: body.is_staff,
  }).catch((error: unknown) => Promise.reject(cognitoInputError(error)));
  return toPracticeUser(profile, null);
}
