import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { db, tableName } from '../lib/data/client';
import { keys, tenantPk } from '../lib/data/keys';

// Consult reason types: a practice list (tens of items), read whole.
export interface ReasonTypeItem extends ConsultReasonType {
  entity: 'consult-reason-type';
}

export async function listReasonTypeItems(tenantId: string): Promise<ReasonTypeItem[]> {
  const items: ReasonTypeItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':prefix': keys.consultReasonTypesPrefix },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as ReasonTypeItem[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function getReasonTypeItem(tenantId: string, id: string): Promise<ReasonTypeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.consultReasonType(tenantId, id) }));
  return out.Item as ReasonTypeItem | undefined;
}

export function toReasonType(item: ReasonTypeItem): ConsultReasonType {
  return { id: item.id, name: item.name, practitioner: item.practitioner ?? null, consistency_token: item.consistency_token };
}
