import { relationKind } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { assertInCatalogue } from '../../catalogue/domain/references';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { ValidationError } from '../../lib/errors';
import { listPatientRecords, listRecordsUnder } from '../../records/records';
import { fullName, readPatientItem, type StoredPatient } from '../domain/summary';
import { type Input } from '../../lib/http/types';
import { existingPatient } from '../domain/repository';
import { recordOperations, type StoredRecord } from '../../records/operations';

// Relations: the other patient must be one of the practice's and not the patient; the type must
// exist; each relation is shown with the other patient's name and date of birth. A relation is
// stored once, on the patient it was added to, and listed on both: the other patient reads it
// through GSI2 (one query), marked `inverse` (records/relation.ts).
type Relation = StoredRecord<typeof relationKind>;

async function patientsById(ctx: RequestContext, ids: string[]): Promise<Map<string, StoredPatient>> {
  if (!ids.length) return new Map();
  const Keys = [...new Set(ids)].map((id) => ctx.data.keys.patient(id));
  return new Map((await batchGet(Keys)).map((item) => readPatientItem(stripStorage(item))).map((p) => [p.id, p]));
}

/** Relations as `viewer` sees them: the other patient's label, and whether it was added on the other patient. */
export async function withNames(relations: Relation[], ctx: RequestContext, viewer?: string) {
  const otherOf = (r: Relation) => (viewer !== undefined && r.patient_id !== viewer ? r.patient_id : r.to_patient);
  const patients = await patientsById(ctx, relations.map(otherOf));
  return relations.map((r) => {
    const other = patients.get(otherOf(r));
    return { ...r, name: other ? fullName(other) : '', date_of_birth: other?.date_of_birth ?? '', inverse: otherOf(r) !== r.to_patient };
  });
}

const generic = recordOperations(relationKind, {
  checkCreate: async (body, patient, ctx) => {
    if (body.to_patient === patient.id) throw ValidationError.field('to_patient', 'A patient cannot be related to themselves.');
    const other = await existingPatient(ctx, body.to_patient).catch(() => undefined);
    if (!other) throw ValidationError.field('to_patient', 'Choose a patient of this practice.');
  },
  check: async (fields) => void (await assertInCatalogue('relation_id', 'relation_types', fields.relation_id)),
  show: (records, ctx) => withNames(records, ctx),
});

/** The patient's relations: those added on it and those added on the other patient (two queries at once, no writes). */
async function listRelations({ params }: Input<'listRelations'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  const [own, under] = await Promise.all([
    listPatientRecords<Relation>(ctx.data, relationKind, patient.id),
    listRecordsUnder<Relation>(ctx.data, relationKind, patient.id),
  ]);
  return withNames([...own, ...under], ctx, patient.id);
}

export const relationOperations = { ...generic, listRelations };
