import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type RequestContext } from '../../lib/auth/context';
import { auditPut, diffFields, LOG_TYPES } from '../../lib/data/audit';
import { db, tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from '../../lib/data/consistency';
import { stripStorage } from '../../lib/data/items';
import { keys } from '../../lib/data/keys';
import { NotFoundError } from '../../lib/errors';
import { transact, type TransactItem } from '../../lib/data/transact';
import { type AuditSubject } from '../../lib/data/write';
import { indexChanges, indexItems, partialNameItem, sortName, type NamePrefixItem } from './index-items';
import { readPatientItem, type StoredPatient } from './summary';

// Patients and their search index items are written together: the record, its index items, the
// practice's counter and the audit entry in one transaction, so search never finds a patient
// that is not there (or misses one that is). Only a rename whose old and new name items do not fit
// in one transaction together puts the last of the new name's items in a second (see replacePatient).
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

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

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
  return out.Item ? readPatientItem(stripStorage(out.Item)) : undefined;
}

/** The patient, or 404 (another practice's id reads as none). */
export async function existingPatient(ctx: RequestContext, id: string): Promise<StoredPatient> {
  const patient = await getPatient(ctx.tenantId, id);
  if (!patient) throw new NotFoundError();
  return patient;
}

export async function countPatients(tenantId: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.counters(tenantId), ProjectionExpression: 'patient_count' }));
  return (out.Item?.patient_count as number | undefined) ?? 0;
}

export async function insertPatient(tenantId: string, patient: Omit<StoredPatient, 'consistency_token'>, audit: AuditSubject): Promise<StoredPatient> {
  const saved: StoredPatient = { ...patient, consistency_token: newConsistencyToken() };
  // At most 1 + 86 + 5 + 1 + 1 items (index-items.ts NAME_ITEMS_MAX): any name fits.
  await transact([
    { Put: { TableName: tableName(), Item: patientItem(tenantId, saved), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...puts(indexItems(tenantId, saved)),
    {
      Update: { TableName: tableName(), Key: keys.counters(tenantId), UpdateExpression: 'ADD patient_count :one', ExpressionAttributeValues: { ':one': 1 } },
    },
    auditPut({ ...audit, logType: LOG_TYPES.created, changes: diffFields(undefined, { ...saved }) }),
  ]);
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
  const first: TransactItems = [
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
    ...(changes.length ? [auditPut({ ...audit, logType: LOG_TYPES.changed, changes })] : []),
  ];
  const room = MAX_TRANSACTION_ITEMS - first.length;
  if (index.namePuts.length <= room) {
    await transact([...first, ...puts(index.namePuts)]);
  } else {
    await renameInTwo(tenantId, saved, first, index.namePuts, room);
  }
  return saved;
}

/**
 * A rename whose old name items (deleted) and new ones (put) pass 100 items together, e.g. one
 * ten-word name to another. The first transaction is the whole change but for the last of the new
 * name's items, and it puts the partial-name item, so multi-term searches find the patient from
 * then on; the second puts the rest and removes the partial-name item if the name is indexed whole,
 * on the condition that the record is still the one written (a later change has deleted these
 * items' keys already, as it deletes every item the name it replaces can have). Between the two a
 * one-term search may miss the patient for one round trip; if the second fails, the name stays
 * findable by the partial-name item until its next change.
 */
async function renameInTwo(tenantId: string, saved: StoredPatient, first: TransactItems, namePuts: NamePrefixItem[], room: number): Promise<void> {
  const partial = partialNameItem(tenantId, saved);
  const partialKey = { PK: partial.PK, SK: partial.SK };
  const isPartial = (i: NamePrefixItem) => i.PK === partial.PK && i.SK === partial.SK;
  const wasPartial = namePuts.some(isPartial);
  const rest = namePuts.filter((i) => !isPartial(i));
  const now = rest.slice(0, room - 1);
  await transact([...first, ...puts([partial, ...now])]);
  await transact([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.patient(tenantId, saved.id),
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(saved.consistency_token),
      },
    },
    ...puts(rest.slice(room - 1)),
    ...(wasPartial ? [] : [{ Delete: { TableName: tableName(), Key: partialKey } }]),
  ]);
}
