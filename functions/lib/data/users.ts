import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { personName } from '@praktijk/shared/person-name';
import { db, tableName } from './client';
import { keys } from './keys';
import { queryTenantPrefix } from './query';
import { userActivityItemSchema, type UserProfileItem, userProfileItemSchema } from './items';
import { readItems, readOptionalItem } from './read-item';

export async function getUserProfile(tenantId: string, userId: string): Promise<UserProfileItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenantId, userId) }));
  return readOptionalItem('user', userProfileItemSchema, out.Item);
}

/** A practice's users; a practice has tens of them, so the whole list is read. */
export async function listUsers(tenantId: string): Promise<UserProfileItem[]> {
  return readItems('user', userProfileItemSchema, await queryTenantPrefix(tenantId, keys.usersPrefix));
}

export async function listUserActivity(tenantId: string): Promise<Map<string, string>> {
  const items = readItems('user-activity', userActivityItemSchema, await queryTenantPrefix(tenantId, keys.userActivityPrefix));
  return new Map(items.map((i) => [i.user_id, i.last_active]));
}

export async function recordUserActivity(tenantId: string, userId: string, at: string): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.userActivity(tenantId, userId), entity: 'user-activity', user_id: userId, last_active: at } }),
  );
}

export function displayName(user: Pick<UserProfileItem, 'prefix' | 'first_name' | 'last_name'>): string {
  return personName(user);
}
