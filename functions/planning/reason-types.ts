import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { db, tableName } from '../lib/data/client';
import { keys } from '../lib/data/keys';
import { queryTenantPrefix } from '../lib/data/query';
import { readItems, readOptionalItem } from '../lib/data/read-item';
import * as z from 'zod';

// Consult reason types: a practice list (tens of items), read whole.
// A reason type written without a practitioner is the practice's general one (read as null).
const reasonTypeFields = z.object({
  entity: z.literal('consult-reason-type'),
  id: z.string(),
  name: z.string(),
  practitioner: z.string().nullable().default(null),
  consistency_token: z.string(),
});
const reasonTypeItemSchema = reasonTypeFields.loose();
export type ReasonTypeItem = z.output<typeof reasonTypeFields>;

export async function listReasonTypeItems(tenantId: string): Promise<ReasonTypeItem[]> {
  return readItems('consult-reason-type', reasonTypeItemSchema, await queryTenantPrefix(tenantId, keys.consultReasonTypesPrefix));
}

export async function getReasonTypeItem(tenantId: string, id: string): Promise<ReasonTypeItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.consultReasonType(tenantId, id) }));
  return readOptionalItem('consult-reason-type', reasonTypeItemSchema, out.Item);
}

export function toReasonType(item: ReasonTypeItem): ConsultReasonType {
  return { id: item.id, name: item.name, practitioner: item.practitioner ?? null, consistency_token: item.consistency_token };
}
