import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type CatalogueDefaults } from '@praktijk/shared/schemas/catalogue';
import { db, tableName } from '../lib/data/client';
import { keys } from '../lib/data/keys';
import { createRecord, updateRecord } from '../lib/data/write';
import { ConflictError } from '../lib/errors';
import { readOptionalItem } from '../lib/data/read-item';
import * as z from 'zod';

// A user's catalogue defaults (spec 1 §3: "stored per user"): one item per user in the practice.
const defaultsFields = z.object({
  entity: z.literal('catalogue-defaults'),
  user_id: z.string(),
  defaults: z.record(z.string(), z.string()),
  consistency_token: z.string(),
});
const defaultsItemSchema = defaultsFields.loose();
type DefaultsItem = z.output<typeof defaultsFields>;

async function getDefaultsItem(key: Record<string, unknown>): Promise<DefaultsItem | undefined> {
  return readOptionalItem('catalogue-defaults', defaultsItemSchema, (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item);
}

export async function readDefaults(tenantId: string, userId: string): Promise<CatalogueDefaults> {
  const item = await getDefaultsItem(keys.catalogueDefaults(tenantId, userId));
  return item ? { defaults: item.defaults, consistency_token: item.consistency_token } : { defaults: {}, consistency_token: null };
}

/** The first save creates the item (no token); later saves must name the token they read. */
export async function saveDefaults(
  tenantId: string,
  userId: string,
  defaults: Record<string, string>,
  expectedToken: string | null,
): Promise<CatalogueDefaults> {
  const key = keys.catalogueDefaults(tenantId, userId);
  const after: Omit<DefaultsItem, 'consistency_token'> = { entity: 'catalogue-defaults', user_id: userId, defaults };
  if (expectedToken === null) {
    const saved = await createRecord(key, after);
    return { defaults: saved.defaults, consistency_token: saved.consistency_token };
  }
  const before = await getDefaultsItem(key);
  if (!before) throw new ConflictError();
  const saved = await updateRecord(key, before, { ...before, defaults }, expectedToken);
  return { defaults: saved.defaults, consistency_token: saved.consistency_token };
}
