import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { type UserProfileItem } from './items';

export async function getUserProfile(tenantId: string, userId: string): Promise<UserProfileItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenantId, userId) }));
  return out.Item as UserProfileItem | undefined;
}

export function displayName(user: Pick<UserProfileItem, 'prefix' | 'first_name' | 'last_name'>): string {
  return [user.prefix, user.first_name, user.last_name].filter(Boolean).join(' ');
}
