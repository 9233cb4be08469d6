import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { type PracticeItem } from './items';

export async function getPractice(tenantId: string): Promise<PracticeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.practice(tenantId) }));
  return out.Item as PracticeItem | undefined;
}

export async function findPracticeBySlug(slug: string): Promise<PracticeItem | undefined> {
  const index = keys.practiceSlug(slug);
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
      Limit: 1,
    }),
  );
  return out.Items?.[0] as PracticeItem | undefined;
}
