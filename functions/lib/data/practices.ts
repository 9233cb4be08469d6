import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { type PracticeItem } from './items';

export async function getPractice(tenantId: string): Promise<PracticeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practice(tenantId) }));
  return out.Item as PracticeItem | undefined;
}

export async function findPracticeBySlug(slug: string): Promise<PracticeItem | undefined> {
  const entry = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practiceSlug(slug) }));
  const tenantId = entry.Item?.tenant_id as string | undefined;
  return tenantId ? getPractice(tenantId) : undefined;
}
