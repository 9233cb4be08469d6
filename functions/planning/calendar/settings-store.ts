import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type RequestContext } from '../../lib/auth/context';
import { db, tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from '../../lib/data/consistency';
import { ConflictError } from '../../lib/errors';

// A practitioner's calendar items (ACCESS-PATTERNS.md "calendar config and settings"): one item each
// at calendarConfig(practitioner) and calendarSettings(practitioner), absent until first saved.
// Saves are single writes conditioned on what the caller read: the first save (token null) on
// the item not existing yet, later ones on its token; either condition failing is a 409 (someone
// saved in between), never a read before the write.

export interface SettingsItem {
  entity: 'calendar-settings';
  practitioner: string;
  on_call: boolean;
  consult_reason_types: string[];
  consistency_token: string;
}

export interface ConfigItem {
  entity: 'calendar-config';
  practitioner: string;
  min: string;
  max: string;
  interval: number;
  weekdays: number[];
  consistency_token: string;
}

export const readSettingsItem = (ctx: RequestContext, practitionerId: string) => ctx.data.get<SettingsItem>(ctx.data.keys.calendarSettings(practitionerId));
export const readConfigItem = (ctx: RequestContext, practitionerId: string) => ctx.data.get<ConfigItem>(ctx.data.keys.calendarConfig(practitionerId));

/** The condition of a save made on `token`: none yet (null), or that token. */
function saveCondition(token: string | null) {
  return token === null
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : { ConditionExpression: LOCK_CONDITION, ExpressionAttributeValues: lockValues(token) };
}

async function conditioned<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError();
    throw error;
  }
}

/** The whole config replaced, on the token the caller read. */
export async function putConfig(ctx: RequestContext, fields: Omit<ConfigItem, 'entity' | 'consistency_token'>, token: string | null): Promise<ConfigItem> {
  const item: ConfigItem = { entity: 'calendar-config', ...fields, consistency_token: newConsistencyToken() };
  const condition = saveCondition(token);
  await conditioned(() =>
    db().send(new PutCommand({ TableName: tableName(), Item: { ...ctx.data.keys.calendarConfig(fields.practitioner), ...item }, ...condition })),
  );
  return item;
}

/**
 * The settings' given fields set (the on-call toggle sends on_call alone, so the activated reason
 * types stay as they are), on the token the caller read; a first save fills the others with their
 * defaults. One UpdateItem, answering the item as stored.
 */
export async function updateSettings(
  ctx: RequestContext,
  practitionerId: string,
  changes: Partial<Pick<SettingsItem, 'on_call' | 'consult_reason_types'>>,
  token: string | null,
): Promise<SettingsItem> {
  const set: Record<string, unknown> = {
    entity: 'calendar-settings',
    practitioner: practitionerId,
    ...(token === null ? { on_call: false, consult_reason_types: [] } : {}),
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    consistency_token: newConsistencyToken(),
  };
  const condition = saveCondition(token);
  const out = await conditioned(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ctx.data.keys.calendarSettings(practitionerId),
        UpdateExpression: `SET ${Object.keys(set)
          .map((name) => `#${name} = :${name}`)
          .join(', ')}`,
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: Object.fromEntries(Object.keys(set).map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])),
          ...condition.ExpressionAttributeValues,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return out.Attributes as SettingsItem;
}
