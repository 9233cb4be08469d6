import { ulid } from 'ulid';
import { keys } from './keys';
import { tableName } from './client';
import { type UserProfileItem } from './items';
import { displayName } from './users';

// The audit trail behind Manage > Logs (DESIGN §5): every create, change and delete of patient
// data writes one of these in the same transaction as the change itself.
export const LOG_TYPES = { created: '+', changed: '~', deleted: '-' } as const;
export type LogType = (typeof LOG_TYPES)[keyof typeof LOG_TYPES];

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface AuditEntry {
  tenantId: string;
  /** Whose record this belongs to (the patient id), so Logs lists it under that subject. */
  subjectId: string;
  model: string;
  objectId: string;
  logType: LogType;
  userId: string;
  username: string;
  /** The user's name as it was at the change, so Logs read well after a rename or removal. */
  userName?: string;
  changes: FieldChange[];
}

// Keys and bookkeeping: the log shows what a person changed (the object id has its own column).
const IGNORED_FIELDS = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'consistency_token',
  'entity',
  'id',
  'patient_id',
  'created',
  'updated',
  'updated_at',
  'version', // a revised record's version number: the revisions themselves show it
  'created_by', // the entry's own user says who wrote it
  'names', // the chosen catalogue items' names stored beside their ids (the ids are logged)
]);

/** No value: absent, null, '' or an empty list; going from one of these to another is no change. */
function isNothing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Field-by-field differences between two versions of a record (either may be absent); nothing to nothing is left out. */
export function diffFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...names].sort()) {
    if (IGNORED_FIELDS.has(field)) continue;
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    // A created or deleted record's unset flags (false) say nothing either.
    const unset = (value: unknown) => isNothing(value) || (value === false && (!before || !after));
    if (unset(old) && unset(next)) continue;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, old, new: next });
  }
  return changes;
}

/** The name Logs show for the user who wrote: their display name when the profile is at hand. */
export function auditUserName(user: Partial<Pick<UserProfileItem, 'prefix' | 'first_name' | 'last_name'>>): string | undefined {
  const name = displayName({ prefix: user.prefix ?? '', first_name: user.first_name ?? '', last_name: user.last_name ?? '' });
  return name || undefined;
}

/** Who made a change, as a request context carries it. */
export interface AuditActor {
  tenantId: string;
  userId: string;
  user: { email: string } & Parameters<typeof auditUserName>[0];
}

/**
 * The audit entry of one change to an object of a subject's record, as transaction items: none
 * for a change that changed no field the log shows.
 */
export function auditChangeItems(
  actor: AuditActor,
  target: { subjectId: string; model: string; objectId: string },
  logType: LogType,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  const changes = diffFields(before, after);
  if (logType === LOG_TYPES.changed && !changes.length) return [];
  const entry = {
    ...target,
    tenantId: actor.tenantId,
    logType,
    userId: actor.userId,
    username: actor.user.email,
    userName: auditUserName(actor.user),
    changes,
  };
  return [auditPut(entry)];
}

/** The Put of a TransactWriteItems that records one audit entry. */
export function auditPut(entry: AuditEntry, now = new Date()) {
  const id = ulid(now.getTime());
  return {
    Put: {
      TableName: tableName(),
      Item: {
        PK: keys.auditPk(entry.tenantId, entry.subjectId),
        SK: `LOG#${id}`,
        GSI1PK: keys.auditByModelPk(entry.tenantId, entry.subjectId, entry.model),
        GSI1SK: `LOG#${id}`,
        entity: 'audit',
        id,
        created: now.toISOString(),
        model_name: entry.model,
        object_id: entry.objectId,
        log_type: entry.logType,
        user_id: entry.userId,
        username: entry.username,
        ...(entry.userName ? { user_name: entry.userName } : {}),
        changes: entry.changes,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
