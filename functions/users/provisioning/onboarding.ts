import { AdminGetUserCommand, UsernameExistsException, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CLAIM, TENANT_ATTRIBUTE } from '@praktijk/shared';
import { cognito } from '../../lib/cognito';
import { db, tableName } from '../../lib/data/client';
import { type PracticeItem, practiceItemSchema, practiceSlugItemSchema, type UserProfileItem } from '../../lib/data/items';
import { readItem, readOptionalItem } from '../../lib/data/read-item';
import { keys } from '../../lib/data/keys';
import { ENV, requireEnv } from '../../lib/env';
import { createPractice } from './practices';
import { addToGroups, createCognitoUser, type NewPracticeUser, putProfile } from './users';

// Onboarding a practice from ops' command line (infra/scripts/create-practice.ts) in steps that
// can each be run again: a run that failed halfway (a network error after the practice was made,
// before its staff user) is finished by running the same command again, never doubled or refused.

export interface Onboarded<T> {
  value: T;
  /** False when an earlier run had already made it. */
  created: boolean;
}

/** The practice with this code: the existing one (name unchanged), or a new one. */
export async function ensurePractice(input: { slug: string; name: string }, now = new Date()): Promise<Onboarded<PracticeItem>> {
  const existing = await practiceBySlug(input.slug);
  if (existing) {
    // Practices made before the directory existed join it here, so the nightly fan-out reaches them.
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.practiceDirectory(existing.id), entity: 'practice-directory', tenant_id: existing.id } }),
    );
    return { value: existing, created: false };
  }
  return { value: await createPractice(input, now), created: true };
}

async function practiceBySlug(slug: string): Promise<PracticeItem | undefined> {
  const entry = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practiceSlug(slug), ConsistentRead: true }));
  const tenantId = readOptionalItem('practice-slug', practiceSlugItemSchema, entry.Item)?.tenant_id;
  if (!tenantId) return undefined;
  const practice = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practice(tenantId), ConsistentRead: true }));
  if (!practice.Item) throw new Error(`The code "${slug}" names practice ${tenantId}, which does not exist: repair the directory entry by hand.`);
  return readItem('practice', practiceItemSchema, practice.Item);
}

/**
 * A practice user, finishing whatever an earlier run left undone: the Cognito user (invited by
 * e-mail once), its groups, the profile item. An existing user of another practice is refused.
 */
export async function ensurePracticeUser(input: Omit<NewPracticeUser, 'password'>, now = new Date()): Promise<Onboarded<UserProfileItem>> {
  const userPoolId = requireEnv(ENV.userPoolId);
  const email = input.email.trim().toLowerCase();
  let attributes: AttributeType[] | undefined;
  try {
    attributes = await createCognitoUser(userPoolId, email, input.tenantId);
  } catch (error) {
    if (!(error instanceof UsernameExistsException || (error as { name?: string }).name === 'UsernameExistsException')) throw error;
    attributes = (await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).UserAttributes;
  }
  const attribute = (name: string) => attributes?.find((a) => a.Name === name)?.Value;
  const tenant = attribute(`custom:${TENANT_ATTRIBUTE}`);
  if (tenant !== input.tenantId) throw new Error(`${email} already belongs to another practice (${tenant ?? 'none'}); use another address.`);
  const sub = attribute(CLAIM.sub);
  if (!sub) throw new Error('Cognito did not return the user id');
  await addToGroups(userPoolId, sub, input);
  const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(input.tenantId, sub), ConsistentRead: true }));
  if (stored.Item) return { value: stored.Item as UserProfileItem, created: false };
  const profile = await putProfile(input, sub, email, now);
  // created: this run made the profile (the Cognito user may be an earlier run's).
  return { value: profile, created: true };
}
