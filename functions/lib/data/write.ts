import { auditPut, diffFields, LOG_TYPES, type AuditEntry } from './audit';
import { tableName } from './client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from './consistency';
import { transact, type Guarded, type TransactItem } from './transact';

// The three writes of a record, each one transaction with its audit entry, so a change is never
// stored without its log line (or the other way round). Updates and deletes are conditioned on
// the consistency_token the caller read: a stale one answers 409, a vanished record 404. `also`
// joins more items to the same transaction (a record kind's uniqueness guards). The plural forms
// write several records in one transaction, each with its own token and audit entry.
type Key = { PK: string; SK: string };
type Also = readonly (TransactItem | Guarded)[];
type Record_ = object;
const fields = (record: object) => record as Record<string, unknown>;
/** Who changed what, for the audit entry; the changes themselves are computed here. */
export type AuditSubject = Omit<AuditEntry, 'logType' | 'changes'>;

/** One record of a multi-record write: its key, what it holds (before and after for a change) and its audit subject. */
export interface NewRecord<T> {
  key: Key;
  record: T;
  audit?: AuditSubject;
}
export interface ChangedRecord<T> {
  key: Key;
  before: T;
  after: T;
  expectedToken: string;
  audit?: AuditSubject;
}
export interface RemovedRecord {
  key: Key;
  before: Record_;
  expectedToken: string;
  audit?: AuditSubject;
}

export async function createRecord<T extends Record_>(key: Key, record: T, audit?: AuditSubject, also: Also = []): Promise<T & { consistency_token: string }> {
  const [item] = await createRecords([{ key, record, audit }], also);
  return item!;
}

/** Several new records in one transaction, each with its own token and audit entry (a record and those written with it). */
export async function createRecords<T extends Record_>(records: readonly NewRecord<T>[], also: Also = []): Promise<(T & { consistency_token: string })[]> {
  const items = records.map(({ record }) => ({ ...record, consistency_token: newConsistencyToken() }));
  await transact([
    // ALL_OLD makes an id that is already taken answer 409, not 404.
    ...records.map(({ key }, i) => ({
      Put: {
        TableName: tableName(),
        Item: { ...key, ...items[i] },
        ConditionExpression: 'attribute_not_exists(PK)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    })),
    ...also,
    ...records.flatMap(({ audit, record }) =>
      audit ? [auditPut({ ...audit, logType: LOG_TYPES.created, changes: diffFields(undefined, fields(record)) })] : [],
    ),
  ]);
  return items;
}

export async function updateRecord<T extends Record_>(
  key: Key,
  before: T,
  after: T,
  expectedToken: string,
  audit?: AuditSubject,
  also: Also = [],
): Promise<T & { consistency_token: string }> {
  const [item] = await updateRecords([{ key, before, after, expectedToken, audit }], also);
  return item!;
}

/** Several changes in one transaction, each conditioned on the token its writer read and audited on its own (a stop and the repeats it stops). */
export async function updateRecords<T extends Record_>(changes: readonly ChangedRecord<T>[], also: Also = []): Promise<(T & { consistency_token: string })[]> {
  const items = changes.map(({ after }) => ({ ...after, consistency_token: newConsistencyToken() }));
  await transact([
    ...changes.map(({ key, expectedToken }, i) => ({
      Put: {
        TableName: tableName(),
        Item: { ...key, ...items[i] },
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(expectedToken),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    })),
    ...also,
    ...changes.flatMap(({ audit, before, after }) => {
      const diff = diffFields(fields(before), fields(after));
      return audit && diff.length ? [auditPut({ ...audit, logType: LOG_TYPES.changed, changes: diff })] : [];
    }),
  ]);
  return items;
}

export async function deleteRecord(key: Key, before: Record_, expectedToken: string, audit?: AuditSubject, also: Also = []): Promise<void> {
  await deleteRecords([{ key, before, expectedToken, audit }], also);
}

/** Several deletes in one transaction, each conditioned on its token and audited (a prescription and its repeats). */
export async function deleteRecords(records: readonly RemovedRecord[], also: Also = []): Promise<void> {
  await transact([
    ...records.map(({ key, expectedToken }) => ({
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(expectedToken),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    })),
    ...also,
    ...records.flatMap(({ audit, before }) =>
      audit ? [auditPut({ ...audit, logType: LOG_TYPES.deleted, changes: diffFields(fields(before), undefined) })] : [],
    ),
  ]);
}
