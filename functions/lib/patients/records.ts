import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../data/client';
import { tenantPk } from '../data/keys';
import { queryAll } from '../data/query';
import { createRecord, deleteRecord, updateRecord, type AuditSubject } from '../data/write';
import { NotFoundError } from '../errors';

// Records that belong to one patient (relations, insurances, and later the health records):
// addressed by their own id (PK = T#<t>, SK = <KIND>#<id>) and listed per patient through GSI1
// (GSI1PK = T#<t>#PATIENT#<patient>#<KIND>, newest first). Every write carries its audit entry,
// filed under the patient for Manage > Logs.
export interface RecordKind {
  /** The audit log's model name, and the permission model. */
  model: string;
  prefix: string;
}

export interface PatientRecord {
  id: string;
  patient_id: string;
  created: string;
  consistency_token: string;
}

const recordKey = (tenantId: string, kind: RecordKind, id: string) => ({ PK: tenantPk(tenantId), SK: `${kind.prefix}#${id}` });
const listPk = (tenantId: string, kind: RecordKind, patientId: string) => `${tenantPk(tenantId)}#PATIENT#${patientId}#${kind.prefix}`;
const STORAGE_FIELDS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'entity'];

function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !STORAGE_FIELDS.includes(k))) as T;
}

/** Who writes: the signed-in user (a RequestContext fits) or a job acting for one. */
export interface Actor {
  tenantId: string;
  userId: string;
  user: { email: string };
}

function audit(ctx: Actor, kind: RecordKind, patientId: string, id: string): AuditSubject {
  return { tenantId: ctx.tenantId, subjectId: patientId, model: kind.model, objectId: id, userId: ctx.userId, username: ctx.user.email };
}

export async function createPatientRecord<F extends object>(ctx: Actor, kind: RecordKind, patientId: string, fields: F): Promise<F & PatientRecord> {
  const id = ulid();
  const record = { ...fields, id, patient_id: patientId, created: new Date().toISOString() };
  const saved = await createRecord(recordKey(ctx.tenantId, kind, id), { ...record, entity: kind.model, GSI1PK: listPk(ctx.tenantId, kind, patientId), GSI1SK: id }, audit(ctx, kind, patientId, id));
  return strip<F & PatientRecord>(saved);
}

export async function getPatientRecord<T extends PatientRecord>(tenantId: string, kind: RecordKind, id: string): Promise<T> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: recordKey(tenantId, kind, id) }));
  if (!out.Item) throw new NotFoundError();
  return strip<T>(out.Item);
}

export async function updatePatientRecord<T extends PatientRecord>(ctx: Actor, kind: RecordKind, before: T, changes: Partial<T>, expectedToken: string): Promise<T> {
  const storage = { entity: kind.model, GSI1PK: listPk(ctx.tenantId, kind, before.patient_id), GSI1SK: before.id };
  const saved = await updateRecord(recordKey(ctx.tenantId, kind, before.id), { ...before, ...storage }, { ...before, ...changes, ...storage }, expectedToken, audit(ctx, kind, before.patient_id, before.id));
  return strip<T>(saved);
}

export async function deletePatientRecord(ctx: Actor, kind: RecordKind, before: PatientRecord, expectedToken: string): Promise<void> {
  await deleteRecord(recordKey(ctx.tenantId, kind, before.id), before, expectedToken, audit(ctx, kind, before.patient_id, before.id));
}

/** A patient's records of one kind, newest first (lists per patient are small: relations, insurances). */
export async function listPatientRecords<T extends PatientRecord>(tenantId: string, kind: RecordKind, patientId: string): Promise<T[]> {
  const items = await queryAll({
    IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': listPk(tenantId, kind, patientId) }, ScanIndexForward: false,
  });
  return items.map((i) => strip<T>(i));
}
