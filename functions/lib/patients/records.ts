import { ulid } from 'ulid';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { type RecordKindDeclaration, type StoredUniqueRule } from '@praktijk/shared/record-kinds';
import { auditUserName } from '../data/audit';
import { tableName } from '../data/client';
import { stripStorage, type UserProfileItem } from '../data/items';
import { queryAll } from '../data/query';
import { tenantData, type TenantData } from '../data/tenant-data';
import { type Guarded, type TransactItem } from '../data/transact';
import { createRecord, deleteRecord, updateRecord } from '../data/write';
import { NotFoundError, ValidationError } from '../errors';
import { revisionPut } from './revisions';

// Records that belong to one patient (memo, relations, insurances, and later the health records),
// stored the way their kind declares (shared/src/records/): addressed by their own id
// (PK = T#<t>, SK = <PREFIX>#<id>), listed per patient through GSI1 (newest first). Every write is
// data/write.ts's transaction with its audit entry (filed under the patient for Manage > Logs),
// joined by the kind's uniqueness guards: taken with the record, moved when a unique value
// changes, released with it.
export interface PatientRecord {
  id: string;
  patient_id: string;
  created: string;
  consistency_token: string;
  /** Kinds with revisions: the number of the latest one (1 after the create, +1 per update). */
  version?: number;
  /** The user who wrote it (records written before authors were kept have none). */
  created_by?: string;
}
type Fields = Record<string, unknown>;
/** What addressing, auditing and guarding a record need of it. */
type RecordRef = Pick<PatientRecord, 'id' | 'patient_id'>;

/** Who writes: the signed-in user (a RequestContext fits) or a job or seed acting for one. */
export interface Actor {
  tenantId: string;
  userId: string;
  user: { email: string } & Partial<Pick<UserProfileItem, 'prefix' | 'first_name' | 'last_name'>>;
}

/** The GSI2 partition of a kind's records listed under another patient (kind.alsoListedUnder). */
const alsoListedPk = (data: TenantData, kind: RecordKindDeclaration, patientId: string) => data.keys.patientRecordsPk(patientId, `${kind.prefix}#UNDER`);

/**
 * The date a record of a long list is listed by (kind.paged.by): when it was taken on the
 * practice's wall clock ('YYYY-MM-DDTHH:mm'), or when it was recorded when that is empty. It is
 * also the record's shown date (vitals_date, measurement_date, attest_date).
 */
export function listedDate(kind: RecordKindDeclaration, record: Pick<PatientRecord, 'created'> & Fields): string {
  const by = kind.paged?.by;
  const value = by && by !== 'created' ? record[by] : undefined;
  return typeof value === 'string' && value ? value : practiceLocal(record.created);
}

const storage = (data: TenantData, kind: RecordKindDeclaration, record: RecordRef & Pick<PatientRecord, 'created'> & Fields) => ({
  ...data.keys.patientRecord(kind.prefix, record.id),
  entity: kind.model,
  GSI1PK: data.keys.patientRecordsPk(record.patient_id, kind.prefix),
  // Long lists are paged newest first by their date; a ULID after it keeps records of one minute apart.
  GSI1SK: kind.paged ? `${listedDate(kind, record)}#${record.id}` : record.id,
  ...(kind.alsoListedUnder ? { GSI2PK: alsoListedPk(data, kind, String(record[kind.alsoListedUnder])), GSI2SK: record.id } : {}),
});

const hasRevisions = (kind: RecordKindDeclaration) => Boolean(kind.routes.revisions);

function auditOf(actor: Actor, kind: RecordKindDeclaration, record: RecordRef) {
  return {
    tenantId: actor.tenantId,
    subjectId: record.patient_id,
    model: kind.model,
    objectId: record.id,
    userId: actor.userId,
    username: actor.user.email,
    userName: auditUserName(actor.user),
  };
}

function guardKey(data: TenantData, kind: RecordKindDeclaration, rule: StoredUniqueRule, record: RecordRef & Fields) {
  return data.keys.recordGuard(
    rule.under ? String(record[rule.under]) : record.patient_id,
    kind.prefix,
    rule.name,
    rule.by.map((field) => String(record[field])),
  );
}

function refusal(rule: StoredUniqueRule, record: Fields): ValidationError {
  return rule.field ? ValidationError.field(rule.field, rule.message(record)) : ValidationError.nonField(rule.message(record));
}

/** Takes the unique thing for this record; fails (with the rule's 400) when another record holds it. */
function takeGuard(data: TenantData, kind: RecordKindDeclaration, rule: StoredUniqueRule, record: RecordRef & Fields): Guarded {
  const Item = { ...guardKey(data, kind, rule, record), entity: 'guard', record_id: record.id };
  return { item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } }, refusal: refusal(rule, record) };
}

/** Gives the unique thing back. Only this record's own guard is removed (records stored before guards existed have none). */
function releaseGuard(data: TenantData, kind: RecordKindDeclaration, rule: StoredUniqueRule, record: RecordRef & Fields): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: guardKey(data, kind, rule, record),
      ConditionExpression: 'attribute_not_exists(PK) OR record_id = :record_id',
      ExpressionAttributeValues: { ':record_id': record.id },
    },
  };
}

/**
 * The GSI1 sort key of a long list's count: after every date ('~' sorts after digits), so the
 * newest-first Query of the list's first page reads the count as its first item (record-pages.ts).
 */
export const COUNT_SORT_KEY = '~COUNT';

/** A long list's count moves with each create (+1) and delete (-1), in the same transaction: never read-then-write. */
function countChange(data: TenantData, kind: RecordKindDeclaration, patientId: string, by: 1 | -1): TransactItem[] {
  if (!kind.paged) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: data.keys.patientRecordCount(patientId, kind.prefix),
        UpdateExpression: 'ADD record_count :by SET entity = :entity, GSI1PK = :pk, GSI1SK = :sk',
        ExpressionAttributeValues: { ':by': by, ':entity': 'record-count', ':pk': data.keys.patientRecordsPk(patientId, kind.prefix), ':sk': COUNT_SORT_KEY },
      },
    },
  ];
}

/** The guards an update moves: those whose unique values changed. */
function movedGuards(data: TenantData, kind: RecordKindDeclaration, before: PatientRecord & Fields, after: PatientRecord & Fields): (TransactItem | Guarded)[] {
  const same = (key: { PK: string; SK: string }, other: { PK: string; SK: string }) => key.PK === other.PK && key.SK === other.SK;
  return kind.unique
    .filter((rule) => !same(guardKey(data, kind, rule, before), guardKey(data, kind, rule, after)))
    .flatMap((rule) => [releaseGuard(data, kind, rule, before), takeGuard(data, kind, rule, after)]);
}

export async function createPatientRecord<F extends Fields>(
  actor: Actor,
  kind: RecordKindDeclaration,
  patientId: string,
  fields: F,
): Promise<F & PatientRecord> {
  const data = tenantData(actor.tenantId);
  const revised = hasRevisions(kind);
  const created = new Date().toISOString();
  const record = { ...fields, id: ulid(), patient_id: patientId, created, created_by: actor.userId, ...(revised ? { version: 1 } : {}) };
  const { PK, SK, ...indexed } = storage(data, kind, record);
  const saved = await createRecord({ PK, SK }, { ...record, ...indexed }, auditOf(actor, kind, record), [
    ...kind.unique.map((rule) => takeGuard(data, kind, rule, record)),
    ...countChange(data, kind, patientId, 1),
    ...(revised ? [revisionPut(data, kind, record.id, 1, record, actor)] : []),
  ]);
  return stripStorage<F & PatientRecord>(saved);
}

/** A record of this practice by id; 404 for an unknown id or another practice's. */
export async function getPatientRecord<T extends PatientRecord>(data: TenantData, kind: RecordKindDeclaration, id: string): Promise<T> {
  const record = await data.get<T>(data.keys.patientRecord(kind.prefix, id));
  if (!record) throw new NotFoundError();
  return record;
}

/** `reason` is the revision's change reason (a revert names the version it restored). */
export async function updatePatientRecord<T extends PatientRecord & Fields>(
  actor: Actor,
  kind: RecordKindDeclaration,
  before: T,
  changes: Partial<T>,
  expectedToken: string,
  reason: string | null = null,
): Promise<T> {
  const data = tenantData(actor.tenantId);
  const version = hasRevisions(kind) ? (before.version ?? 0) + 1 : undefined;
  const after: T = { ...before, ...changes, id: before.id, patient_id: before.patient_id, ...(version ? { version } : {}) };
  const { PK, SK, ...indexed } = storage(data, kind, after);
  const saved = await updateRecord({ PK, SK }, { ...before, ...indexed }, { ...after, ...indexed }, expectedToken, auditOf(actor, kind, before), [
    ...movedGuards(data, kind, before, after),
    ...(version ? [revisionPut(data, kind, before.id, version, after, actor, reason)] : []),
  ]);
  return stripStorage<T>(saved);
}

export async function deletePatientRecord(actor: Actor, kind: RecordKindDeclaration, before: PatientRecord & Fields, expectedToken: string): Promise<void> {
  const data = tenantData(actor.tenantId);
  const guards = kind.unique.map((rule) => releaseGuard(data, kind, rule, before));
  const also = [...guards, ...countChange(data, kind, before.patient_id, -1)];
  await deleteRecord(data.keys.patientRecord(kind.prefix, before.id), before, expectedToken, auditOf(actor, kind, before), also);
}

/** A patient's records of one kind, newest first (lists per patient are small: relations, insurances). */
export function listPatientRecords<T extends PatientRecord>(data: TenantData, kind: RecordKindDeclaration, patientId: string): Promise<T[]> {
  return data.listIndex<T>(data.keys.patientRecordsPk(patientId, kind.prefix));
}

/** The records of a kind listed under a patient through another field (kind.alsoListedUnder: relations added on the other patient), newest first; one query. */
export async function listRecordsUnder<T extends PatientRecord>(data: TenantData, kind: RecordKindDeclaration, patientId: string): Promise<T[]> {
  if (!kind.alsoListedUnder) return [];
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': alsoListedPk(data, kind, patientId) },
    ScanIndexForward: false,
  });
  return items.map((i) => stripStorage<T>(i));
}
