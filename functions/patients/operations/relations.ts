import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { type RequestContext } from '../../lib/auth/context';
import { db, tableName } from '../../lib/data/client';
import { keys } from '../../lib/data/keys';
import { assertInCatalogue } from '../../lib/catalogue/references';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { nameTokens } from '../../lib/patients/normalize';
import { createPatientRecord, deletePatientRecord, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from '../../lib/patients/records';
import { RELATION } from '../../lib/patients/record-kinds';
import { searchPatients } from '../../lib/patients/search';
import { fullName, type StoredPatient } from '../../lib/patients/summary';
import { existingPatient } from './patients';

// Relations (spec 2 §2): a patient's family and contacts among the practice's patients, each
// with a relation type. Stored on the patient they were added to.
type Relation = PatientRecord & { to_patient: string; relation_id: string };
const RELATED_LIMIT = 10;

async function patientsById(tenantId: string, ids: string[]): Promise<Map<string, StoredPatient>> {
  if (!ids.length) return new Map();
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [...new Set(ids)].map((id) => keys.patient(tenantId, id)) } } }));
  return new Map((out.Responses?.[tableName()] ?? []).map((p) => [p.id as string, p as unknown as StoredPatient]));
}

async function withNames(tenantId: string, relations: Relation[]) {
  const patients = await patientsById(tenantId, relations.map((r) => r.to_patient));
  return relations.map((r) => {
    const other = patients.get(r.to_patient);
    return { ...r, name: other ? fullName(other) : '', date_of_birth: other?.date_of_birth ?? '' };
  });
}

export async function listRelations({ params }: Input<'listRelations'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  return withNames(ctx.tenantId, await listPatientRecords<Relation>(ctx.tenantId, RELATION, patient.id));
}

/** Candidates for a new relation, found by full name, without the patient and those already related. */
export async function searchRelatable({ params, query }: Input<'searchRelatable'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  const terms = nameTokens(query.search);
  if (!terms.length) return [];
  const related = new Set((await listPatientRecords<Relation>(ctx.tenantId, RELATION, patient.id)).map((r) => r.to_patient));
  const page = await searchPatients(ctx.tenantId, { kind: 'name', terms }, RELATED_LIMIT + related.size + 1);
  return page.results.filter((p) => p.id !== patient.id && !related.has(p.id)).slice(0, RELATED_LIMIT);
}

export async function createRelation({ body }: Input<'createRelation'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, body.patient);
  if (body.to_patient === patient.id) throw ValidationError.field('to_patient', 'A patient cannot be related to themselves.');
  const other = await existingPatient(ctx, body.to_patient).catch(() => undefined);
  if (!other) throw ValidationError.field('to_patient', 'Choose a patient of this practice.');
  await assertInCatalogue('relation_id', 'relation_types', body.relation_id);
  const existing = await listPatientRecords<Relation>(ctx.tenantId, RELATION, patient.id);
  if (existing.some((r) => r.to_patient === other.id)) throw ValidationError.field('to_patient', 'This patient is already a relation.');
  const saved = await createPatientRecord(ctx, RELATION, patient.id, { to_patient: other.id, relation_id: body.relation_id });
  return (await withNames(ctx.tenantId, [saved]))[0]!;
}

export async function updateRelation({ params, body }: Input<'updateRelation'>, ctx: RequestContext) {
  const before = await getPatientRecord<Relation>(ctx.tenantId, RELATION, params.id);
  await assertInCatalogue('relation_id', 'relation_types', body.relation_id);
  const saved = await updatePatientRecord(ctx, RELATION, before, { relation_id: body.relation_id }, body.consistency_token);
  return (await withNames(ctx.tenantId, [saved]))[0]!;
}

export async function deleteRelation({ params, query }: Input<'deleteRelation'>, ctx: RequestContext): Promise<undefined> {
  const before = await getPatientRecord<Relation>(ctx.tenantId, RELATION, params.id);
  await deletePatientRecord(ctx, RELATION, before, query.consistency_token);
  return undefined;
}
