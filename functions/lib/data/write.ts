import { auditPut, diffFields, LOG_TYPES, type AuditEntry } from './audit';
import { tableName } from './client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from './consistency';
import { transact, type Guarded, type TransactItem } from './transact';

// The three writes of a record, each one transaction with its audit entry, so a change is never
// stored without its log line (or the other way round). Updates and deletes are conditioned on
// the consistency_token the caller read: a stale one answers 409, a vanished record 404. `also`
// joins more items to the same transaction (a record kind's uniqueness guards).
type Key = { PK: string; SK: string };
type Also = readonly (TransactItem | Guarded)[];
type Record_ = object;
const fields = (record: object) => record as Record<string, unknown>;
/** Who changed what, for the audit entry; the changes themselves are computed here. */
export type AuditSubject = Omit<AuditEntry, 'logType' | 'changes'>;

export async function createRecord<T extends Record_>(key: Key, record: T, audit?: AuditSubject, also: Also = []): Promise<T & { consistency_token: string }> {
  const item = { ...record, consistency_token: newConsistencyToken() };
  await transact([
    // ALL_OLD makes an id that is already taken answer 409, not 404.
    {
      Put: {
        TableName: tableName(),
        Item: { ...key, ...item },
        ConditionExpression: 'attribute_not_exists(PK)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    ...also,
    ...(audit ? [auditPut({ ...audit, logType: LOG_TYPES.created, changes: diffFields(undefined, fields(record)) })] : []),
  ]);
  return item;
}

export async function updateRecord<T extends Record_>(
  key: Key,
  before: T,
  after: T,
  expectedToken: string,
  audit?: AuditSubject,
  also: Also = [],
): Promise<T & { consistency_token: string }> {
  const item = { ...after, consistency_token: newConsistencyToken() };
  const changes = diffFields(fields(before), fields(after));
  await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...key, ...item },
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(expectedToken),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    ...also,
    ...(audit && changes.length ? [auditPut({ ...audit, logType: LOG_TYPES.changed, changes })] : []),
  ]);
  return item;
}

export async function deleteRecord(key: Key, before: Record_, expectedToken: string, audit?: AuditSubject, also: Also = []): Promise<void> {
  await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(expectedToken),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    ...also,
    ...(audit ? [auditPut({ ...audit, logType: LOG_TYPES.deleted, changes: diffFields(fields(before), undefined) })] : []),
  ]);
}
