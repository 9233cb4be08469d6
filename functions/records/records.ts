import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { type RecordKindDeclaration, type StoredUniqueRule } from '@praktijk/shared/record-kinds';
import { auditUserName } from '../lib/data/audit';
import { tableName } from '../lib/data/client';
import { stripStorage, type UserProfileItem } from '../lib/data/items';
import { readRecord } from './stored-schema';
import { queryAll } from '../lib/data/query';
import { tenantData, type TenantData } from '../lib/data/tenant-data';
import { type Guarded, type TransactItem } from '../lib/data/transact';
import { createRecords, deleteRecords, updateRecords } from '../lib/data/write';
import { NotFoundError, ValidationError } from '../lib/errors';
import { revisionPut } from './revisions';
import { nameKey } from '@praktijk/shared/text';

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

/**
 * The list a record is kept in (its GSI1 partition and, for a long list, its count item): the
 * kind's, or with paged.partitionBy one per value of that field ('PRESCRIPTION#is_chronic=true').
 */
export function listPrefix(kind: RecordKindDeclaration, value?: unknown): string {
  const field = kind.paged?.partitionBy?.field;
  return field ? `${kind.prefix}#${field}=${String(value)}` : kind.prefix;
}
const listOf = (kind: RecordKindDeclaration, record: Fields) => listPrefix(kind, kind.paged?.partitionBy ? record[kind.paged.partitionBy.field] : undefined);

const storage = (data: TenantData, kind: RecordKindDeclaration, record: RecordRef & Pick<PatientRecord, 'created'> & Fields) => ({
  ...data.keys.patientRecord(kind.prefix, record.id),
  entity: kind.model,
  GSI1PK: data.keys.patientRecordsPk(record.patient_id, listOf(kind, record)),
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

/** A typed name as a guard holds it: case and spacing ignored, and as a digest, so the key holds no words. */
function typedNameDigest(name: string): string {
  return createHash('sha256').update(nameKey(name)).digest('base64url');
}

function guardKey(data: TenantData, kind: RecordKindDeclaration, rule: StoredUniqueRule, record: RecordRef & Fields) {
  return data.keys.recordGuard(
    rule.under ? String(record[rule.under]) : record.patient_id,
    kind.prefix,
    rule.name,
    rule.by.map((field) => (rule.typedName ? typedNameDigest(String(record[field])) : String(record[field]))),
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

/**
 * A long list's count moves with each create (+1) and delete (-1), in the same transaction: never
 * read-then-write. One Update per list the write touches (a transaction names an item once): a
 * record and its repeats add theirs together, an update that moves a record to another list
 * (paged.partitionBy) takes one from the old list and adds one to the new.
 */
function countChanges(
  data: TenantData,
  kind: RecordKindDeclaration,
  added: readonly (RecordRef & Fields)[],
  removed: readonly (RecordRef & Fields)[],
): TransactItem[] {
  if (!kind.paged) return [];
  const lists = new Map<string, { patientId: string; list: string; by: number }>();
  const move = (records: readonly (RecordRef & Fields)[], by: number) => {
    for (const record of records) {
      const list = listOf(kind, record);
      const key = `${record.patient_id}|${list}`;
      const entry = lists.get(key) ?? { patientId: record.patient_id, list, by: 0 };
      lists.set(key, { ...entry, by: entry.by + by });
    }
  };
  move(added, 1);
  move(removed, -1);
  return [...lists.values()]
    .filter((l) => l.by !== 0)
    .map(({ patientId, list, by }) => ({
      Update: {
        TableName: tableName(),
        Key: data.keys.patientRecordCount(patientId, list),
        UpdateExpression: 'ADD record_count :by SET entity = :entity, GSI1PK = :pk, GSI1SK = :sk',
        ExpressionAttributeValues: { ':by': by, ':entity': 'record-count', ':pk': data.keys.patientRecordsPk(patientId, list), ':sk': COUNT_SORT_KEY },
      },
    }));
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
  const [record] = await createPatientRecords(actor, kind, patientId, [fields]);
  return record!;
}

/**
 * Records of one patient and kind written in one transaction, each with its audit entry, guards and
 * revision, the lists' counts moved once: a record and those that come with it (a chronic
 * prescription's repeats). A row may bring its `id` (rows that name each other); `created` is shared.
 * `alsoWritten` joins other items to the transaction (a referral's new consultation note).
 */
export async function createPatientRecords<F extends Fields>(
  actor: Actor,
  kind: RecordKindDeclaration,
  patientId: string,
  rows: readonly (F & { id?: string })[],
  created: string = new Date().toISOString(),
  alsoWritten: readonly (TransactItem | Guarded)[] = [],
): Promise<(F & PatientRecord)[]> {
  const data = tenantData(actor.tenantId);
  const revised = hasRevisions(kind);
  const records = rows.map((fields) => ({
    ...fields,
    id: fields.id ?? ulid(),
    patient_id: patientId,
    created,
    created_by: actor.userId,
    ...(revised ? { version: 1 } : {}),
  }));
  const saved = await createRecords(
    records.map((record) => {
      const { PK, SK, ...indexed } = storage(data, kind, record);
      return { key: { PK, SK }, record: { ...record, ...indexed }, audit: auditOf(actor, kind, record) };
    }),
    [
      ...records.flatMap((record) => kind.unique.map((rule) => takeGuard(data, kind, rule, record))),
      ...countChanges(data, kind, records, []),
      ...(revised ? records.map((record) => revisionPut(data, kind, record.id, 1, record, actor)) : []),
      ...alsoWritten,
    ],
  );
  return saved.map((item) => stripStorage<F & PatientRecord>(item));
}

/** A record of this practice by id; 404 for an unknown id or another practice's. */
export async function getPatientRecord<T extends PatientRecord>(data: TenantData, kind: RecordKindDeclaration, id: string): Promise<T> {
  const record = await data.get<Record<string, unknown>>(data.keys.patientRecord(kind.prefix, id));
  if (!record) throw new NotFoundError();
  return readRecord<T>(kind, record);
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
  const [record] = await updatePatientRecords(actor, kind, [{ before, changes, expectedToken }], reason);
  return record!;
}

/** A change of one record: the record as read, what changes, and the token its writer read. */
export interface RecordChange<T> {
  before: T;
  changes: Partial<T>;
  expectedToken: string;
}

/** Changes of records of one kind in one transaction, each conditioned on its token and audited (a stopped prescription and its repeats). */
export async function updatePatientRecords<T extends PatientRecord & Fields>(
  actor: Actor,
  kind: RecordKindDeclaration,
  entries: readonly RecordChange<T>[],
  reason: string | null = null,
): Promise<T[]> {
  const data = tenantData(actor.tenantId);
  const revised = hasRevisions(kind);
  const planned = entries.map(({ before, changes, expectedToken }) => {
    const version = revised ? (before.version ?? 0) + 1 : undefined;
    const after: T = { ...before, ...changes, id: before.id, patient_id: before.patient_id, ...(version ? { version } : {}) };
    return { before, after, expectedToken, version };
  });
  const saved = await updateRecords(
    planned.map(({ before, after, expectedToken }) => {
      const { PK, SK, ...indexed } = storage(data, kind, after);
      return { key: { PK, SK }, before: { ...before, ...indexed }, after: { ...after, ...indexed }, expectedToken, audit: auditOf(actor, kind, before) };
    }),
    [
      ...planned.flatMap(({ before, after }) => movedGuards(data, kind, before, after)),
      ...countChanges(
        data,
        kind,
        planned.map((p) => p.after),
        planned.map((p) => p.before),
      ),
      ...planned.flatMap(({ before, after, version }) => (version ? [revisionPut(data, kind, before.id, version, after, actor, reason)] : [])),
    ],
  );
  return saved.map((item) => stripStorage<T>(item));
}

export async function deletePatientRecord(actor: Actor, kind: RecordKindDeclaration, before: PatientRecord & Fields, expectedToken: string): Promise<void> {
  await deletePatientRecords(actor, kind, [{ before, expectedToken }]);
}

/**
 * Records of one kind deleted in one transaction, each conditioned on its token and audited, their
 * guards released and the counts moved once (a prescription and its repeats).
 */
export async function deletePatientRecords(
  actor: Actor,
  kind: RecordKindDeclaration,
  entries: readonly { before: PatientRecord & Fields; expectedToken: string }[],
): Promise<void> {
  const data = tenantData(actor.tenantId);
  const records = entries.map((e) => e.before);
  await deleteRecords(
    entries.map(({ before, expectedToken }) => ({
      key: data.keys.patientRecord(kind.prefix, before.id),
      before,
      expectedToken,
      audit: auditOf(actor, kind, before),
    })),
    [...records.flatMap((before) => kind.unique.map((rule) => releaseGuard(data, kind, rule, before))), ...countChanges(data, kind, [], records)],
  );
}

/** A patient's records of one kind, newest first (lists per patient are small: relations, insurances). */
export async function listPatientRecords<T extends PatientRecord>(data: TenantData, kind: RecordKindDeclaration, patientId: string): Promise<T[]> {
  const items = await data.listIndex<Record<string, unknown>>(data.keys.patientRecordsPk(patientId, kind.prefix));
  return items.map((item) => readRecord<T>(kind, item));
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
  return items.map((i) => readRecord<T>(kind, stripStorage<Record<string, unknown>>(i)));
}
