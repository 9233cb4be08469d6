import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { db, tableName } from '../lib/data/client';
import { keys } from '../lib/data/keys';
import { queryTenantPrefix } from '../lib/data/query';

// Consult reason types: a practice list (tens of items), read whole.
export interface ReasonTypeItem extends ConsultReasonType {
  entity: 'consult-reason-type';
}

export async function listReasonTypeItems(tenantId: string): Promise<ReasonTypeItem[]> {
  return (await queryTenantPrefix(tenantId, keys.consultReasonTypesPrefix)) as unknown as ReasonTypeItem[];
}

export async function getReasonTypeItem(tenantId: string, id: string): Promise<ReasonTypeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.consultReasonType(tenantId, id) }));
  return out.Item as ReasonTypeItem | undefined;
}

export function toReasonType(item: ReasonTypeItem): ConsultReasonType {
  return { id: item.id, name: item.name, practitioner: item.practitioner ?? null, consistency_token: item.consistency_token };
}
