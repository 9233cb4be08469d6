import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { type PracticeItem, practiceItemSchema, practiceSlugItemSchema } from './items';
import { readOptionalItem } from './read-item';
import { queryAll } from './query';

export async function getPractice(tenantId: string): Promise<PracticeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practice(tenantId) }));
  return readOptionalItem('practice', practiceItemSchema, out.Item);
}

export async function findPracticeBySlug(slug: string): Promise<PracticeItem | undefined> {
  const entry = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practiceSlug(slug) }));
  const tenantId = readOptionalItem('practice-slug', practiceSlugItemSchema, entry.Item)?.tenant_id;
  return tenantId ? getPractice(tenantId) : undefined;
}

/** Every practice's id, from the practice directory (on AWS, read in the directory's own scope: runOnPracticeDirectory). */
export async function listPracticeIds(): Promise<string[]> {
  const practices = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.practiceDirectoryPk },
    ProjectionExpression: 'tenant_id',
  });
  return practices.map((practice) => String(practice.tenant_id));
}
