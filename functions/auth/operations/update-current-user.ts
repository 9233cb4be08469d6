import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { capitalisedName } from '@praktijk/shared/person-name';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type RequestContext } from '../../lib/auth/context';
import { cognito } from '../../lib/cognito';
import { cognitoInputError } from '../../lib/cognito-errors';
import { ENV, requireEnv } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { updateRecord } from '../../lib/data/write';
import { type Input } from '../../lib/http/types';
import { getCurrentUser } from './get-current-user';

// The General tab. A new e-mail is the new sign-in name, so Cognito takes it first (it refuses one
// already in use); the profile follows under its lock, and Cognito is set back if that fails.
async function setCognitoEmail(userId: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: requireEnv(ENV.userPoolId),
      Username: userId,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

export async function updateCurrentUser(input: Input<'updateCurrentUser'>, ctx: RequestContext): Promise<CurrentUser> {
  const { body } = input;
  const before = ctx.user;
  if (body.consistency_token !== before.consistency_token) throw new ConflictError();
  const isPhysician = ctx.roles.includes('physician');
  const after = {
    ...before,
    // The same rule as an invitation (users/operations/invite-user.ts): all lower case is capitalised.
    first_name: capitalisedName(body.first_name),
    last_name: capitalisedName(body.last_name),
    email: body.email,
    // Prefix and identifier belong to physicians (spec 1 §2); others keep what they have.
    prefix: isPhysician ? body.prefix : before.prefix,
    identifier: isPhysician ? body.identifier : before.identifier,
  };
  const emailChanged = after.email !== before.email;
  if (emailChanged) await setCognitoEmail(ctx.userId, after.email).catch((e: unknown) => Promise.reject(cognitoInputError(e)));
  let saved;
  try {
    saved = await updateRecord(ctx.data.keys.user(ctx.userId), before, after, body.consistency_token);
  } catch (error) {
    if (emailChanged) await setCognitoEmail(ctx.userId, before.email);
    throw error;
  }
  return getCurrentUser(undefined, { ...ctx, user: saved, email: saved.email });
}
