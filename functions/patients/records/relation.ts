import { relationKind } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { assertInCatalogue } from '../../lib/catalogue/references';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { ValidationError } from '../../lib/errors';
import { fullName, type StoredPatient } from '../../lib/patients/summary';
import { existingPatient } from '../operations/patients';
import { recordOperations, type StoredRecord } from './operations';

// Relations: the other patient must be one of the practice's and not the patient; the type must
// exist; each relation is shown with the related patient's name and date of birth.
type Relation = StoredRecord<typeof relationKind>;

async function patientsById(ctx: RequestContext, ids: string[]): Promise<Map<string, StoredPatient>> {
  if (!ids.length) return new Map();
  const Keys = [...new Set(ids)].map((id) => ctx.data.keys.patient(id));
  return new Map((await batchGet(Keys)).map((item) => stripStorage<StoredPatient>(item)).map((p) => [p.id, p]));
}

export async function withNames(relations: Relation[], ctx: RequestContext) {
  const patients = await patientsById(
    ctx,
    relations.map((r) => r.to_patient),
  );
  return relations.map((r) => {
    const other = patients.get(r.to_patient);
    return { ...r, name: other ? fullName(other) : '', date_of_birth: other?.date_of_birth ?? '' };
  });
}

export const relationOperations = recordOperations(relationKind, {
  checkCreate: async (body, patient, ctx) => {
    if (body.to_patient === patient.id) throw ValidationError.field('to_patient', 'A patient cannot be related to themselves.');
    const other = await existingPatient(ctx, body.to_patient).catch(() => undefined);
    if (!other) throw ValidationError.field('to_patient', 'Choose a patient of this practice.');
  },
  check: async (fields) => void (await assertInCatalogue('relation_id', 'relation_types', fields.relation_id)),
  show: withNames,
});
