import { ulid } from 'ulid';
import { keys } from './keys';
import { tableName } from './client';

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
]);

/** Field-by-field differences between two versions of a record (either may be absent). */
export function diffFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...names].sort()) {
    if (IGNORED_FIELDS.has(field)) continue;
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, old, new: next });
  }
  return changes;
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
        changes: entry.changes,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
