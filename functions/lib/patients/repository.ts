import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut, diffFields, LOG_TYPES } from '../data/audit';
import { db, tableName } from '../data/client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from '../data/consistency';
import { stripStorage } from '../data/items';
import { keys } from '../data/keys';
import { transact, type TransactItem } from '../data/transact';
import { type AuditSubject } from '../data/write';
import { indexChanges, indexItems, prefixCountChanges, sortName } from './index-items';
import { type StoredPatient } from './summary';
import { ValidationError } from '../errors';

// Patients and their search index items are written together: the record, its index items, the
// practice's counters and the audit entry in one transaction, so search never finds a patient
// that is not there (or misses one that is).
export const PATIENT_MODEL = 'patient';
type TransactItems = TransactItem[];

/** The patient record as stored, with its place in the unfiltered list (GSI1); the one place that builds it. */
export const patientItem = (tenantId: string, p: StoredPatient) => ({
  ...keys.patient(tenantId, p.id),
  ...keys.patientsByName(tenantId, sortName(p)),
  entity: 'patient',
  ...p,
});
const puts = (items: readonly Record<string, unknown>[]): TransactItems => items.map((Item) => ({ Put: { TableName: tableName(), Item } }));

/** The name-prefix counters' changes, as ADDs in the same transaction as the index items (exact under concurrent writes). */
const prefixCountUpdates = (tenantId: string, before: StoredPatient | undefined, after: StoredPatient): TransactItems =>
  [...prefixCountChanges(before, after)].map(([prefix, change]) => ({
    Update: {
      TableName: tableName(),
      Key: keys.patientNamePrefixCount(tenantId, prefix),
      UpdateExpression: 'ADD patients :change',
      ExpressionAttributeValues: { ':change': change },
    },
  }));

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * A patient's write is one transaction. Names whose search prefixes (with their counters) do not
 * fit in one (several long names changed at once) are refused rather than written in parts.
 */
function oneTransaction(items: TransactItems): TransactItems {
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw ValidationError.nonField('These names are too long to change at once: save the first name and the surname one at a time.');
  }
  return items;
}

/** Internal numbers are a per-practice sequence, readable and never reused. */
export async function nextInternalNumber(tenantId: string): Promise<string> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counters(tenantId),
      UpdateExpression: 'ADD next_patient_number :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return String(out.Attributes?.next_patient_number as number).padStart(6, '0');
}

export async function getPatient(tenantId: string, id: string): Promise<StoredPatient | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.patient(tenantId, id) }));
  return out.Item ? stripStorage<StoredPatient>(out.Item) : undefined;
}

export async function countPatients(tenantId: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.counters(tenantId), ProjectionExpression: 'patient_count' }));
  return (out.Item?.patient_count as number | undefined) ?? 0;
}

export async function insertPatient(tenantId: string, patient: Omit<StoredPatient, 'consistency_token'>, audit: AuditSubject): Promise<StoredPatient> {
  const saved: StoredPatient = { ...patient, consistency_token: newConsistencyToken() };
  await transact(
    oneTransaction([
      { Put: { TableName: tableName(), Item: patientItem(tenantId, saved), ConditionExpression: 'attribute_not_exists(PK)' } },
      ...puts(indexItems(tenantId, saved)),
      ...prefixCountUpdates(tenantId, undefined, saved),
      {
        Update: { TableName: tableName(), Key: keys.counters(tenantId), UpdateExpression: 'ADD patient_count :one', ExpressionAttributeValues: { ':one': 1 } },
      },
      auditPut({ ...audit, logType: LOG_TYPES.created, changes: diffFields(undefined, { ...saved }) }),
    ]),
  );
  return saved;
}

export async function replacePatient(
  tenantId: string,
  before: StoredPatient,
  after: Omit<StoredPatient, 'consistency_token'>,
  expectedToken: string,
  audit: AuditSubject,
): Promise<StoredPatient> {
  const saved: StoredPatient = { ...after, consistency_token: newConsistencyToken() };
  const changes = diffFields({ ...before }, { ...saved });
  const index = indexChanges(tenantId, before, saved);
  await transact(
    oneTransaction([
      {
        Put: {
          TableName: tableName(),
          Item: patientItem(tenantId, saved),
          ConditionExpression: LOCK_CONDITION,
          ExpressionAttributeValues: lockValues(expectedToken),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      ...index.deletes.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
      ...puts(index.puts),
      ...prefixCountUpdates(tenantId, before, saved),
      ...(changes.length ? [auditPut({ ...audit, logType: LOG_TYPES.changed, changes })] : []),
    ]),
  );
  return saved;
}
