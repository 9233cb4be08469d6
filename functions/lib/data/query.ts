import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { tenantPk } from './keys';

// Reads the pages of a query, up to maxItems. Without a cap only for lists that are small by
// nature (a practice's users, reason types, open connections); lists that grow with patient data
// page with cursors or pass a cap.
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, maxItems = Infinity): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const left = maxItems - items.length;
    const limit = Number.isFinite(left) ? Math.min(left, input.Limit ?? left) : input.Limit;
    const out = await db().send(new QueryCommand({ ...input, Limit: limit, TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < maxItems);
  return items;
}

/**
 * Items by key in one BatchGet (at most 100 keys); keys DynamoDB leaves unprocessed under load are
 * asked once more. A key asked twice is asked once: DynamoDB refuses a batch with a repeated key,
 * and callers gathering keys of several catalogues or records naturally repeat some.
 */
type BatchGetItems = NonNullable<BatchGetCommandOutput['Responses']>[string];

export async function batchGet(wanted: readonly { PK: string; SK: string }[]): Promise<BatchGetItems> {
  if (!wanted.length) return [];
  const read = async (Keys: Record<string, unknown>[]) => db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys } } }));
  const out = await read([...new Map(wanted.map((k) => [`${k.PK}\u0000${k.SK}`, k])).values()]);
  const found = out.Responses?.[tableName()] ?? [];
  const again = out.UnprocessedKeys?.[tableName()]?.Keys;
  return again?.length ? [...found, ...((await read(again)).Responses?.[tableName()] ?? [])] : found;
}

/** Every item of a practice's partition whose sort key starts with `prefix`. */
export function queryTenantPrefix(tenantId: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':prefix': prefix },
  });
}
