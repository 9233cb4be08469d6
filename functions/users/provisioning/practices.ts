import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_LABELS, ROLES } from '@praktijk/shared';
import { ulid } from 'ulid';
import { db, tableName } from '../../lib/data/client';
import { newConsistencyToken } from '../../lib/data/consistency';
import { type PracticeItem, type RoleItem } from '../../lib/data/items';
import { keys } from '../../lib/data/keys';
import { ValidationError } from '../../lib/errors';

// Creating a practice (a tenant): the practice, its code's directory entry and its role items
// with the default permission sets, in one transaction so a practice is never half made.
export const PRACTICE_SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export async function createPractice(input: { slug: string; name: string }, now = new Date()): Promise<PracticeItem> {
  if (!PRACTICE_SLUG.test(input.slug)) throw ValidationError.field('slug', 'Use 3 to 40 lower-case letters, digits or dashes.');
  if (!input.name.trim()) throw ValidationError.field('name', 'This field is required.');
  const id = ulid(now.getTime());
  const practice: PracticeItem = {
    entity: 'practice',
    id,
    slug: input.slug,
    name: input.name.trim(),
    is_active: true,
    created: now.toISOString(),
    consistency_token: newConsistencyToken(),
  };
  const roles: RoleItem[] = ROLES.map((role) => ({
    entity: 'role',
    id: role,
    name: ROLE_LABELS[role],
    permission_ids: [...DEFAULT_ROLE_PERMISSIONS[role]],
    consistency_token: newConsistencyToken(),
  }));
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.practiceSlug(input.slug), entity: 'practice-slug', tenant_id: id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: { ...keys.practice(id), ...practice }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName: tableName(), Item: { ...keys.practiceDirectory(id), entity: 'practice-directory', tenant_id: id } } },
          ...roles.map((role) => ({ Put: { TableName: tableName(), Item: { ...keys.role(id, role.id), ...role } } })),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw ValidationError.field('slug', 'A practice with this code already exists.');
    throw error;
  }
  return practice;
}
