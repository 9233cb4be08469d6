import { AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminSetUserPasswordCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CLAIM, STAFF_GROUP, TENANT_ATTRIBUTE, type Role } from '@praktijk/shared';
import { cognito } from '../../lib/cognito';
import { db, tableName } from '../../lib/data/client';
import { newConsistencyToken } from '../../lib/data/consistency';
import { type UserProfileItem } from '../../lib/data/items';
import { keys } from '../../lib/data/keys';
import { ENV, requireEnv } from '../../lib/env';

export interface NewPracticeUser {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  prefix?: string;
  identifier?: string;
  roles: Role[];
  isStaff?: boolean;
  /**
   * A permanent password (demo and test users), or a temporary one that must be changed at first
   * sign-in. Without either, Cognito e-mails the user a temporary password (real invitations).
   */
  password?: { value: string; permanent: boolean };
}

// A practice user: a Cognito user bound to the practice by the immutable tenant_id attribute,
// in the groups of their roles, plus the profile item the API reads.
export async function createPracticeUser(input: NewPracticeUser, now = new Date()): Promise<UserProfileItem> {
  const userPoolId = requireEnv(ENV.userPoolId);
  const email = input.email.trim().toLowerCase();
  const attributes = await createCognitoUser(userPoolId, email, input.tenantId, input.password);
  const sub = attributes?.find((a) => a.Name === CLAIM.sub)?.Value;
  if (!sub) throw new Error('Cognito did not return the new user id');
  await addToGroups(userPoolId, sub, input);
  if (input.password?.permanent) {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: sub, Password: input.password.value, Permanent: true }));
  }
  const profile = await putProfile(input, sub, email, now);
  return profile;
}

/**
 * The Cognito user of a practice member: the e-mail as username (verified: the practice vouches
 * for it) and the immutable tenant attribute. With a password it is set and no e-mail is sent;
 * without one Cognito e-mails a temporary password. Its attributes, `sub` among them.
 */
export async function createCognitoUser(
  userPoolId: string,
  email: string,
  tenantId: string,
  password?: NewPracticeUser['password'],
): Promise<AttributeType[] | undefined> {
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: `custom:${TENANT_ATTRIBUTE}`, Value: tenantId },
      ],
      ...(password ? { TemporaryPassword: password.value, MessageAction: 'SUPPRESS' as const } : { DesiredDeliveryMediums: ['EMAIL' as const] }),
    }),
  );
  return created.User?.Attributes;
}

/** Cognito groups of the user's roles (and staff); adding a user to a group they are in succeeds, so it can be repeated. */
export async function addToGroups(userPoolId: string, sub: string, input: Pick<NewPracticeUser, 'roles' | 'isStaff'>): Promise<void> {
  for (const group of [...input.roles, ...(input.isStaff ? [STAFF_GROUP] : [])]) {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: sub, GroupName: group }));
  }
}

/** The profile item the API reads, written once (a second write is refused, never overwrites). */
export async function putProfile(input: Omit<NewPracticeUser, 'email' | 'password'>, sub: string, email: string, now: Date): Promise<UserProfileItem> {
  const profile: UserProfileItem = {
    entity: 'user',
    id: sub,
    email,
    first_name: input.firstName,
    last_name: input.lastName,
    prefix: input.prefix ?? '',
    identifier: input.identifier ?? '',
    date_joined: now.toISOString(),
    is_active: true,
    is_staff: Boolean(input.isStaff),
    roles: input.roles,
    consistency_token: newConsistencyToken(),
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.user(input.tenantId, sub), ...profile }, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return profile;
}
