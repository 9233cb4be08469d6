import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type CatalogueDefaults } from '@praktijk/shared/schemas/catalogue';
import { db, tableName } from '../lib/data/client';
import { keys } from '../lib/data/keys';
import { createRecord, updateRecord } from '../lib/data/write';
import { ConflictError } from '../lib/errors';

// A user's catalogue defaults (spec 1 §3: "stored per user"): one item per user in the practice.
interface DefaultsItem {
  entity: 'catalogue-defaults';
  user_id: string;
  defaults: Record<string, string>;
  consistency_token: string;
}

export async function readDefaults(tenantId: string, userId: string): Promise<CatalogueDefaults> {
  const item = (await db().send(new GetCommand({ TableName: tableName(), Key: keys.catalogueDefaults(tenantId, userId) }))).Item as DefaultsItem | undefined;
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
  const before = (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item as DefaultsItem | undefined;
  if (!before) throw new ConflictError();
  const saved = await updateRecord(key, before, { ...before, defaults }, expectedToken);
  return { defaults: saved.defaults, consistency_token: saved.consistency_token };
}
